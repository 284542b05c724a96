// One jest run covers every package: each workspace is a project, TypeScript runs through swc
// from source, and `@uniform/*` imports resolve to the libraries' sources (no build needed).
const fs = require('node:fs');
const path = require('node:path');

// Every folder under services/ is a project of its own, named after the folder.
const services = fs
  .readdirSync(path.join(__dirname, 'services'), { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() && fs.existsSync(path.join(__dirname, 'services', entry.name, 'package.json')),
  )
  .map((entry) => entry.name);

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

const project = (name, root, extra = {}) => ({
  displayName: name,
  rootDir: path.join(__dirname, root),
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/src/**/*.test.ts',
    '<rootDir>/src/**/*.test.tsx',
    '<rootDir>/tests/**/*.test.ts',
    '<rootDir>/tests/**/*.test.tsx',
  ],
  transform: { '^.+\\.(t|j)sx?$': swc },
  // Shared by every project: a test that asserts nothing fails (expect.hasAssertions()).
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.js')],
  // Sources first: a stray compiled .js next to a .ts (a mis-rooted tsc run) must never shadow it.
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json', 'node'],
  moduleNameMapper: {
    '^@uniform/(contracts|service-kit|db|test-kit|style-engine|ai)$': path.join(
      __dirname,
      'libs/$1/src/index.ts',
    ),
    // What the browser stores and reads back, its own entry (libs/contracts/src/stored.ts).
    '^@uniform/contracts/stored$': path.join(__dirname, 'libs/contracts/src/stored.ts'),
    // The on-device photo analysis: its own entry, so the frontend loads it (and culori) lazily.
    '^@uniform/style-engine/photo$': path.join(__dirname, 'libs/style-engine/src/colour/photo/index.ts'),
    // Generated Prisma clients import their TypeScript siblings as './x.js'.
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  ...extra,
});

module.exports = {
  // Component tests share one PostgreSQL and Redis; one worker keeps them deterministic on 2 cores.
  maxWorkers: 1,
  projects: [
    project('contracts', 'libs/contracts'),
    project('style-engine', 'libs/style-engine'),
    project('ai', 'libs/ai'),
    project('service-kit', 'libs/service-kit'),
    project('db', 'libs/db'),
    project('test-kit', 'libs/test-kit'),
    ...services.map((name) => project(name, `services/${name}`)),
    project('gateway', 'gateway'),
    project('frontend', 'frontend', {
      setupFilesAfterEnv: [
        path.join(__dirname, 'jest.setup.js'),
        path.join(__dirname, 'frontend/src/testing/setup.ts'),
      ],
    }),
    project('infra', 'infra'),
  ],
};
