import { chromiumArgs, decideChromiumSandbox, probeSandboxHost } from './chromium-sandbox';

describe('Chromium sandbox decision', () => {
  const capable = { isRoot: false, userNamespaces: true };

  test('When auto runs as a non-root user with user namespaces, then Chromium keeps its sandbox', () => {
    expect(decideChromiumSandbox('auto', capable).sandbox).toBe(true);
  });

  test('When auto runs as root, then it falls back to --no-sandbox and says why', () => {
    const decision = decideChromiumSandbox('auto', { isRoot: true, userNamespaces: true });
    expect(decision).toEqual({ sandbox: false, reason: expect.stringMatching(/root/) });
  });

  test('When auto finds no user namespaces (the runtime or seccomp forbids them), then --no-sandbox', () => {
    const decision = decideChromiumSandbox('auto', { isRoot: false, userNamespaces: false });
    expect(decision).toEqual({ sandbox: false, reason: expect.stringMatching(/user namespaces/) });
  });

  test('When the operator says on or off, then the host does not change it', () => {
    expect(decideChromiumSandbox('on', { isRoot: true, userNamespaces: false }).sandbox).toBe(true);
    expect(decideChromiumSandbox('off', capable).sandbox).toBe(false);
  });

  test('When the sandbox is on, then no --no-sandbox reaches Chromium; when off, exactly one', () => {
    expect(chromiumArgs(true)).not.toContain('--no-sandbox');
    expect(chromiumArgs(false).filter((arg) => arg === '--no-sandbox')).toHaveLength(1);
    expect(chromiumArgs(true)).toEqual(expect.arrayContaining(['--headless=new', '--disable-gpu']));
  });

  test('When the host is probed, then root is never reported as able to sandbox', () => {
    const host = probeSandboxHost();
    expect(host.isRoot).toBe(process.getuid?.() === 0);
    expect(decideChromiumSandbox('auto', host).sandbox).toBe(!host.isRoot && host.userNamespaces);
  });
});
