const preset = require('./jest/preset.cjs')(__dirname);

// Plus the webpack factory's own tests (plain CommonJS, run in Node).
module.exports = { ...preset, testMatch: [...preset.testMatch, '<rootDir>/webpack/**/*.test.cjs'] };
