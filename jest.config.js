// One jest run covers every package: each workspace is a project, TypeScript runs through swc
// from source, and `@uniform/*` imports resolve to the libraries' sources (no build needed).
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
  },
];

const project = (name, root, extra = {}) => ({
  displayName: name,
  rootDir: path.join(__dirname, root),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/tests/**/*.test.ts', '<rootDir>/tests/**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^@uniform/(contracts|service-kit|db|test-kit)$': path.join(__dirname, 'libs/$1/src/index.ts') },
  ...extra,
});

module.exports = {
  // Component tests share one PostgreSQL and Redis; one worker keeps them deterministic on 2 cores.
  maxWorkers: 1,
  projects: [
    project('contracts', 'libs/contracts'),
    project('service-kit', 'libs/service-kit'),
    project('db', 'libs/db'),
    project('test-kit', 'libs/test-kit'),
    project('privacy', 'services/privacy'),
    project('gateway', 'gateway'),
    project('frontend', 'frontend'),
  ],
};
