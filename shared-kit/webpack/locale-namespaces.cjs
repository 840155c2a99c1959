// Where the portal's strings live and which i18next namespace each folder is registered under: one rule for
// `npm run i18n:check` (scripts/i18n-check.mjs) and for the builds that publish their namespaces
// (publish-locales.cjs), so the translation tool and CI see the same namespaces.
const fs = require('node:fs');
const path = require('node:path');

/**
 * The namespace a locale folder is registered under, read from the i18n.ts beside it (`<NAME>_NAMESPACE = '...'`,
 * `ns: ['kit']` or `registerNamespace('shell', ...)`); a folder without one is named by its path from `root`.
 */
function namespaceOf(localesDir, root) {
  const i18nFile = path.join(localesDir, '..', 'i18n.ts');
  const fallback = path.relative(root, localesDir).split(path.sep).join('/');
  if (!fs.existsSync(i18nFile)) return fallback;
  const source = fs.readFileSync(i18nFile, 'utf8');
  const name =
    source.match(/_NAMESPACE\s*=\s*'([^']+)'/)?.[1] ??
    source.match(/\bns:\s*\[\s*'([^']+)'/)?.[1] ??
    source.match(/^registerNamespace\(\s*'([^']+)'/m)?.[1];
  return name ?? fallback;
}

/**
 * The locale folders of one package, each with its namespace and its path from `root` (`source`): the package's
 * `src/locales` (or `src/i18n/locales`), then each feature's `src/features/<feature>/locales`, features in name
 * order. A folder counts when it holds an `en.json`.
 *
 * @param {string} packageDir
 * @param {string} [root] the repository root (default: the package's parent folder)
 * @returns {{ namespace: string, dir: string, source: string }[]}
 */
function localeFoldersOf(packageDir, root = path.dirname(packageDir)) {
  const src = path.join(packageDir, 'src');
  const dirs = [path.join(src, 'locales'), path.join(src, 'i18n', 'locales')].filter((dir) =>
    fs.existsSync(path.join(dir, 'en.json')),
  );
  const features = path.join(src, 'features');
  if (fs.existsSync(features)) {
    for (const feature of fs.readdirSync(features).sort()) {
      const dir = path.join(features, feature, 'locales');
      if (fs.existsSync(path.join(dir, 'en.json'))) dirs.push(dir);
    }
  }
  return dirs.map((dir) => ({
    namespace: namespaceOf(dir, root),
    dir,
    source: path.relative(root, dir).split(path.sep).join('/'),
  }));
}

/** The locale folders of every package of the repository (each folder of `root` with a package.json). */
function portalLocaleFolders(root) {
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, 'package.json')))
    .flatMap((entry) => localeFoldersOf(path.join(root, entry.name), root));
}

/** The languages of a locale folder: its `<language>.json` files (`ar`, `en`), sorted. */
function languagesOf(localesDir) {
  return fs
    .readdirSync(localesDir)
    .map((file) => file.match(/^([a-z]{2,3}(?:-[A-Za-z0-9]+)?)\.json$/)?.[1])
    .filter(Boolean)
    .sort();
}

module.exports = { namespaceOf, localeFoldersOf, portalLocaleFolders, languagesOf };
