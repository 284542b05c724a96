import { spawnSync } from 'node:child_process';

/**
 * Whether Chromium runs with its own sandbox. Debian's Chromium sandboxes its renderers with user
 * namespaces (it ships no setuid helper), which needs a non-root process and a kernel, container
 * runtime and seccomp filter that allow unprivileged user namespaces (Docker's and Kubernetes'
 * RuntimeDefault profiles usually do not). Where that is not so, it runs with --no-sandbox, and the
 * container is the isolation (see the README: its own pod, no secrets, no egress, read-only, non-root).
 */
export type ChromiumSandboxMode = 'auto' | 'on' | 'off';

/** What the host allows, measured once at start (probeSandboxHost). */
export interface SandboxHost {
  isRoot: boolean;
  userNamespaces: boolean;
}

export interface SandboxDecision {
  sandbox: boolean;
  /** Why, for the start-up log line. */
  reason: string;
}

export function decideChromiumSandbox(mode: ChromiumSandboxMode, host: SandboxHost): SandboxDecision {
  if (mode === 'on') return { sandbox: true, reason: 'PDF_CHROMIUM_SANDBOX=on' };
  if (mode === 'off') return { sandbox: false, reason: 'PDF_CHROMIUM_SANDBOX=off' };
  if (host.isRoot) return { sandbox: false, reason: 'running as root, where Chromium refuses its sandbox' };
  if (!host.userNamespaces) {
    return { sandbox: false, reason: 'user namespaces are not available (kernel, runtime or seccomp)' };
  }
  return { sandbox: true, reason: 'non-root with user namespaces' };
}

/** The flags ENVIRONMENT.md lists for the system Chromium, plus no first-run chores. */
const BASE_ARGS = [
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-extensions',
  '--disable-sync',
  '--no-first-run',
  '--mute-audio',
  '--font-render-hinting=none',
];

export function chromiumArgs(sandbox: boolean): string[] {
  return sandbox ? [...BASE_ARGS] : [...BASE_ARGS, '--no-sandbox'];
}

/**
 * Tries what Chromium's zygote does: a new user, PID and network namespace. Sysctls cannot tell,
 * since a seccomp filter may forbid the call where the kernel allows it.
 */
export function probeSandboxHost(): SandboxHost {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) return { isRoot, userNamespaces: false };
  const probe = spawnSync('unshare', ['--user', '--pid', '--net', '--fork', 'true'], {
    stdio: 'ignore',
    timeout: 5_000,
  });
  return { isRoot, userNamespaces: probe.status === 0 };
}
