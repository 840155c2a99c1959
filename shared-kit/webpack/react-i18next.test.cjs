/** @jest-environment node */
// The shared react-i18next entry (react-i18next.js) leaves out part of the package's API; a name an app imports
// but the entry does not export would be `undefined` at run time. This keeps every import in the portal covered.
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

function exportedNames() {
  const source = fs.readFileSync(path.join(__dirname, 'react-i18next.js'), 'utf8');
  const list = /export\s*{([^}]*)}\s*from\s*'react-i18next-package'/.exec(source)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

describe('the shared react-i18next entry', () => {
  it("exports every name the portal's apps import from react-i18next", () => {
    const exported = exportedNames();
    expect(exported.has('useTranslation')).toBe(true);
    const packages = fs
      .readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(ROOT, entry.name, 'package.json')));
    const missing = [];
    let imports = 0;
    for (const pkg of packages) {
      const dirs = ['src', 'testing'].map((dir) => path.join(ROOT, pkg.name, dir));
      for (const file of dirs.flatMap(sourceFiles)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const match of text.matchAll(/import\s*(type\s*)?{([^}]*)}\s*from\s*'react-i18next'/g)) {
          if (match[1]) continue;
          for (const part of match[2].split(',')) {
            const name = part
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0];
            if (!name || part.trim().startsWith('type ')) continue;
            imports += 1;
            if (!exported.has(name)) missing.push(`${path.relative(ROOT, file)}: ${name}`);
          }
        }
      }
    }
    expect(imports).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
