import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode } from '@uniform/contracts';
import { spawnTypeScript } from '@uniform/test-kit';

/** Runs a TypeScript entry to its end and collects what it printed. */
function run(entry: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnTypeScript(entry, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('spawnTypeScript: a TypeScript entry in a node process of its own', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'ts-process-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('When the entry imports a library by name and a sibling as ./x.js, then both resolve to TypeScript sources', async () => {
    // Arrange: the shapes a service's worker.ts and a generated Prisma client use.
    writeFileSync(path.join(dir, 'sibling.ts'), 'export const answer: number = 42;\n');
    writeFileSync(
      path.join(dir, 'entry.ts'),
      [
        "import { ErrorCode } from '@uniform/contracts';",
        "import { answer } from './sibling.js';",
        'const code: string = ErrorCode.PDF_EMPTY;',
        'console.log(`${code} ${answer}`);',
      ].join('\n'),
    );

    // Act
    const result = await run(path.join(dir, 'entry.ts'));

    // Assert
    expect(result.stderr).toBe('');
    expect(result).toMatchObject({ code: 0, stdout: `${ErrorCode.PDF_EMPTY} 42\n` });
  });
});
