// One lint config for the monorepo; the import boundaries of DESIGN §3 are enforced here.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-tournaments', 'mfe-pass', 'mfe-account', 'mfe-community'];

/** Imports a package may not make: other remotes, the shell, and reaching into a sibling folder by path. */
function boundaryRule(forbidden) {
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((name) => ({
          group: [`@arena/${name}`, `@arena/${name}/*`, `**/${name}/**`, `../${name}`],
          message: `Crossing a package boundary: share through @arena/shared-kit or a Module Federation expose (DESIGN §3).`,
        })),
      },
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '.releases/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  { files: ['shared-kit/**'], rules: boundaryRule([...REMOTES, 'shell']) },
  { files: ['shell/**'], rules: boundaryRule(REMOTES) },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**`],
    rules: boundaryRule([...REMOTES.filter((other) => other !== remote), 'shell']),
  })),
);
