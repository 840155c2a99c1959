/** @jest-environment node */
// The locale files a build publishes beside its manifest, from a fixture package built with webpack.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { afterEach, beforeEach, describe, expect, it } = require('@jest/globals');
const webpack = require('webpack');
const { PublishLocalesPlugin, publishLocales } = require('./publish-locales.cjs');

function write(file, content) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
}

function build(appDir, plugin) {
  const out = path.join(appDir, 'dist');
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: appDir,
        entry: './src/index.js',
        output: { path: out },
        plugins: [plugin],
      },
      (error, stats) => {
        if (error) return reject(error);
        const readOut = (file) => JSON.parse(fs.readFileSync(path.join(out, file), 'utf8'));
        resolve({
          stats,
          readOut,
          files: fs.existsSync(out) ? fs.readdirSync(out, { recursive: true }) : [],
        });
      },
    );
  });
}

describe('PublishLocalesPlugin', () => {
  let root;
  let appDir;
  let libDir;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-locales-'));
    appDir = path.join(root, 'mfe-demo');
    libDir = path.join(root, 'demo-kit');
    write(path.join(appDir, 'package.json'), { name: 'mfe-demo' });
    write(path.join(appDir, 'src/index.js'), 'console.log("demo");\n');
    write(path.join(appDir, 'src/i18n.ts'), "registerNamespace('demo', { en, ar });\n");
    write(path.join(appDir, 'src/locales/en.json'), { title: 'Demo', count_one: '{{count}} match' });
    write(path.join(appDir, 'src/locales/ar.json'), { title: 'تجربة', count_zero: 'لا مباريات' });
    write(
      path.join(appDir, 'src/features/news/i18n.ts'),
      "export const NEWS_NAMESPACE = 'demo-news';\nregisterNamespace(NEWS_NAMESPACE, { en, ar });\n",
    );
    write(path.join(appDir, 'src/features/news/locales/en.json'), { list: { empty: 'No news' } });
    write(path.join(appDir, 'src/features/news/locales/ar.json'), { list: { empty: 'لا أخبار' } });
    write(path.join(appDir, 'src/features/no-strings/index.ts'), 'export {};\n');
    write(path.join(libDir, 'package.json'), { name: 'demo-kit' });
    write(path.join(libDir, 'src/i18n/i18n.ts'), "i18n.init({ ns: ['kit'] });\n");
    write(path.join(libDir, 'src/i18n/locales/en.json'), { cancel: 'Cancel' });
    write(path.join(libDir, 'src/i18n/locales/ar.json'), { cancel: 'إلغاء' });
  });

  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes locales/index.json and one file per namespace and language, named as registered', async () => {
    const { stats, readOut, files } = await build(
      appDir,
      new PublishLocalesPlugin({ app: 'demo', packageDirs: [appDir, libDir] }),
    );
    expect(stats.hasErrors()).toBe(false);
    expect(readOut('locales/index.json')).toEqual({
      app: 'demo',
      namespaces: [
        {
          namespace: 'demo',
          source: 'mfe-demo/src/locales',
          languages: ['ar', 'en'],
          files: { ar: 'demo.ar.json', en: 'demo.en.json' },
        },
        {
          namespace: 'demo-news',
          source: 'mfe-demo/src/features/news/locales',
          languages: ['ar', 'en'],
          files: { ar: 'demo-news.ar.json', en: 'demo-news.en.json' },
        },
        {
          namespace: 'kit',
          source: 'demo-kit/src/i18n/locales',
          languages: ['ar', 'en'],
          files: { ar: 'kit.ar.json', en: 'kit.en.json' },
        },
      ],
    });
    expect(readOut('locales/demo.ar.json')).toEqual({ title: 'تجربة', count_zero: 'لا مباريات' });
    expect(readOut('locales/demo-news.en.json')).toEqual({ list: { empty: 'No news' } });
    expect(readOut('locales/kit.ar.json')).toEqual({ cancel: 'إلغاء' });
    expect(files.filter((file) => file.startsWith(`locales${path.sep}`)).sort()).toHaveLength(7);
    // Watched, so a dev server publishes an edited locale file again.
    expect(
      stats.compilation.fileDependencies.has(path.join(appDir, 'src/features/news/locales/ar.json')),
    ).toBe(true);
  });

  it('fails the build on a locale file that is not JSON', async () => {
    write(path.join(appDir, 'src/locales/ar.json'), '{ "title": ');
    const { stats } = await build(appDir, new PublishLocalesPlugin({ app: 'demo', packageDirs: [appDir] }));
    expect(stats.hasErrors()).toBe(true);
    expect(stats.toString()).toContain('PublishLocalesPlugin');
  });

  it('ships shared-kit strings with the shell only', () => {
    const kit = path.join(__dirname, '..');
    expect(publishLocales({ dir: appDir, name: 'shell', isRemote: false }).packageDirs).toEqual([
      appDir,
      kit,
    ]);
    expect(publishLocales({ dir: appDir, name: 'demo', isRemote: true }).packageDirs).toEqual([appDir]);
  });
});
