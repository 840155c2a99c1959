// One lint config for the monorepo; the import boundaries of DESIGN §3 and the layout of CONTRIBUTING
// ("Layout of a remote") are enforced here.
import fs from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiBoundaryConfigs } from './api/module-layers.mjs';

const REMOTES = ['mfe-tournaments', 'mfe-pass', 'mfe-account', 'mfe-community'];
const APPS = ['shell', ...REMOTES];

/** Imports a package may not make: other remotes, the shell, and reaching into a sibling folder by path. */
function packagePatterns(forbidden) {
  return forbidden.map((name) => ({
    group: [`@arena/${name}`, `@arena/${name}/*`, `**/${name}/**`, `../${name}`],
    message: `Crossing a package boundary: share through @arena/shared-kit or a Module Federation expose (DESIGN §3).`,
  }));
}

/**
 * ESLint applies one `no-restricted-imports` setting per file (the last matching config wins), so every config
 * below passes the package boundary and its own patterns together.
 */
function restrictedImports(patterns) {
  return { 'no-restricted-imports': ['error', { patterns }] };
}

const boundaryRule = (forbidden) => restrictedImports(packagePatterns(forbidden));

/** The features of an app: the folders of `<app>/src/features`. */
function featuresOf(app) {
  const dir = new URL(`./${app}/src/features/`, import.meta.url);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** In `src/features/<feature>`: any relative import reaching another feature of the app (`../other`, `../../features/other/…`). */
function otherFeaturesPattern(others) {
  return {
    regex: `^(\\.\\./)+(features/)?(${others.map(escapeRegex).join('|')})(/|$)`,
    message:
      'A feature never imports another feature: move what both use to src/{components,hooks,utils}, or compose them in src/app (CONTRIBUTING, "Layout of a remote").',
  };
}

/** In `src/{components,hooks,utils}` (code shared by features): no import of a feature. */
const NO_FEATURES_PATTERN = {
  regex: '^(\\.\\./)+features(/|$)',
  message:
    'Code shared by several features never imports a feature (CONTRIBUTING, "Layout of a remote"): pass what it needs in, or move it to src/app.',
};

/**
 * Refusals by code, never by wording (issue 29): code in the browser (shell, remotes, shared-kit) never compares an
 * error's `message` with a string or a regular expression: reworded on the server, the comparison would fail
 * silently and the player's language with it. Read the error's `code` and `details.reason` (the contract's
 * `RefusalReason`), or a load failure's type. Each selector names one way to compare: `==`/`===` with a string,
 * a string method (`includes`, `startsWith`, …), a regular expression's `test`/`exec`, a `switch`, a table lookup.
 */
const MESSAGE_COMPARISON =
  "Refusals by code, never by wording: read the error's `code` or `details.reason` (the contract's RefusalReason), not its `message` (issue 29).";
/** `x.message`, `x?.message` and a variable called `message`, as attribute selectors on the node at `path`. */
const messageAt = (path) => [
  `[${path}.type="MemberExpression"][${path}.property.name="message"]`,
  `[${path}.type="ChainExpression"][${path}.expression.property.name="message"]`,
  `[${path}.type="Identifier"][${path}.name="message"]`,
];
const STRING_AT = (path) => [
  `[${path}.type="Literal"][${path}.value=/./]`,
  `[${path}.type="TemplateLiteral"]`,
];
const NO_MESSAGE_COMPARISONS = [
  ...['left', 'right'].flatMap((side) => {
    const other = side === 'left' ? 'right' : 'left';
    return messageAt(side).flatMap((message) =>
      STRING_AT(other).map((string) => `BinaryExpression[operator=/^[!=]==?$/]${message}${string}`),
    );
  }),
  ...messageAt('callee.object').map(
    (message) =>
      `CallExpression[callee.property.name=/^(includes|startsWith|endsWith|indexOf|lastIndexOf|match|matchAll|search|localeCompare)$/]${message}`,
  ),
  ...[
    ...messageAt('arguments.0'),
    '[arguments.0.callee.name="String"][arguments.0.arguments.0.property.name="message"]',
  ].map((message) => `CallExpression[callee.property.name=/^(test|exec)$/]${message}`),
  ...messageAt('discriminant').map((message) => `SwitchStatement${message}`),
  ...messageAt('property').map((message) => `MemberExpression[computed=true]${message}`),
].map((selector) => ({ selector, message: MESSAGE_COMPARISON }));

/**
 * `no-restricted-imports` does not see `import()`: the same check for lazy imports. ESLint applies one
 * `no-restricted-syntax` setting per file (the last matching config wins): the message comparisons ride along.
 */
function restrictedLazyImports({ regex, message }) {
  const selector = `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\/')}/]`;
  return { 'no-restricted-syntax': ['error', { selector, message }, ...NO_MESSAGE_COMPARISONS] };
}

/** The layout rules of one app, each combined with the app's package boundary. */
function layoutConfigs(app, forbidden) {
  const features = featuresOf(app);
  const featureConfigs = features.map((feature) => {
    const others = otherFeaturesPattern(features.filter((other) => other !== feature));
    return {
      files: [`${app}/src/features/${feature}/**`],
      rules: {
        ...restrictedImports([...packagePatterns(forbidden), others]),
        ...restrictedLazyImports(others),
      },
    };
  });
  return [
    ...(features.length > 1 ? featureConfigs : []),
    {
      files: [`${app}/src/components/**`, `${app}/src/hooks/**`, `${app}/src/utils/**`],
      rules: {
        ...restrictedImports([...packagePatterns(forbidden), NO_FEATURES_PATTERN]),
        ...restrictedLazyImports(NO_FEATURES_PATTERN),
      },
    },
  ];
}

/**
 * The browser takes only types from the contract (zero bytes; DESIGN §4): schemas would bring zod along. Its zod-free
 * entries are the run-time exceptions: the error codes (`@arena/contract/error-codes`) and the business rules both
 * sides apply (`@arena/contract/rules`).
 */
const TYPES_ONLY_FROM_CONTRACT = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      paths: [
        {
          name: '@arena/contract',
          allowTypeImports: true,
          message:
            'The front end imports only types from @arena/contract (import type), so the contract adds no bytes.',
        },
      ],
    },
  ],
};

const forbiddenFor = (app) =>
  app === 'shell' ? REMOTES : [...REMOTES.filter((other) => other !== app), 'shell'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.test-build/**',
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
  ...APPS.map((app) => ({ files: [`${app}/**`], rules: boundaryRule(forbiddenFor(app)) })),
  {
    files: ['shared-kit/src/**', ...APPS.map((app) => `${app}/src/**`)],
    rules: { 'no-restricted-syntax': ['error', ...NO_MESSAGE_COMPARISONS] },
  },
  ...APPS.flatMap((app) => layoutConfigs(app, forbiddenFor(app))),
  { files: ['shared-kit/src/**', ...APPS.map((app) => `${app}/src/**`)], rules: TYPES_ONLY_FROM_CONTRACT },
  // The API's domains import only lower layers; infrastructure imports no domain; only entry points import the seed.
  ...apiBoundaryConfigs(),
);
