// Publishes an app's i18n namespaces as JSON beside its mf-manifest.json, for the translation tool
// (mfe-community /translations), which finds every app through /platform.json and imports no app's source:
//
//   locales/index.json              { app, namespaces: [{ namespace, source, languages, files: { en, ar } }] }
//   locales/<namespace>.<lng>.json  the locale file as it is in the repository
//
// The names carry no content hash: like mf-manifest.json they are served no-cache (DESIGN §2 Caching).
const path = require('node:path');
const fs = require('node:fs');
const { languagesOf, localeFoldersOf } = require('./locale-namespaces.cjs');

const PLUGIN = 'PublishLocalesPlugin';
const KIT_DIR = path.join(__dirname, '..');

/** A file name for a namespace; fallback names (a folder's path) lose their slashes. */
const fileStem = (namespace) => namespace.replace(/[^A-Za-z0-9_.-]+/g, '_');

class PublishLocalesPlugin {
  /**
   * @param {object} options
   * @param {string} options.app             the app's name (`shell`, `community`, ...)
   * @param {string[]} options.packageDirs   the packages whose locale folders the app ships
   * @param {string} [options.outputDir]     folder in the build output (default `locales`)
   */
  constructor({ app, packageDirs, outputDir = 'locales' }) {
    this.app = app;
    this.packageDirs = packageDirs;
    this.outputDir = outputDir;
  }

  apply(compiler) {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const emit = (file, data) =>
            compilation.emitAsset(
              `${this.outputDir}/${file}`,
              new sources.RawSource(`${JSON.stringify(data)}\n`),
            );
          const namespaces = [];
          for (const folder of this.packageDirs.flatMap((dir) => localeFoldersOf(dir))) {
            compilation.contextDependencies.add(folder.dir);
            const files = {};
            for (const language of languagesOf(folder.dir)) {
              const file = path.join(folder.dir, `${language}.json`);
              compilation.fileDependencies.add(file);
              let strings;
              try {
                strings = JSON.parse(fs.readFileSync(file, 'utf8'));
              } catch (error) {
                compilation.errors.push(new WebpackError(`${PLUGIN}: ${file}: ${error.message}`));
                continue;
              }
              files[language] = `${fileStem(folder.namespace)}.${language}.json`;
              emit(files[language], strings);
            }
            namespaces.push({
              namespace: folder.namespace,
              source: folder.source,
              languages: Object.keys(files),
              files,
            });
          }
          emit('index.json', { app: this.app, namespaces });
        },
      );
    });
  }
}

/**
 * The plugin for one app of the federation factory: a remote publishes its own namespaces; the shell also those
 * of shared-kit (`kit`), which it provides to every remote.
 */
function publishLocales({ dir, name, isRemote }) {
  return new PublishLocalesPlugin({ app: name, packageDirs: isRemote ? [dir] : [dir, KIT_DIR] });
}

module.exports = { PublishLocalesPlugin, publishLocales };
