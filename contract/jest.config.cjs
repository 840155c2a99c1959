// Jest for the contract's rules (src/rules): swc transform, Node — the rules are pure functions, no DOM.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' } } }],
  },
  // The sources import each other as NodeNext wants them (`./instant.js`); the files are TypeScript.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
