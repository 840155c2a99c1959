import fs from 'node:fs';
import path from 'node:path';
import { RECONNECT_POLICIES } from './socket';

// Every socket the portal opens reconnects the same way (issue 34): through connectSocket, which puts the kit's
// backoff into socket.io, with one of RECONNECT_POLICIES. Read from the browser packages' sources, so a socket
// opened another way (socket.io-client imported directly, a policy written in place) fails here.

const REPO = path.resolve(__dirname, '../../..');
const PACKAGES = ['shell', 'mfe-tournaments', 'mfe-pass', 'mfe-account', 'mfe-community', 'shared-kit'];
const KIT_SOCKET = path.join(REPO, 'shared-kit/src/socket/socket.ts');

function sourcesOf(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourcesOf(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const sources = PACKAGES.flatMap((name) => sourcesOf(path.join(REPO, name, 'src'))).map((file) => ({
  file: path.relative(REPO, file),
  text: fs.readFileSync(file, 'utf8'),
}));

/** `connectSocket(...)` calls with their arguments' text (up to the matching parenthesis). */
function connectSocketCalls(text: string): string[] {
  const calls: string[] = [];
  for (const match of text.matchAll(/\bconnectSocket\s*(?:<[^>]*>)?\(/g)) {
    let depth = 1;
    let at = match.index + match[0].length;
    const start = at;
    while (depth > 0 && at < text.length) {
      if (text[at] === '(') depth += 1;
      if (text[at] === ')') depth -= 1;
      at += 1;
    }
    calls.push(text.slice(start, at - 1));
  }
  return calls;
}

const calls = sources
  .filter(({ file }) => path.join(REPO, file) !== KIT_SOCKET)
  .flatMap(({ file, text }) => connectSocketCalls(text).map((args) => ({ file, args })));

test('no browser package opens a socket.io connection except through the kit’s connectSocket', () => {
  const direct = sources
    .filter(({ file }) => path.join(REPO, file) !== KIT_SOCKET)
    .filter(({ text }) => /from ['"]socket\.io-client['"]|import\(['"]socket\.io-client['"]\)/.test(text))
    .map(({ file }) => file);
  expect(direct).toEqual([]);
});

test('every connectSocket call names one of RECONNECT_POLICIES', () => {
  const names = Object.keys(RECONNECT_POLICIES).join('|');
  const policy = new RegExp(`,\\s*RECONNECT_POLICIES\\.(${names})\\s*,?\\s*$`);
  const others = calls.filter(({ args }) => !policy.test(args));
  expect(others).toEqual([]);
});

test('the portal’s sockets are all found: notifications, ticket updates, match chat, support chat, tournament channel (matchmaking)', () => {
  const channels = calls.map(({ args }) => args.split(',')[0]!.trim()).sort();
  expect(channels).toEqual(
    expect.arrayContaining([
      'MATCH_CHAT_SOCKET_NAMESPACE',
      'NOTIFICATIONS_CHANNEL',
      'SUPPORT_CHAT_NAMESPACE',
      'TICKET_UPDATES_CHANNEL',
      'TOURNAMENT_CHANNEL',
    ]),
  );
});
