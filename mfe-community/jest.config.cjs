const preset = require('@arena/shared-kit/jest')(__dirname);

module.exports = {
  ...preset,
  // marked ships ES modules only: the news desk's editor (and its tests) use it, so it is compiled like the sources.
  transformIgnorePatterns: ['/node_modules/(?!marked/)'],
};
