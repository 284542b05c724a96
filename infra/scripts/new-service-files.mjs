// The templates of `npm run new:service` (infra/scripts/new-service.mjs): what a new service's files hold.
/** Where a generated service keeps what: the house layout every service shares (STYLE.md, habit 1). */
export const HOUSE_FOLDERS = ['src/routes', 'src/domain', 'src/data', 'tests'];

/**
 * The files of a new service `services/<name>/`, by path: package, TypeScript project, config, an
 * app that never listens, a main.ts that declares its config, resources and app to runService(),
 * and a test that starts it. Pure, so infra/tests can generate a service and check it compiles
 * and passes its own test without touching the tree.
 */
export function serviceFiles({ name, withDb }) {
  const camel = name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
  return {
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
    'src/app.ts': `import { buildServiceApp, type ServiceAppDeps } from '@uniform/service-kit';

// Add this service's own dependencies (repositories, the model, a cache) here.
export type ${cap(camel)}AppDeps = ServiceAppDeps;

export function buildApp(deps: ${cap(camel)}AppDeps) {
  return buildServiceApp('${name}', deps, () => {
    // Mount this service's routers here, e.g. app.use(exampleRoutes(deps)).
  });
}
`,
    'src/main.ts': `${withDb ? "import { checkDatabase, createPgAdapter } from '@uniform/db';\n" : ''}import { runService } from '@uniform/service-kit';
import { buildApp } from './app';
import { load${cap(camel)}Config } from './config';
${withDb ? "import { PrismaClient } from './generated/prisma/client';\n" : ''}
runService({
  name: '${name}',
  config: load${cap(camel)}Config,
  start: ({ config, logger${withDb ? ', own' : ''} }) => {
${
  withDb
    ? `    const adapter = createPgAdapter({ databaseUrl: config.DATABASE_URL, schema: '${name}' });
    const prisma = own(new PrismaClient({ adapter }), (client) => client.$disconnect());
    const readiness = { database: () => checkDatabase(prisma) };
`
    : `    // Open each resource with own(resource, closer); /readyz checks what the service cannot work without.
    const readiness = {};
`
}    return { app: buildApp({ logger, readiness, bodyLimitKb: config.BODY_LIMIT_KB }) };
  },
});
`,
    'tests/health.test.ts': `import { createLogger, startService } from '@uniform/service-kit';
import { buildApp } from '../src/app';

test('When the ${name} service starts, then it is live and ready', async () => {
  const logger = createLogger('${name}-test', 'silent');
  const config = { PORT: 0, HOST: '127.0.0.1', LOG_LEVEL: 'silent', SHUTDOWN_TIMEOUT_MS: 1_000 };
  const running = await startService(
    { name: '${name}', config: () => config, start: () => ({ app: buildApp({ logger, readiness: {} }) }) },
    { logger },
  );
  try {
    expect((await fetch(\`\${running.url}/healthz\`)).status).toBe(200);
    expect((await fetch(\`\${running.url}/readyz\`)).status).toBe(200);
  } finally {
    await running.stop();
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
}

function cap(value) {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
