// The flags Debian's Chromium gets in every e2e run and every measuring script (scripts/lib/measure-common.mjs):
// no sandbox (root in a container), no GPU, no QUIC, no background traffic that would land in a measurement.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
