// Jest settings for every front-end package: swc transform, jsdom, Testing Library matchers.
const path = require('node:path');

/** @param {string} dir the package folder */
module.exports = function jestPreset(dir) {
  return {
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'environment.cjs'),
    // https so the Secure auth cookie behaves as in a browser on localhost.
    testEnvironmentOptions: { url: 'https://localhost/' },
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    // Above the 5 s Testing Library waits (setup.cjs), so a slow wait fails with its own message.
    testTimeout: 15_000,
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    moduleNameMapper: {
      '\\.(png|jpe?g|gif|svg|webp)$': path.join(__dirname, 'file-stub.cjs'),
      // The contract's zod-free run-time parts (error codes, rules), from source: tests run before any build.
      '^@arena/contract/error-codes$': path.join(__dirname, '../../contract/src/error-codes.ts'),
      '^@arena/contract/rules$': path.join(__dirname, '../../contract/src/rules/index.ts'),
      // The contract's sources import each other as NodeNext wants them (`./instant.js` for instant.ts).
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup.cjs')],
    globals: { __APP_NAME__: 'test', __APP_VERSION__: '0.0.0-test' },
  };
};
