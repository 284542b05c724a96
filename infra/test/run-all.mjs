#!/usr/bin/env node
// `npm test`: every suite against real PostgreSQL and Redis, then one closing line with the totals:
//   1. jest: unit and component tests of every package (one run, a project per package);
//   2. Playwright: browser tests through the gateway, with the product started by the launcher.
// PostgreSQL and Redis come from DATABASE_URL / REDIS_URL, or are started locally like `npm start` does.
// Extra arguments go to jest (e.g. `npm test -- --selectProjects privacy` runs only that, no browser tests).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MissingPrerequisite, provideInfra } from '../launcher/local-infra.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const resultsDir = path.join(root, 'test-results');
const jestArgs = process.argv.slice(2);
const log = (message) => process.stdout.write(`[test] ${message}\n`);

mkdirSync(resultsDir, { recursive: true });
let infra;
try {
  infra = await provideInfra({ root, log, databaseName: 'postgres' });
} catch (error) {
  process.stderr.write(`[test] ${error instanceof MissingPrerequisite ? error.message : error.message}\n`);
  process.stdout.write('0 passed, 1 failed\n');
  process.exit(1);
}
const env = {
  ...process.env,
  DATABASE_URL: infra.databaseUrl,
  REDIS_URL: infra.redisUrl,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
};

const totals = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;

function runSuite(name, command, args, reportFile, count) {
  rmSync(reportFile, { force: true });
  log(`${name}...`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
  });
  if (result.status !== 0) exitCode = 1;
  if (!existsSync(reportFile)) {
    log(`${name} produced no report (exit ${result.status ?? result.signal}); counting it as one failure.`);
    totals.failed += 1;
    return;
  }
  const counted = count(JSON.parse(readFileSync(reportFile, 'utf8')));
  log(`${name}: ${counted.passed} passed, ${counted.failed} failed, ${counted.skipped} skipped`);
  for (const key of Object.keys(totals)) totals[key] += counted[key];
  if (counted.failed > 0) exitCode = 1;
}

// Static checks count as tests: a type error or lint error fails the run like a failing test. The
// build (Prisma clients generated, every package compiled by tsc, the frontend bundled) is the typecheck
// and is what the browser tests run.
let built = false;
if (jestArgs.length === 0) {
  for (const [name, command, args] of [
    [
      'Build and typecheck (nx run-many -t build)',
      'npx',
      ['nx', 'run-many', '-t', 'build', '--outputStyle=static'],
    ],
    ['Typecheck tests (tsc -p tsconfig.tests.json)', 'npx', ['tsc', '-p', 'tsconfig.tests.json']],
    ['Lint (eslint)', 'npx', ['eslint', '.', '--max-warnings=0']],
    ['Format (prettier --check)', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
  ]) {
    log(`${name}...`);
    const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
    if (result.status === 0) {
      totals.passed += 1;
      if (name.startsWith('Build')) built = true;
    } else {
      log(`${name} failed.`);
      totals.failed += 1;
      exitCode = 1;
    }
  }
}

const jestReport = path.join(resultsDir, 'jest.json');
runSuite(
  'Unit and component tests (jest)',
  'npx',
  ['jest', '--json', `--outputFile=${jestReport}`, ...jestArgs],
  jestReport,
  (r) => ({
    passed: r.numPassedTests,
    failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
    skipped: r.numPendingTests + r.numTodoTests,
  }),
);

if (jestArgs.length === 0) {
  if (!built) {
    log('Browser tests skipped: the build failed.');
  } else {
    const e2eReport = path.join(resultsDir, 'e2e.json');
    runSuite(
      'Browser tests (Playwright)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      e2eReport,
      (r) => {
        const s = r.stats ?? {};
        return {
          passed: (s.expected ?? 0) + (s.flaky ?? 0),
          failed: s.unexpected ?? 0,
          skipped: s.skipped ?? 0,
        };
      },
    );
  }
}

await infra.stop();
process.stdout.write(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`,
);
process.exit(exitCode);
