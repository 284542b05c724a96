import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startListeningProcess } from '@uniform/test-kit';

describe('startListeningProcess: an entry on port 0, found by its listening line', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'listening-process-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('When the entry logs its listening line, then the url on it answers until the process is killed', async () => {
    // Arrange: an entry that listens on a free port and logs the way the service kit does.
    const entry = path.join(dir, 'server.ts');
    writeFileSync(
      entry,
      [
        "import http from 'node:http';",
        "const server = http.createServer((_req, res) => res.end('up'));",
        "server.listen(0, '127.0.0.1', () => {",
        '  const { port } = server.address() as { port: number };',
        "  console.log('not json');",
        "  console.log(JSON.stringify({ msg: 'other line', url: 'http://wrong' }));",
        "  console.log(JSON.stringify({ msg: 'test server running', url: `http://127.0.0.1:${port}` }));",
        '});',
      ].join('\n'),
    );

    // Act
    const running = await startListeningProcess(entry, {
      env: process.env,
      listening: 'test server running',
    });

    // Assert
    try {
      expect(await (await fetch(running.url)).text()).toBe('up');
    } finally {
      await running.kill();
    }
    expect(running.child.signalCode).toBe('SIGKILL');
  });

  test('When the entry exits before listening, then the start rejects with what it printed', async () => {
    const entry = path.join(dir, 'fails.ts');
    writeFileSync(entry, "process.stderr.write('no config\\n');\nprocess.exit(1);\n");

    await expect(startListeningProcess(entry, { env: process.env, listening: 'never' })).rejects.toThrow(
      /exited \(1\) before listening:\nno config/,
    );
  });
});
