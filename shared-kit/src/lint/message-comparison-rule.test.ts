/**
 * The lint rule of issue 29 ("refusals by code, never by wording", eslint.config.mjs at the root): code in the
 * shell, the remotes and the kit that compares an error's `message` with a string or a regular expression fails
 * the lint. ESLint runs in a child process (its API and the config are ES modules) on snippets, with the real config.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../../..');

interface LintResult {
  file: string;
  messages: { ruleId: string | null; message: string }[];
}

/** Lints each `[file, code]` with the repository's config (the files need not exist). */
function lint(snippets: [string, string][]): LintResult[] {
  const script = `
    import { ESLint } from 'eslint';
    const snippets = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const results = [];
    for (const [file, code] of snippets) {
      const [result] = await eslint.lintText(code, { filePath: file });
      results.push({ file, messages: result.messages.map(({ ruleId, message }) => ({ ruleId, message })) });
    }
    process.stdout.write(JSON.stringify(results));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', script, JSON.stringify(snippets)],
    {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as LintResult[];
}

const wording = (result: LintResult) =>
  result.messages.filter(
    ({ ruleId, message: text }) => ruleId === 'no-restricted-syntax' && text.startsWith('Refusals by code'),
  ).length;

const FEATURE = 'mfe-tournaments/src/features/registration/utils/probe.ts';
const header =
  'declare const error: { message: string; code: number; details: { reason?: string } | null };\n';

const FIRES: [string, string][] = [
  [FEATURE, `if (error.message === 'Registration is closed by admin') console.log(1);`],
  [FEATURE, `if ("Registration has closed" !== error?.message) console.log(1);`],
  [FEATURE, 'export const full = error.message.startsWith("This team doesn\'t have enough members");'],
  [FEATURE, 'export const closed = /closed by admin/i.test(error.message);'],
  [FEATURE, 'const KNOWN: Record<string, string> = {};\nexport const key = KNOWN[error.message];'],
  ['shell/src/app/probe.ts', 'switch (error.message) {\n  case "Team not found":\n    break;\n}'],
  ['shared-kit/src/ui/probe.ts', 'export const chunk = /Loading chunk/.test(String(error.message));'],
  [
    'mfe-account/src/probe.ts',
    'export const auth = (message: string) => message.includes(`Authentication token is missing`);',
  ],
];

const PASSES: [string, string][] = [
  [FEATURE, `export const closed = error.details?.reason === 'closedByAdmin' || error.code === 4003;`],
  [FEATURE, `export const shown = error.message || 'fallback';\nexport const empty = error.message === '';`],
  // The API may read its own messages: the rule is for the browser's code.
  ['api/src/probe.ts', `export const closed = error.message === 'Registration is closed by admin';`],
];

describe('the lint rule against comparing an error message with text', () => {
  it('fails each way of comparing the message in the remotes, the shell and the kit, and lets reasons and codes pass', () => {
    const results = lint([...FIRES, ...PASSES].map(([file, code]) => [file, header + code]));
    const fired = results.map(wording);
    expect(fired.slice(0, FIRES.length)).toEqual(FIRES.map(() => 1));
    expect(fired.slice(FIRES.length)).toEqual(PASSES.map(() => 0));
  });

  it('keeps the lazy-import layout rule of a feature folder beside it (one no-restricted-syntax per file)', () => {
    const [result] = lint([
      [FEATURE, `export const other = () => import('../../matchmaking/utils/server-messages');`],
    ]);
    expect(result.messages.map((message) => message.message)).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
  });
});
