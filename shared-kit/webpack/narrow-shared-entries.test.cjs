/** @jest-environment node */
// The narrower shared entries (react-i18next.js, react-router.js) leave out part of their package's API; a name an
// app imports but the entry does not export would be `undefined` at run time. This keeps every import covered.
const fs = require('node:fs');
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');

const ROOT = path.join(__dirname, '..', '..');

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(t|j)sx?$/.test(entry.name) ? [full] : [];
  });
}

function exportedNames(entry, aliasOfPackage) {
  const source = fs.readFileSync(path.join(__dirname, entry), 'utf8');
  const list = new RegExp(`export\\s*{([^}]*)}\\s*from\\s*'${aliasOfPackage}'`).exec(source)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** Every name the portal's apps import (not as types) from one of `specifiers`, as `file: name`. */
function importedNames(specifiers) {
  const packages = fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(ROOT, entry.name, 'package.json')));
  const found = [];
  const from = specifiers.map((name) => name.replace(/[-/]/g, '\\$&')).join('|');
  const pattern = new RegExp(`import\\s*(type\\s*)?{([^}]*)}\\s*from\\s*'(?:${from})'`, 'g');
  for (const pkg of packages) {
    const dirs = ['src', 'testing'].map((dir) => path.join(ROOT, pkg.name, dir));
    for (const file of dirs.flatMap(sourceFiles)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(pattern)) {
        if (match[1]) continue;
        for (const part of match[2].split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (!name || part.trim().startsWith('type ')) continue;
          found.push({ file: path.relative(ROOT, file), name });
        }
      }
    }
  }
  return found;
}

describe.each([
  {
    entry: 'react-i18next.js',
    alias: 'react-i18next-package',
    specifiers: ['react-i18next'],
    sample: 'useTranslation',
  },
  {
    entry: 'react-router.js',
    alias: 'react-router-package',
    specifiers: ['react-router', 'react-router-dom'],
    sample: 'BrowserRouter',
  },
])('the shared $entry entry', ({ entry, alias, specifiers, sample }) => {
  it(`exports every name the portal's apps import from ${specifiers.join(' or ')}`, () => {
    const exported = exportedNames(entry, alias);
    expect(exported.has(sample)).toBe(true);
    const imports = importedNames(specifiers);
    expect(imports.length).toBeGreaterThan(10);
    expect(
      imports.filter(({ name }) => !exported.has(name)).map(({ file, name }) => `${file}: ${name}`),
    ).toEqual([]);
  });
});
