#!/usr/bin/env node
// uniform-prisma: Prisma 7 for our services, offline.
//   uniform-prisma generate              [--service <dir>]   generate the service's Prisma client
//   uniform-prisma migrate deploy        [--service <dir>]   apply committed migrations (DATABASE_URL)
//   uniform-prisma migrate new <name>    [--service <dir>]   write a migration from schema.prisma changes
// The service folder defaults to the current directory; its name is its PostgreSQL schema.
'use strict';

const { spawnSync } = require('node:child_process');
const path = require('node:path');
const { MigrateError, migrateDeploy, migrateNew, serviceLayout } = require('../lib/migrate.cjs');

const DEFAULT_DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/uniform';

async function main(argv) {
  const args = [...argv];
  let serviceDir = process.cwd();
  const at = args.indexOf('--service');
  if (at !== -1) {
    serviceDir = path.resolve(args[at + 1] ?? '');
    args.splice(at, 2);
  }
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const [command, sub, name] = args;

  if (command === 'generate') {
    const layout = serviceLayout(serviceDir);
    const prismaCli = require.resolve('prisma/build/index.js');
    // generate never runs the schema engine; pointing it at /bin/false stops Prisma from downloading one.
    const result = spawnSync(process.execPath, [prismaCli, 'generate', '--schema', layout.schemaPath], {
      cwd: layout.dir,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false',
        PRISMA_HIDE_UPDATE_MESSAGE: '1',
        CHECKPOINT_DISABLE: '1',
      },
    });
    return result.status ?? 1;
  }
  if (command === 'migrate' && sub === 'deploy') {
    const applied = await migrateDeploy({ serviceDir, databaseUrl });
    const service = path.basename(path.resolve(serviceDir));
    process.stdout.write(
      applied.length ? `${service}: applied ${applied.join(', ')}\n` : `${service}: migrations up to date\n`,
    );
    return 0;
  }
  if (command === 'migrate' && sub === 'new') {
    const dir = await migrateNew({ serviceDir, databaseUrl, name });
    process.stdout.write(
      dir
        ? `Created ${path.relative(process.cwd(), dir)}\n`
        : 'No changes: schema.prisma matches the migrations.\n',
    );
    return 0;
  }
  process.stderr.write(
    'Usage: uniform-prisma generate | migrate deploy | migrate new <name>  [--service <dir>]\n',
  );
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(
      `uniform-prisma: ${error instanceof MigrateError ? error.message : error && error.stack ? error.stack : String(error)}\n`,
    );
    process.exit(1);
  },
);
