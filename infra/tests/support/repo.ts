import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The repository root, which the infra scripts run from. */
export const root = path.resolve(__dirname, '..', '..', '..');

/**
 * Runs a generator under infra/scripts with --check, which fails (and so throws here) when its
 * committed output differs from what it would write today.
 */
export function checkGenerated(script: string): void {
  execFileSync('node', [path.join('infra', 'scripts', script), '--check'], { cwd: root, stdio: 'pipe' });
}
