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
  // Each test file leaves about 30 MB of heap behind in its worker (its module graph, through
  // references Jest's ESM loader keeps), so a worker that ran a hundred files collected garbage
  // in gigabytes: files late in a run took four times their time on PostgreSQL, early ones about
  // the same. A worker past this much heap after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '600MB',
};
