// npm run i18n:check [-- --root <dir>]
//
// Compares the English and Arabic strings of every namespace of the portal (each package's src/locales, each
// feature's src/features/<feature>/locales, shared-kit's kit strings; the namespaces as registered, by the rule
// the builds publish them with: shared-kit/webpack/locale-namespaces.cjs) with the translation tool's own rules
// (mfe-community/src/features/translations/utils/locale-rules.ts): it prints each namespace's match percentage
// and the overall one, and fails on a key missing in Arabic or English (a plural's forms count as one key), on
// a value whose {{placeholders}} differ between the languages, on a plural missing one of its language's forms
// (Arabic's six, English's one and other) and on an Arabic value that writes Western digits (`10 ميغابايت`: Arabic
// pages write ٠-٩, and numbers from the code go through `{{value, number}}`). The translation tool reads the same files as each
// build publishes them (shared-kit/webpack/publish-locales.cjs), so there is nothing to generate.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { portalLocaleFolders } from '../shared-kit/webpack/locale-namespaces.cjs';

const rootFlag = process.argv.indexOf('--root');
// --root <dir> checks another tree (the check's own tests run it on fixtures).
const root =
  rootFlag > 0 ? resolve(process.argv[rootFlag + 1]) : join(dirname(fileURLToPath(import.meta.url)), '..');
const rules = await tsImport(
  '../mfe-community/src/features/translations/utils/locale-rules.ts',
  import.meta.url,
);

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

const namespaces = {};
for (const { namespace, dir, source } of portalLocaleFolders(root)) {
  namespaces[namespace] = {
    source,
    en: readJson(join(dir, 'en.json')),
    ar: readJson(join(dir, 'ar.json')),
  };
}

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

if (problems.length > 0) {
  console.error(`\ni18n check failed (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('\ni18n check passed');
