#!/usr/bin/env node
// `npm test`: every suite against real PostgreSQL and Redis, then a line with the tool steps
// (`tools: N passed, N failed`) and one closing line with the test-case totals:
//   1. jest: unit and component tests of every package (one run, a project per package);
//   2. Playwright: browser tests through the gateway, with the product started by the launcher;
//   3. Playwright: the black-box security suite, against its own copy of the product with the real
//      rate limits (e2e/security.config.ts).
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

// Test cases and tool steps (build, typecheck, lint, format) are counted apart: the last line is
// test cases only, so a total never grows by four just because the tools ran.
const totals = { passed: 0, failed: 0, skipped: 0 };
const tools = { passed: 0, failed: 0 };
/** Names of failed cases, printed together just above the totals: CI keeps only the log's tail. */
const failures = [];
let exitCode = 0;

function runSuite(name, command, args, reportFile, count, failedNames) {
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
    failures.push(`${name}: no report`);
    return;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const counted = count(report);
  for (const failed of failedNames(report)) failures.push(`${name}: ${failed}`);
  log(`${name}: ${counted.passed} passed, ${counted.failed} failed, ${counted.skipped} skipped`);
  for (const key of Object.keys(totals)) totals[key] += counted[key];
  if (counted.failed > 0) exitCode = 1;
}

// Static checks fail the run like a failing test (exit code 1), but are counted on their own line. The
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
      tools.passed += 1;
      if (name.startsWith('Build')) built = true;
    } else {
      log(`${name} failed.`);
      failures.push(name);
      tools.failed += 1;
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
  (r) =>
    r.testResults.flatMap((file) => {
      const where = path.relative(root, file.name);
      const failedCases = file.assertionResults
        .filter((a) => a.status === 'failed')
        .map((a) => `${where} › ${a.fullName}`);
      // A file that failed to run (syntax error, a hook that threw) has no failed case of its own.
      return failedCases.length === 0 && file.status === 'failed' ? [`${where} (did not run)`] : failedCases;
    }),
);

/** The titles of a Playwright JSON report's unexpected (failed) tests, with their file and line. */
const failedPlaywright = (r) => {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((t) => t.status === 'unexpected')) {
        names.push(`${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && !child.title.endsWith('.ts') ? [...titles, child.title] : titles);
  };
  for (const suite of r.suites ?? []) walk(suite, []);
  return names;
};

/** Playwright's JSON report: a flaky test passed on retry; an unexpected one failed. */
const countPlaywright = (r) => {
  const s = r.stats ?? {};
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
  };
};

if (jestArgs.length === 0) {
  if (!built) {
    log('Browser and security tests skipped: the build failed.');
  } else {
    for (const [name, config, report] of [
      ['Browser tests (Playwright)', 'e2e/playwright.config.ts', 'e2e.json'],
      ['Security tests (Playwright, real rate limits)', 'e2e/security.config.ts', 'security.json'],
    ]) {
      const args = ['playwright', 'test', '-c', config];
      runSuite(name, 'npx', args, path.join(resultsDir, report), countPlaywright, failedPlaywright);
    }
  }
}

await infra.stop();
if (failures.length > 0) {
  process.stdout.write(`failed (${failures.length}):\n${failures.map((f) => `  ✗ ${f}`).join('\n')}\n`);
}
if (tools.passed + tools.failed > 0) {
  process.stdout.write(`tools: ${tools.passed} passed, ${tools.failed} failed\n`);
}
// A failed tool step is also one failure on the last line: CI reads only that line, and a red run
// must never end with "N passed, 0 failed" (a failed build also means the browser tests never ran).
process.stdout.write(
  `${totals.passed} passed, ${totals.failed + tools.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`,
);
process.exit(exitCode);
