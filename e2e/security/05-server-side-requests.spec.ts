import net from 'node:net';
import { test } from '@playwright/test';
import { buildAnalysisFixture } from '@uniform/contracts';
import { isAllowedPort, isPublicAddress } from '@uniform/service-kit';
import { call, describeReply, jsonOf, probe, type ProbeContext } from './support/probe';

/**
 * Server-side request forgery through custom-item guidance: the service may read the item's page,
 * but never from an address that is not on the public internet nor on a port other than the web's.
 * Refused: the guidance is still answered (a blocked fetch gives guidance from the URL alone) and
 * nothing was connected to. Connections to loopback are observed by a listener of our own on
 * 127.0.0.1 and ::1; addresses off this machine are never sent (see `offMachine`).
 */

/** A loopback "internal service" that counts who connects to it, on one port for IPv4 and IPv6. */
interface Listener {
  port: number;
  /** False where this machine has no IPv6 loopback: the [::1] case is then skipped. */
  ipv6: boolean;
  connections: () => number;
  close: () => Promise<void>;
}

const listenOn = (server: net.Server, port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, host, () => resolve(true));
  });

async function listen(): Promise<Listener> {
  let count = 0;
  const page = '<title>INTERNAL SECRET PAGE</title>';
  const onConnection = (socket: net.Socket) => {
    count += 1;
    socket.end(`HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: ${page.length}\r\n\r\n${page}`);
  };
  const v4 = net.createServer(onConnection);
  if (!(await listenOn(v4, 0, '127.0.0.1'))) throw new Error('Cannot listen on 127.0.0.1');
  const port = (v4.address() as net.AddressInfo).port;
  const v6 = net.createServer(onConnection);
  const ipv6 = await listenOn(v6, port, '::1');
  const close = (server: net.Server) =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  return {
    port,
    ipv6,
    connections: () => count,
    close: async () => {
      await Promise.all([close(v4), close(v6)]);
    },
  };
}

let listener: Listener;
test.beforeAll(async () => {
  listener = await listen();
});
test.afterAll(async () => {
  await listener.close();
});

/** Asks for guidance on an item at `url`; refused when guidance came and the listener saw no one. */
async function guidanceFor(context: ProbeContext, url: string): Promise<string[]> {
  const before = listener.connections();
  const reply = await call(context.client(), 'POST', '/api/analyze-custom-item', {
    body: { url, analysis: buildAnalysisFixture(), pieceType: 'foundation', pieceName: 'Navy blazer' },
  });
  const accepted: string[] = [];
  const guidance = jsonOf<{ guidance?: unknown }>(reply)?.guidance;
  if (reply.status !== 200 || typeof guidance !== 'string' || guidance.length === 0)
    accepted.push(`no guidance answer: ${describeReply(reply)}`);
  if (reply.text.includes('INTERNAL SECRET PAGE')) accepted.push('the internal page’s title came back');
  const seen = listener.connections() - before;
  if (seen > 0) accepted.push(`the service connected to the loopback listener ${seen} time(s)`);
  return accepted;
}

const LOOPBACK_TARGETS: ReadonlyArray<readonly [what: string, url: (port: number) => string]> = [
  ['127.0.0.1', (port) => `http://127.0.0.1:${port}/item`],
  ['[::1]', (port) => `http://[::1]:${port}/item`],
  ['a decimal IP (2130706433)', (port) => `http://2130706433:${port}/item`],
  ['an octal IP (0177.0.0.1)', (port) => `http://0177.0.0.1:${port}/item`],
  ['a hex IP (0x7f.1)', (port) => `http://0x7f.1:${port}/item`],
  ['localhost', (port) => `http://localhost:${port}/item`],
  ['localhost:6379 (Redis)', () => 'http://localhost:6379/'],
];

for (const [what, url] of LOOPBACK_TARGETS) {
  probe(
    `SSRF ${what}`,
    `When the item URL points at ${what}, then guidance is answered without fetching it`,
    (context) => {
      test.skip(what === '[::1]' && !listener.ipv6, 'this machine has no IPv6 loopback');
      return guidanceFor(context, url(listener.port));
    },
  );
}

/**
 * Addresses off this machine. No request may ever reach them from here, so a probe first asks the
 * product's own address policy (the one its safe fetch applies) and sends the URL only when that
 * policy refuses the address; otherwise the case is ACCEPTED without a request.
 */
async function offMachine(context: ProbeContext, address: string, url: string): Promise<string[]> {
  if (isPublicAddress(address))
    return [`the address policy lets ${address} through (not sent: no request may leave this machine)`];
  return guidanceFor(context, url);
}

const OFF_MACHINE_TARGETS: ReadonlyArray<readonly [what: string, address: string]> = [
  ['the cloud metadata service 169.254.169.254', '169.254.169.254'],
  ['carrier-grade NAT 100.64.0.1', '100.64.0.1'],
  ["Azure's wire server 168.63.129.16", '168.63.129.16'],
  ['the private network 10.0.0.1', '10.0.0.1'],
];

for (const [what, address] of OFF_MACHINE_TARGETS) {
  probe(
    `SSRF ${address}`,
    `When the item URL points at ${what}, then guidance is answered without fetching it`,
    (context) => offMachine(context, address, `http://${address}/latest/meta-data/`),
  );
}

probe(
  'SSRF public name on port 22',
  'When the item URL names a public host on port 22 (SSH), then guidance is answered without fetching it',
  async (context) => {
    // The port rule, like an off-machine address, cannot be watched from here (a public name is off
    // this machine), so the product's own port policy is asked first; only a refused port is sent.
    if (isAllowedPort(22))
      return ['the safe fetch allows port 22 (not sent: no request may leave this machine)'];
    return guidanceFor(context, 'http://example.com:22/');
  },
);
