#!/usr/bin/env node
// Adds a service in one command:  npm run new:service -- <name> [--db]
// 1. Add the service to SERVICES in libs/contracts/src/routing.ts (name, title, port, urlEnv, routes).
// 2. Run this. It writes services/<name>/ in the house layout (main, app, config, routes, domain,
//    data, tests; with --db a Prisma schema), adds it to the TypeScript solution, and regenerates
//    docker-compose.yml. The gateway, launcher, jest and docs pick it up from the routing table.
// --into <dir> writes only the files, under <dir>/services/<name>/ (infra/tests/new-service.test.ts
// generates into a throw-away tree that way, and checks the result compiles and passes its own test).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOUSE_FOLDERS, serviceFiles } from './new-service-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const name = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--into');
const withDb = args.includes('--db');
const into = args.includes('--into') ? path.resolve(args[args.indexOf('--into') + 1] ?? '') : undefined;
const fail = (message) => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};
if (!name || !/^[a-z][a-z0-9-]*$/.test(name))
  fail('Usage: npm run new:service -- <name> [--db]   (name in kebab-case, already in the routing table)');

execFileSync('npx', ['tsc', '-b', 'libs/contracts'], { cwd: root, stdio: 'inherit' });
const { SERVICES } = await import(path.join(root, 'libs', 'contracts', 'dist', 'index.js'));
const service = SERVICES.find((s) => s.name === name);
if (!service)
  fail(
    `Add "${name}" to SERVICES in libs/contracts/src/routing.ts first (its title, port, urlEnv and route prefixes).`,
  );
const dir = path.join(into ?? root, 'services', name);
if (existsSync(dir)) fail(`${dir} already exists.`);

const files = serviceFiles({ name, withDb });
for (const folder of HOUSE_FOLDERS) mkdirSync(path.join(dir, folder), { recursive: true });
for (const [file, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
}
if (into) {
  process.stdout.write(`${dir} written.\n`);
  process.exit(0);
}

const solutionPath = path.join(root, 'tsconfig.json');
const solution = JSON.parse(readFileSync(solutionPath, 'utf8'));
solution.references.push({ path: `services/${name}` });
writeFileSync(solutionPath, JSON.stringify(solution, null, 2) + '\n');

execFileSync('node', [path.join('infra', 'scripts', 'generate-compose.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
process.stdout.write(
  `services/${name} created.${withDb ? ` Add models to services/${name}/prisma/schema.prisma, then: npm run migrate:new -w @uniform/${name}-service -- <migration_name>.` : ''}\n`,
);
