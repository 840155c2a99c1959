/**
 * @jest-environment node
 */
import fs from 'node:fs';

// The generator is plain CommonJS so `npm run surface` runs it with node alone.
const { generateSurface, versionProblem, REPORT, STALE_MESSAGE } =
  require('../scripts/public-surface.cjs') as {
    generateSurface: () => { text: string; undocumented: string[] };
    versionProblem: (previous: string, next: string) => string | null;
    REPORT: string;
    STALE_MESSAGE: string;
  };

/** A report whose singleton section is at `version` with `exports`, and another entry after it. */
const report = (version: string, exports: string[]) =>
  [
    '# Public surface',
    '',
    '## `@arena/shared-kit` (shared-kit/src/index.ts)',
    '',
    `Version ${version}: the shell provides this entry to every remote as a singleton; a change here moves the`,
    '',
    ...exports.map((name) => `- component \`${name}\``),
    '',
    '## `@arena/shared-kit/staff-desk` (shared-kit/src/staff-desk/index.ts)',
    '',
    '- function `useDeskForm`',
    '',
  ].join('\n');

describe('public surface (shared-kit exports, remotes’ exposes and widget props)', () => {
  const surface = generateSurface();

  it('matches the checked-in report', () => {
    const checkedIn = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, 'utf8') : '';
    if (checkedIn !== surface.text) throw new Error(STALE_MESSAGE);
  });

  it('names the version of shared-kit the shell provides to the remotes', () => {
    const { version } = require('../package.json') as { version: string };
    expect(surface.text).toContain(
      `Version ${version}: the shell provides this entry to every remote as a singleton`,
    );
  });

  it('is not rewritten when the singleton changed and its version did not move as semver says', () => {
    const base = report('1.1.0', ['Button', 'Dialog']);
    expect(versionProblem(base, report('1.1.0', ['Button', 'Dialog']))).toBeNull();
    // Outside the singleton (the staff desk's entry is bundled into each remote), nothing is asked.
    expect(versionProblem(base, base.replace('useDeskForm', 'useDeskTable'))).toBeNull();
    expect(versionProblem(base, report('1.1.0', ['Button', 'Dialog', 'LoadFailed']))).toMatch(
      /exports grew at version 1\.1\.0 \(was 1\.1\.0\): a minor version is needed[^]*added:\n {4}- component `LoadFailed`/,
    );
    expect(versionProblem(base, report('1.2.0', ['Button', 'Dialog', 'LoadFailed']))).toBeNull();
    expect(versionProblem(base, report('1.2.0', ['Button']))).toMatch(
      /lost or changed a line at version 1\.2\.0 \(was 1\.1\.0\): a major version is needed[^]*removed or changed:\n {4}- component `Dialog`/,
    );
    expect(versionProblem(base, report('2.0.0', ['Button']))).toBeNull();
    expect(versionProblem(base, report('1.0.9', ['Button', 'Dialog', 'Tabs']))).toMatch(
      /a minor version is needed/,
    );
  });

  it('documents every runtime export of shared-kit', () => {
    expect(surface.undocumented).toEqual([]);
  });
});
