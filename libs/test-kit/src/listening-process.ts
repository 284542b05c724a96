import type { ChildProcess } from 'node:child_process';
import { spawnTypeScript } from './typescript-process';

export interface ListeningProcess {
  child: ChildProcess;
  /** Where it answers (a worker's /healthz, /readyz and /metrics): the url on its listening line. */
  url: string;
  /** What it has printed so far, stdout and stderr. */
  output(): string;
  /** SIGKILLs it (with its process group when detached, e.g. a worker's Chromium) and waits for the exit. */
  kill(): Promise<void>;
}

/**
 * A TypeScript entry (a service's src/worker.ts) in a process of its own, resolved once it logs its
 * `listening` line: the service kit logs that line as JSON with the `url` it listens on, so the entry
 * can run on port 0 and the test still finds it. Rejects with what it printed if it exits first.
 */
export function startListeningProcess(
  entry: string,
  options: { env: NodeJS.ProcessEnv; listening: string; detached?: boolean },
): Promise<ListeningProcess> {
  const child = spawnTypeScript(entry, {
    detached: options.detached ?? false,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: options.env,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(options.detached ? -child.pid! : child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
    await exited;
  };
  return new Promise((resolve, reject) => {
    let pending = '';
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        const url = listeningUrl(line, options.listening);
        if (url) resolve({ child, url, output: () => output, kill });
      }
    });
    child.once('error', reject);
    // 'close' comes after its output has all been read, so the message holds the reason it gave.
    child.once('close', (code, signal) =>
      reject(new Error(`${entry} exited (${code ?? signal}) before listening:\n${output}`)),
    );
  });
}

/** The url of a JSON log line whose message is `listening`, if this line is that one. */
function listeningUrl(line: string, listening: string): string | undefined {
  try {
    const record = JSON.parse(line) as { msg?: unknown; url?: unknown };
    return record.msg === listening && typeof record.url === 'string' ? record.url : undefined;
  } catch {
    return undefined;
  }
}
