// npm run i18n:check [-- --write] [-- --root <dir>]
//
// Compares the English and Arabic strings of every namespace of the portal (each package's src/locales, each
// feature's src/features/<feature>/locales, shared-kit's kit strings) with the translation tool's own rules
// (mfe-community/src/features/translations/utils/locale-rules.ts): it prints each namespace's match percentage
// and the overall one, and fails on a key missing in Arabic or English (a plural's forms count as one key) or on
// a value whose {{placeholders}} differ between the languages. It also fails when the tool's catalogue
// (mfe-community/src/features/translations/catalogue.json) no longer matches the locale files; --write
// regenerates it.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const rootFlag = process.argv.indexOf('--root');
// --root <dir> checks another tree (the check's own tests run it on fixtures).
const root =
  rootFlag > 0 ? resolve(process.argv[rootFlag + 1]) : join(dirname(fileURLToPath(import.meta.url)), '..');
const CATALOGUE = 'mfe-community/src/features/translations/catalogue.json';
const rules = await tsImport(
  '../mfe-community/src/features/translations/utils/locale-rules.ts',
  import.meta.url,
);

/** The namespace a locale folder is registered under, read from the i18n.ts beside it. */
function namespaceOf(localesDir) {
  const i18nFile = join(localesDir, '..', 'i18n.ts');
  if (!existsSync(i18nFile)) return relative(root, localesDir);
  const source = readFileSync(i18nFile, 'utf8');
  const name =
    source.match(/_NAMESPACE\s*=\s*'([^']+)'/)?.[1] ??
    source.match(/\bns:\s*\[\s*'([^']+)'/)?.[1] ??
    source.match(/^registerNamespace\(\s*'([^']+)'/m)?.[1];
  return name ?? relative(root, localesDir);
}

function localeDirs() {
  const dirs = [];
  const packages = readdirSync(root, { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'package.json')),
  );
  for (const { name } of packages) {
    const src = join(root, name, 'src');
    for (const candidate of [join(src, 'locales'), join(src, 'i18n', 'locales')]) {
      if (existsSync(join(candidate, 'en.json'))) dirs.push(candidate);
    }
    const features = join(src, 'features');
    if (!existsSync(features)) continue;
    for (const feature of readdirSync(features).sort()) {
      const dir = join(features, feature, 'locales');
      if (existsSync(join(dir, 'en.json'))) dirs.push(dir);
    }
  }
  return dirs;
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

const namespaces = {};
for (const dir of localeDirs()) {
  namespaces[namespaceOf(dir)] = {
    source: relative(root, dir),
    en: readJson(join(dir, 'en.json')),
    ar: readJson(join(dir, 'ar.json')),
  };
}
const catalogue = `${JSON.stringify({ namespaces }, null, 2)}\n`;

const problems = [];
const reports = [];
const rows = [['namespace', 'en', 'ar', 'both', 'match']];
for (const [name, { source, en, ar }] of Object.entries(namespaces)) {
  const report = rules.compareNamespace(rules.flatten(en), rules.flatten(ar));
  reports.push(report);
  rows.push([
    name,
    report.enCount,
    report.arCount,
    report.bothCount,
    rules.formatPercentage(report.matchPercentage),
  ]);
  for (const key of report.missingInArabic) problems.push(`${source}/ar.json: missing ${key}`);
  for (const key of report.extraInArabic) problems.push(`${source}/en.json: missing ${key}`);
  for (const { key, en: enNames, ar: arNames } of report.placeholderMismatches) {
    problems.push(
      `${source}: ${key} has {{${enNames.join(', ')}}} in en but {{${arNames.join(', ')}}} in ar`,
    );
  }
}
rows.push(['overall', '', '', '', rules.formatPercentage(rules.overallPercentage(reports))]);

const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
for (const row of rows) {
  console.log(
    row
      .map((cell, column) =>
        column === 0 ? String(cell).padEnd(widths[0]) : String(cell).padStart(widths[column]),
      )
      .join('  '),
  );
}

if (process.argv.includes('--write')) {
  mkdirSync(dirname(join(root, CATALOGUE)), { recursive: true });
  writeFileSync(join(root, CATALOGUE), catalogue);
  console.log(`\nwrote ${CATALOGUE}`);
} else if (!existsSync(join(root, CATALOGUE)) || readFileSync(join(root, CATALOGUE), 'utf8') !== catalogue) {
  problems.push(`${CATALOGUE} is stale: run npm run i18n:check -- --write`);
}

if (problems.length > 0) {
  console.error(`\ni18n check failed (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('\ni18n check passed');
