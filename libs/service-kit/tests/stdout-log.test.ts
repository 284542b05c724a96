import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnTypeScript } from '@uniform/test-kit';

/** Runs a TypeScript entry to its end and collects its stdout as JSON lines. */
function run(entry: string): Promise<{ code: number | null; lines: Array<Record<string, unknown>> }> {
  const child = spawnTypeScript(entry, { stdio: ['ignore', 'pipe', 'ignore'] });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise((resolve) =>
    child.on('close', (code) =>
      resolve({
        code,
        lines: stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>),
      }),
    ),
  );
}

// A service's logger writes stdout once per event-loop turn (issue 23): what an operator relies on is
// that no line is lost, torn or reordered, whatever way the process ends.
describe("a service's log lines on stdout", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'stdout-log-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const entry = (name: string, ending: string) => {
    const file = path.join(dir, `${name}.ts`);
    writeFileSync(
      file,
      [
        "import { createLogger } from '@uniform/service-kit';",
        "const a = createLogger('first');",
        "const b = createLogger('second');",
        // 2,000 lines in one turn (more than one pipe buffer), from two loggers taking turns.
        'for (let i = 0; i < 2000; i++) (i % 2 ? b : a).info({ i }, `line ${i} ${"x".repeat(100)}`);',
        "setTimeout(() => { a.info({ i: 2000 }, 'a later turn');",
        ending,
        '}, 5);',
      ].join('\n'),
    );
    return file;
  };
  const numbers = (lines: Array<Record<string, unknown>>) => lines.map((line) => line.i);
  const expected = Array.from({ length: 2002 }, (_, i) => i);

  test('When a process logs many lines in one turn and more just before process.exit, then every line is on stdout once, whole and in order', async () => {
    const { code, lines } = await run(
      entry('exits', "b.info({ i: 2001 }, 'just before exit'); process.exit(3);"),
    );

    expect(code).toBe(3);
    expect(numbers(lines)).toEqual(expected);
    expect(lines[1]).toMatchObject({ service: 'second', level: 30 });
  });

  test('When a process logs and then dies of an uncaught error, then the lines logged before it are on stdout', async () => {
    const { code, lines } = await run(
      entry('throws', "b.info({ i: 2001 }, 'just before the error'); throw new Error('boom');"),
    );

    expect(code).not.toBe(0);
    expect(numbers(lines)).toEqual(expected);
  });
});
