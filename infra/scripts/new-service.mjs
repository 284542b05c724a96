#!/usr/bin/env node
// Adds a service in one command:  npm run new:service -- <name> [--db]
// 1. Add the service to SERVICES in libs/contracts/src/routing.ts (name, title, port, urlEnv, routes).
// 2. Run this. It writes services/<name>/ in the house layout (main, app, config, routes, domain,
//    data, tests; with --db a Prisma schema), adds it to the TypeScript solution, and regenerates
//    docker-compose.yml. The gateway, launcher, jest and docs pick it up from the routing table.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const name = args.find((a) => !a.startsWith('--'));
const withDb = args.includes('--db');
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
const dir = path.join(root, 'services', name);
if (existsSync(dir)) fail(`services/${name} already exists.`);

const camel = name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const files = {
  'package.json':
    JSON.stringify(
      {
        name: `@uniform/${name}-service`,
        version: '0.1.0',
        private: true,
        main: 'dist/main.js',
        scripts: {
          build: withDb ? 'npm run generate && tsc -b' : 'tsc -b',
          ...(withDb
            ? {
                generate: 'node ../../libs/db/bin/uniform-prisma.cjs generate',
                migrate: 'node ../../libs/db/bin/uniform-prisma.cjs migrate deploy',
                'migrate:new': 'node ../../libs/db/bin/uniform-prisma.cjs migrate new',
              }
            : {}),
          start: 'node dist/main.js',
          typecheck: 'tsc -b',
          lint: 'eslint src tests',
          test: `jest -c ../../jest.config.js --selectProjects ${name}`,
        },
        dependencies: {
          '@uniform/contracts': '*',
          ...(withDb ? { '@uniform/db': '*' } : {}),
          '@uniform/service-kit': '*',
          express: '5.3.0',
          zod: '4.6.7',
        },
        devDependencies: { '@uniform/test-kit': '*' },
      },
      null,
      2,
    ) + '\n',
  'tsconfig.json':
    JSON.stringify(
      {
        extends: '../../tsconfig.base.json',
        compilerOptions: { rootDir: 'src', outDir: 'dist', tsBuildInfoFile: 'dist/tsconfig.tsbuildinfo' },
        include: ['src/**/*.ts'],
        references: [
          { path: '../../libs/contracts' },
          { path: '../../libs/service-kit' },
          ...(withDb ? [{ path: '../../libs/db' }] : []),
        ],
      },
      null,
      2,
    ) + '\n',
  'src/config.ts': `import { serviceByName } from '@uniform/contracts';
import { ${withDb ? 'databaseUrlSchema, ' : ''}loadConfig, serviceEnvSchema } from '@uniform/service-kit';

export const ${camel}EnvSchema = serviceEnvSchema(serviceByName('${name}').port)${withDb ? '.extend({ DATABASE_URL: databaseUrlSchema })' : ''};

export function load${cap(camel)}Config(env: Record<string, string | undefined> = process.env) {
  return loadConfig(${camel}EnvSchema, env);
}
`,
  'src/app.ts': `import { createServiceApp, type Logger, type ReadinessCheck } from '@uniform/service-kit';

export interface ${cap(camel)}AppDeps {
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  bodyLimitKb?: number;
}

export function buildApp(deps: ${cap(camel)}AppDeps) {
  return createServiceApp({
    name: '${name}',
    logger: deps.logger,
    readiness: deps.readiness,
    bodyLimitKb: deps.bodyLimitKb,
    routes: () => {
      // Mount this service's routers here, e.g. app.use(exampleRoutes(deps)).
    },
  }).app;
}
`,
  'src/main.ts': `${withDb ? "import { checkDatabase, createPgAdapter } from '@uniform/db';\n" : ''}import { createLogger, handleShutdown, startHttpServer } from '@uniform/service-kit';
import { buildApp } from './app';
import { load${cap(camel)}Config } from './config';
${withDb ? "import { PrismaClient } from './generated/prisma/client';\n" : ''}
async function main() {
  const config = load${cap(camel)}Config();
  const logger = createLogger('${name}', config.LOG_LEVEL);
${withDb ? `  const prisma = new PrismaClient({ adapter: createPgAdapter({ databaseUrl: config.DATABASE_URL, schema: '${name}' }) });\n` : ''}  const app = buildApp({ logger, readiness: {${withDb ? ' database: () => checkDatabase(prisma) ' : ''}}, bodyLimitKb: config.BODY_LIMIT_KB });
  const running = await startHttpServer(app, {
    port: config.PORT,
    host: config.HOST,
    logger,
    shutdownTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    onClose: [${withDb ? '() => prisma.$disconnect()' : ''}],
  });
  handleShutdown(running, logger);
  logger.info({ url: running.url }, '${name} service listening');
}

main().catch((error: unknown) => {
  process.stderr.write(\`${name} service failed to start: \${error instanceof Error ? error.message : String(error)}\\n\`);
  process.exit(1);
});
`,
  'tests/health.test.ts': `import { createLogger, startHttpServer } from '@uniform/service-kit';
import { buildApp } from '../src/app';

test('When the ${name} service starts, then it is live and ready', async () => {
  const logger = createLogger('${name}-test', 'silent');
  const server = await startHttpServer(buildApp({ logger, readiness: {} }), { port: 0, logger });
  try {
    expect((await fetch(\`\${server.url}/healthz\`)).status).toBe(200);
    expect((await fetch(\`\${server.url}/readyz\`)).status).toBe(200);
  } finally {
    await server.close();
  }
});
`,
  ...(withDb
    ? {
        'prisma/schema.prisma': `// The ${name} service's tables, in the PostgreSQL schema "${name}" (see libs/db).
generator client {
  provider     = "prisma-client"
  output       = "../src/generated/prisma"
  moduleFormat = "cjs"
}

datasource db {
  provider = "postgresql"
}
`,
      }
    : {}),
};
for (const folder of ['src/routes', 'src/domain', 'src/data', 'tests'])
  mkdirSync(path.join(dir, folder), { recursive: true });
for (const [file, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), content);
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

function cap(value) {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
