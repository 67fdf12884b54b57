/**
 * One Jest run for the whole suite: unit tests beside the code, integration and end-to-end
 * tests under tests/. Sources are TypeScript run as native ES modules (swc strips the types).
 */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2023' }, module: { type: 'es6' } }],
  },
  testMatch: ['<rootDir>/{core,sdk}/src/**/*.test.ts', '<rootDir>/plugins/*/src/**/*.test.ts', '<rootDir>/tests/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/fixtures/'],
  testTimeout: 60_000,
  maxWorkers: 2,
};
