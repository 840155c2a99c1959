// npm run i18n:check [-- --root <dir>]
//
// Compares the English and Arabic strings of every namespace of the portal (each package's src/locales, each
// feature's src/features/<feature>/locales, shared-kit's kit strings; the namespaces as registered, by the rule
// the builds publish them with: shared-kit/webpack/locale-namespaces.cjs) and of the API's server texts
// (api/src/i18n/locales/<namespace>/<language>.json: notifications, calendar, stand-in pages...) with the rules the
// translation tool uses too (shared-kit/src/i18n/locale-rules.ts): it prints each namespace's match percentage
// and the portal's overall one, and fails on a key missing in Arabic or English (a plural's forms count as one
// key), on a value whose {{placeholders}} differ between the languages, on a plural missing one of its language's
// forms (Arabic's six, English's one and other; ordinals' `_ordinal_` forms likewise) and on an Arabic value that
// writes Western digits (`10 ميغابايت`: Arabic pages write ٠-٩, and numbers from the code go through
// `{{value, number}}`). The translation tool reads the same files as each build publishes them
// (shared-kit/webpack/publish-locales.cjs), so there is nothing to generate. The API's namespaces are not
// published (the server writes them): they print in their own table, indented, below the portal's overall line,
// so the portal's table stays what the translation tool shows. The shell's service worker's texts (shell/src/sw/locales:
// the offline page, bundled into sw.js at build time, not published either) are checked the same way, in a table of
// their own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { portalLocaleFolders } from '../shared-kit/webpack/locale-namespaces.cjs';

const rootFlag = process.argv.indexOf('--root');
// --root <dir> checks another tree (the check's own tests run it on fixtures).
const root =
  rootFlag > 0 ? resolve(process.argv[rootFlag + 1]) : join(dirname(fileURLToPath(import.meta.url)), '..');
const rules = await tsImport('../shared-kit/src/i18n/locale-rules.ts', import.meta.url);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

/** The portal's namespaces: name → where its files are and its strings per language. */
const namespaces = {};
for (const { namespace, dir, source } of portalLocaleFolders(root)) {
  namespaces[namespace] = {
    source,
    en: readJson(join(dir, 'en.json')),
    ar: readJson(join(dir, 'ar.json')),
  };
}

/** The API's namespaces: each folder of api/src/i18n/locales holding an en.json. */
const API_LOCALES = 'api/src/i18n/locales';
const apiNamespaces = {};
if (existsSync(join(root, API_LOCALES))) {
  const entries = readdirSync(join(root, API_LOCALES), { withFileTypes: true });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = join(root, API_LOCALES, entry.name);
    if (!entry.isDirectory() || !existsSync(join(dir, 'en.json'))) continue;
    apiNamespaces[entry.name] = {
      source: `${API_LOCALES}/${entry.name}`,
      en: readJson(join(dir, 'en.json')),
      ar: readJson(join(dir, 'ar.json')),
    };
  }
}

/** The service worker's texts: one namespace, when its folder holds an en.json or an ar.json. */
const WORKER_LOCALES = 'shell/src/sw/locales';
const workerNamespaces = {};
if (['en', 'ar'].some((language) => existsSync(join(root, WORKER_LOCALES, `${language}.json`)))) {
  workerNamespaces.sw = {
    source: WORKER_LOCALES,
    en: readJson(join(root, WORKER_LOCALES, 'en.json')),
    ar: readJson(join(root, WORKER_LOCALES, 'ar.json')),
  };
}

const problems = [];

/** Checks one namespace's two languages, records its problems and answers its report. */
function checkNamespace({ source, en, ar }) {
  const report = rules.compareNamespace(rules.flatten(en), rules.flatten(ar));
  for (const key of report.missingInArabic) problems.push(`${source}/ar.json: missing ${key}`);
  for (const key of report.extraInArabic) problems.push(`${source}/en.json: missing ${key}`);
  for (const { key, en: enNames, ar: arNames } of report.placeholderMismatches) {
    problems.push(
      `${source}: ${key} has {{${enNames.join(', ')}}} in en but {{${arNames.join(', ')}}} in ar`,
    );
  }
  for (const language of ['en', 'ar']) {
    const strings = rules.flatten(language === 'en' ? en : ar);
    for (const key of rules.missingPluralForms(strings, language))
      problems.push(`${source}/${language}.json: missing plural form ${key}`);
  }
  for (const [key, text] of Object.entries(rules.flatten(ar))) {
    const digits = rules.westernDigits(text);
    if (digits.length > 0)
      problems.push(
        `${source}/ar.json: ${key} writes ${digits.join(', ')} in Western digits (use ٠-٩ or {{value, number}})`,
      );
  }
  return report;
}

/** A namespace's row of a table. */
const rowOf = (name, report) => [
  name,
  report.enCount,
  report.arCount,
  report.bothCount,
  rules.formatPercentage(report.matchPercentage),
];

/** Prints a table, its first column padded to the right, the others to the left, each line after `indent`. */
function printTable(rows, indent = '') {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  for (const row of rows) {
    console.log(
      indent +
        row
          .map((cell, column) =>
            column === 0 ? String(cell).padEnd(widths[0]) : String(cell).padStart(widths[column]),
          )
          .join('  '),
    );
  }
}

const HEADER = ['namespace', 'en', 'ar', 'both', 'match'];
const reports = [];
const rows = [HEADER];
for (const [name, namespace] of Object.entries(namespaces)) {
  const report = checkNamespace(namespace);
  reports.push(report);
  rows.push(rowOf(name, report));
}
rows.push(['overall', '', '', '', rules.formatPercentage(rules.overallPercentage(reports))]);
printTable(rows);

if (Object.keys(apiNamespaces).length > 0) {
  const apiRows = [HEADER];
  for (const [name, namespace] of Object.entries(apiNamespaces))
    apiRows.push(rowOf(name, checkNamespace(namespace)));
  console.log(`\nAPI server texts (${API_LOCALES}):`);
  printTable(apiRows, '  ');
}

if (Object.keys(workerNamespaces).length > 0) {
  const workerRows = [HEADER];
  for (const [name, namespace] of Object.entries(workerNamespaces))
    workerRows.push(rowOf(name, checkNamespace(namespace)));
  console.log(`\nService worker texts (${WORKER_LOCALES}):`);
  printTable(workerRows, '  ');
}

if (problems.length > 0) {
  console.error(`\ni18n check failed (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('\ni18n check passed');
