import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVICES } from '@uniform/contracts';

/**
 * `npm run new:service` writes what these templates hold. The service is generated into a
 * throw-away tree (its own services/<name>/ next to links to this repo's libs, node_modules and
 * base tsconfig), so the shared tree is never touched: it must typecheck and pass its own test.
 * The name is one from the routing table (the generator refuses others), in a tree of its own.
 */
const root = path.resolve(__dirname, '..', '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

jest.setTimeout(180_000);

interface Generated {
  dir: string;
  files: Record<string, string>;
  cleanup: () => void;
}

/** Runs the generator into a throw-away tree and reads back what it wrote. */
function generate(name: string, withDb: boolean): Generated {
  const tree = mkdtempSync(path.join(tmpdir(), 'uniform-new-service-'));
  for (const entry of ['libs', 'node_modules', 'tsconfig.base.json'])
    symlinkSync(path.join(root, entry), path.join(tree, entry));
  execFileSync(
    'node',
    [
      path.join(root, 'infra', 'scripts', 'new-service.mjs'),
      name,
      ...(withDb ? ['--db'] : []),
      '--into',
      tree,
    ],
    { cwd: root, stdio: 'pipe' },
  );
  const dir = path.join(tree, 'services', name);
  const files = Object.fromEntries(
    listFiles(dir).map((file) => [path.relative(dir, file), readFileSync(file, 'utf8')]),
  );
  return { dir, files, cleanup: () => rmSync(tree, { recursive: true, force: true }) };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** Typechecks the service and its tests against the libraries' sources (as tsconfig.tests.json does). */
function typecheck(dir: string): void {
  writeFileSync(
    path.join(dir, 'tsconfig.check.json'),
    JSON.stringify({
      extends: './tsconfig.json',
      // The libraries' sources join the program, so the root is the filesystem's; nothing is emitted.
      compilerOptions: { noEmit: true, composite: false, rootDir: '/', types: ['node', 'jest'] },
      include: ['src/**/*.ts', 'tests/**/*.ts'],
      references: [],
    }),
  );
  execFileSync(bin('tsc'), ['-p', path.join(dir, 'tsconfig.check.json')], { cwd: dir, encoding: 'utf8' });
}

/** Runs the generated service's own tests with jest as the repo runs them (swc, @uniform/* from sources). */
function runItsTests(dir: string): string {
  const config = {
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/**/*.test.ts'],
    transform: { '^.+\\.ts$': [require.resolve('@swc/jest'), { module: { type: 'commonjs' } }] },
    moduleNameMapper: {
      '^@uniform/(contracts|service-kit|db|test-kit|style-engine|ai)$': path.join(
        root,
        'libs/$1/src/index.ts',
      ),
    },
  };
  return execFileSync(bin('jest'), ['--config', JSON.stringify(config), '--ci'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
}

describe('npm run new:service', () => {
  const name = SERVICES.find((s) => s.name === 'chat')!.name;

  test('When a service is generated, then its main.ts is a runService() declaration in the house layout', () => {
    const generated = generate(name, false);
    try {
      expect(Object.keys(generated.files).sort()).toEqual(
        [
          'package.json',
          'src/app.ts',
          'src/config.ts',
          'src/main.ts',
          'tests/health.test.ts',
          'tsconfig.json',
        ].sort(),
      );
      expect(readdirSync(path.join(generated.dir, 'src')).sort()).toEqual([
        'app.ts',
        'config.ts',
        'data',
        'domain',
        'main.ts',
        'routes',
      ]);
      const main = generated.files['src/main.ts']!;
      expect(main).toContain('runService({');
      expect(main).not.toMatch(/startHttpServer|handleShutdown|process\./);
    } finally {
      generated.cleanup();
    }
  });

  test('When a service is generated, then it typechecks and passes its own test', () => {
    const generated = generate(name, false);
    try {
      typecheck(generated.dir);
      expect(() => runItsTests(generated.dir)).not.toThrow();
    } finally {
      generated.cleanup();
    }
  });

  test('When a service with a database is generated, then its Prisma client generates and it typechecks', () => {
    const generated = generate(name, true);
    try {
      execFileSync('node', [path.join(root, 'libs', 'db', 'bin', 'uniform-prisma.cjs'), 'generate'], {
        cwd: generated.dir,
        stdio: 'pipe',
        env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: '/bin/false' },
      });
      expect(() => typecheck(generated.dir)).not.toThrow();
    } finally {
      generated.cleanup();
    }
  });
});
