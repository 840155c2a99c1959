// The layers of the API's domain modules (api/README.md, "Layers") and the lint configs that hold them. Imported by
// the root eslint.config.mjs and by src/module-layers.test.ts.

/**
 * The domains of `api/src/modules`, lowest layer first. A domain imports only domains of lower layers (never one of
 * its own layer, never a higher one), so the domains form a DAG. A new domain is added to the lowest layer above
 * everything it imports; a domain that needs something from a higher one takes it as a parameter or through the
 * context instead (the chat's room check, the prize standings).
 */
export const API_DOMAIN_LAYERS = [
  // 1. Building blocks: no other domain.
  [
    'auth-signin',
    'general',
    'health',
    'loyalty',
    'match-history',
    'media',
    'notifications',
    'sitemap',
    'staff',
    'uploads',
  ],
  // 2. Features over one building block.
  // (home: the carousel's slides, over uploads; posts: the news desk, over uploads for its covers and staff for who
  // saved a post)
  // (push: Web Push alerts, over notifications, whose written notifications it queues; support: tickets and their
  // chat, over notifications, which tell a player away from the chat that staff answered)
  [
    'bug-reports',
    'calendar',
    'connections',
    'home',
    'posts',
    'push',
    'referrals',
    'reward-codes',
    'support',
    'teams',
  ],
  // 3. Money, the pass, tournaments.
  ['pass', 'payments', 'tournaments'],
  // 4. Brackets (their final results create prize payouts), profiles (their pass totals, connections) and the staff
  // desk's players (moderation: a player's record reads the pass ledger and masks payment details and reward codes
  // with their modules' keys; a ban withdraws the player's queue and registration rows itself, as one transaction,
  // rather than through the higher domains that own them).
  ['brackets', 'moderation', 'users'],
  // 5. Bracket matches: codes, results.
  ['matches'],
  // 6. What builds on a match: registrations (a player's current match) and the match chat.
  ['match-chat', 'registrations'],
  // 7. Ladders: their matches, the dispute desk with the chat, ladder prizes.
  ['matchmaking'],
  // 8. The organizer console: runs tournaments through the domains below (drafts, publishing, cancelling; next,
  // seeding and starting brackets, match overrides, ending ladders).
  ['organizer', 'public-profiles'],
  // 9. Development helpers.
  ['dev'],
];

/** The folders of `api/src` that are infrastructure: they never import a domain module, the seed or test helpers. */
export const API_INFRASTRUCTURE = [
  'auth',
  'db',
  'http',
  'i18n',
  'jobs',
  'openapi',
  'providers',
  'realtime',
  'storage',
];

const SEED_MESSAGE =
  'Only main.ts, the seed command and tests import the seed: pass the data in (buildApp({ demo }), api/README.md "Layers").';
const TESTING_MESSAGE = 'Test helpers (src/testing) are for tests and scripts, not for the API itself.';
const MODULES_MESSAGE =
  'Infrastructure never imports a domain module: take a callback or a port through the context instead (api/README.md, "Layers").';

/** A relative import reaching the top-level folder `name` of api/src (`../seed/x.js`, `../../seed`). */
const folderPattern = (name, message) => ({ regex: `^(\\.\\.?/)+${name}(/|$)`, message });

/** In `modules/<domain>`: a relative import reaching one of `domains` (`../other/x.js`, `../../modules/other`). */
function domainsPattern(domain, domains) {
  const names = domains.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  return {
    regex: `^(\\.\\./)+(modules/)?(${names})(/|$)`,
    message: `The ${domain} module imports only lower layers (api/module-layers.mjs, api/README.md "Layers"): move what both need down, or pass it in.`,
  };
}

/** `no-restricted-imports` and, for `import()`, `no-restricted-syntax`, with the same patterns. */
function restricted(patterns) {
  return {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({
        selector: `ImportExpression > Literal[value=/${regex.replaceAll('/', '\\/')}/]`,
        message,
      })),
    ],
  };
}

const TESTS = ['**/*.test.ts'];

/** The flat configs of the API's import boundaries; `root` is api/ as seen from the config's folder. */
export function apiBoundaryConfigs(root = 'api') {
  const src = `${root}/src`;
  const noSeed = folderPattern('seed', SEED_MESSAGE);
  const noTesting = folderPattern('testing', TESTING_MESSAGE);
  const domainConfigs = API_DOMAIN_LAYERS.flatMap((layer, index) => {
    const notBelow = API_DOMAIN_LAYERS.slice(index).flat();
    return layer.map((domain) => ({
      files: [`${src}/modules/${domain}/**/*.ts`],
      ignores: TESTS,
      rules: restricted([
        domainsPattern(
          domain,
          notBelow.filter((other) => other !== domain),
        ),
        noSeed,
        noTesting,
      ]),
    }));
  });
  return [
    {
      files: [`${src}/*.ts`, ...API_INFRASTRUCTURE.map((folder) => `${src}/${folder}/**/*.ts`)],
      ignores: [...TESTS, `${src}/app.ts`, `${src}/main.ts`],
      rules: restricted([folderPattern('modules', MODULES_MESSAGE), noSeed, noTesting]),
    },
    // The app wires every module (its one loop) but gets the seed's content as an option.
    { files: [`${src}/app.ts`], rules: restricted([noSeed]) },
    ...domainConfigs,
  ];
}
