#!/usr/bin/env node
// npm run audit:census [-- N [seed]] — runs the style engine on N generated answer sets (fast-check,
// a fixed seed, printed) and audits each analysis against its answers (auditAnalysis), then prints
// the violations per kind with three examples of each. The "before/after" counts of issue 19.
//
// Reads the built packages (dist), like bench:analysis: it builds contracts, the style engine and
// the test kit first when a dist is missing; after changing their sources, rebuild with
// `npx tsc -b libs/style-engine libs/test-kit` (or `npm run build`) so the census sees the change.
//
//   N     answer sets (default 10000)
//   seed  fast-check seed (default 19)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const runs = Number(process.argv[2] ?? 10_000);
const seed = Number(process.argv[3] ?? 19);
const EXAMPLES_PER_KIND = 3;
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  process.stderr.write('Usage: npm run audit:census -- [answer sets, default 10000] [seed, default 19]\n');
  process.exit(2);
}

const dist = (lib, file) => path.join(root, 'libs', lib, 'dist', file);
if (!existsSync(dist('style-engine', 'index.js')) || !existsSync(dist('test-kit', 'answers-arbitrary.js'))) {
  process.stderr.write('[census] dist is missing: building it (tsc -b libs/style-engine libs/test-kit)…\n');
  const build = spawnSync('npx', ['tsc', '-b', 'libs/style-engine', 'libs/test-kit'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

const load = (lib, file) => import(pathToFileURL(dist(lib, file)).href);
const { buildAnalysis, auditAnalysis, VIOLATION_KINDS } = await load('style-engine', 'index.js');
const { questionnaireAnswersSchema } = await load('contracts', 'index.js');
// The arbitrary alone: the test kit's index also loads database and container helpers.
const { answersArbitrary } = await load('test-kit', 'answers-arbitrary.js');
const fc = (await import('fast-check')).default;

const samples = fc.sample(answersArbitrary, { seed, numRuns: runs });
const counts = Object.fromEntries(VIOLATION_KINDS.map((kind) => [kind, 0]));
const analysesWith = Object.fromEntries(VIOLATION_KINDS.map((kind) => [kind, 0]));
const examples = Object.fromEntries(VIOLATION_KINDS.map((kind) => [kind, []]));
let clean = 0;
const started = performance.now();

samples.forEach((sample, index) => {
  // The service parses answers before the engine sees them (defaults applied); so does the census.
  const answers = questionnaireAnswersSchema.parse(sample);
  const violations = auditAnalysis(answers, buildAnalysis(answers));
  if (violations.length === 0) clean += 1;
  for (const kind of new Set(violations.map((violation) => violation.kind))) analysesWith[kind] += 1;
  for (const violation of violations) {
    counts[violation.kind] += 1;
    if (examples[violation.kind].length < EXAMPLES_PER_KIND) {
      examples[violation.kind].push(`#${index} ${violation.where}: ${violation.detail}`);
    }
  }
});

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const width = Math.max(...VIOLATION_KINDS.map((kind) => kind.length));
console.log(`Audit census: ${runs} answer sets, fast-check seed ${seed}, ${seconds} s`);
console.log(`Analyses without a violation: ${clean} of ${runs}\n`);
console.log(`${'kind'.padEnd(width)}  violations  analyses`);
for (const kind of VIOLATION_KINDS) {
  console.log(
    `${kind.padEnd(width)}  ${String(counts[kind]).padStart(10)}  ${String(analysesWith[kind]).padStart(8)}`,
  );
}
for (const kind of VIOLATION_KINDS) {
  if (examples[kind].length === 0) continue;
  console.log(`\n${kind}:`);
  for (const example of examples[kind])
    console.log(`  ${example.length > 300 ? `${example.slice(0, 297)}...` : example}`);
}
