// The words of the link previews, in both languages, from the same locale files the pages show: each app's build
// publishes its namespaces beside its mf-manifest.json (`locales/index.json` and `locales/<namespace>.<lng>.json`,
// shared-kit/webpack/publish-locales.cjs). The deploy server reads the shell's from its build and a remote's from its
// live release, so a release that renames a page renames its preview too, and the deploy server holds no copy.

import fs from 'node:fs';
import path from 'node:path';

/** A string of an app's namespace: `{ app, namespace, key }` (`key` with dots for nested objects). */
const text = (app, namespace, key) => ({ app, namespace, key });

/** The product name and the page-title pattern (`{{page}} | MENA Arena`), shared-kit's strings in the shell's build. */
export const PRODUCT_NAME = text('shell', 'kit', 'productName');
export const PAGE_TITLE = text('shell', 'kit', 'pageTitle');
/** The generic description (the home page's, the footer's tagline). */
export const TAGLINE = text('shell', 'shell', 'footer.tagline');

/**
 * The public pages with fixed texts, as each page titles itself (its `usePageTitle`) and introduces itself. `title`
 * null: the product name alone (the home page). `aliases`: addresses that show the same page.
 */
export const STATIC_PAGES = [
  { path: '/', title: null, description: TAGLINE },
  {
    path: '/tournaments',
    title: text('tournaments', 'tournaments-list', 'list.pageTitle'),
    description: text('tournaments', 'tournaments-list', 'list.subtitle'),
  },
  {
    path: '/news',
    title: text('community', 'community', 'news.pageTitle'),
    description: text('community', 'community', 'news.subtitle'),
  },
  {
    path: '/mena-pass',
    aliases: ['/me-pass'],
    title: text('pass', 'pass-page', 'pageTitle'),
    description: text('pass', 'pass-page', 'hero.subtitle'),
  },
  {
    path: '/loyalty-leaderboard',
    title: text('community', 'community-loyalty', 'title'),
    description: text('community', 'community-loyalty', 'intro'),
  },
  {
    path: '/faq',
    title: text('community', 'community-faq', 'pageTitle'),
    description: text('community', 'community-faq', 'intro'),
  },
  {
    path: '/privacy-policy',
    title: text('community', 'community-legal', 'privacy.title'),
    description: text('community', 'community-legal', 'privacy.intro'),
  },
  {
    path: '/terms-of-use',
    title: text('community', 'community-legal', 'terms.title'),
    description: text('community', 'community-legal', 'terms.intro'),
  },
  {
    path: '/changelog',
    title: text('community', 'community-changelog', 'title'),
    description: text('community', 'community-changelog', 'intro'),
  },
];

/** Strings of the tournament and article previews. */
export const TOURNAMENT_TEXTS = {
  starts: text('tournaments', 'tournaments', 'latest.starts'),
  prizePool: text('tournaments', 'tournaments', 'card.prizePool'),
  fallbackDescription: text('tournaments', 'tournaments-page', 'metaFallback'),
};

/** Strings of the player and team page previews (mfe-account's pages, issue 32). */
export const PROFILE_TEXTS = {
  team: text('account', 'account-player-page', 'playerPage.team'),
  passLevel: text('account', 'account-player-page', 'playerPage.passLevel'),
  loyaltyPoints: text('account', 'account-player-page', 'playerPage.loyaltyPoints'),
  loyaltyRank: text('account', 'account-player-page', 'playerPage.loyaltyRank'),
  rankValue: text('account', 'account-player-page', 'playerPage.rankValue'),
  private: text('account', 'account-player-page', 'playerPage.private'),
  founded: text('account', 'account-team-page', 'teamPage.founded'),
  members: text('account', 'account-team-page', 'teamPage.members'),
};

/** `{{name}}` and `{{name, format}}` filled from `values` (numbers are written by the caller). */
export function fillText(template, values = {}) {
  return String(template).replace(/\{\{\s*([^},\s]+)[^}]*\}\}/g, (match, name) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

function lookup(strings, key) {
  let node = strings;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return null;
    node = node[part];
  }
  return typeof node === 'string' && node.trim() ? node : null;
}

/**
 * Reads texts from the shell's build and the remotes' live releases: `(ref, lang) => string | null` (null when the
 * file or the key is missing: the caller leaves that tag generic). Files are parsed again only when they change.
 *
 * @param {object} options
 * @param {() => object | null} options.readPlatform  the live platform manifest
 * @param {string} options.releasesDir
 * @param {string} options.shellDist
 */
export function createPageTexts({ readPlatform, releasesDir, shellDist }) {
  const parsed = new Map();

  function readJson(file) {
    let stamp;
    try {
      const stat = fs.statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    const cached = parsed.get(file);
    if (cached?.stamp === stamp) return cached.json;
    let json;
    try {
      json = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      json = null;
    }
    parsed.set(file, { stamp, json });
    return json;
  }

  function rootOf(app) {
    if (app === 'shell') return shellDist;
    let platform;
    try {
      platform = readPlatform();
    } catch {
      return null;
    }
    const remote = platform?.remotes?.find((line) => line.name === app);
    if (!remote?.version || remote.version === 'unreleased' || !/^[\w.+-]+$/.test(remote.version))
      return null;
    return path.join(releasesDir, app, remote.version);
  }

  return function pageText(ref, lang) {
    const root = rootOf(ref.app);
    if (!root) return null;
    const index = readJson(path.join(root, 'locales', 'index.json'));
    const entry = index?.namespaces?.find?.((candidate) => candidate?.namespace === ref.namespace);
    const file = entry?.files?.[lang];
    if (typeof file !== 'string' || !/^[\w.-]+\.json$/.test(file)) return null;
    return lookup(readJson(path.join(root, 'locales', file)), ref.key);
  };
}
