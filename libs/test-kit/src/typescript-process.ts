import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

/** The preload that runs TypeScript sources under plain node (at the package root, beside src/ and dist/). */
export const REGISTER_TS = path.resolve(__dirname, '..', 'register-ts.cjs');

/**
 * A TypeScript entry point (a service's src/worker.ts) in a node process of its own, compiled on load
 * as in jest, so a test can SIGKILL it and start it again.
 */
export function spawnTypeScript(entry: string, options: SpawnOptions = {}): ChildProcess {
  return spawn(process.execPath, ['-r', REGISTER_TS, entry], options);
}
