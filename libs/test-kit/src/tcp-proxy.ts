import net, { type AddressInfo } from 'node:net';

export interface TcpProxy {
  /** The target's URL with the proxy's host and port: hand it to the process under test. */
  url: string;
  port: number;
  /** The dependency goes away: open connections are dropped and new ones refused, as when its server stops. */
  cut(): Promise<void>;
  /** The dependency is back, on the same port, so clients that reconnect on their own find it. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A loopback TCP proxy in front of a real dependency (Redis, PostgreSQL), so a test can take that
 * dependency away at the network edge, as an outage does, while the process under test keeps its
 * real clients and their real reconnect behaviour. `targetUrl` must name its port.
 */
export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port);
  if (!targetPort) throw new Error(`startTcpProxy: ${target.protocol}// URL names no port`);
  // URL keeps an IPv6 host in brackets; net.connect takes it bare.
  const targetHost = target.hostname.replace(/^\[|\]$/g, '');

  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    // Whichever side fails or closes takes the other with it, so the client sees the server go away.
    for (const [socket, other] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      socket.on('error', () => other.destroy());
      socket.once('close', () => other.destroy());
    }
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as AddressInfo;
  const proxied = new URL(targetUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(port);

  const cut = async () => {
    if (!server.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url: proxied.toString(),
    port,
    cut,
    restore: async () => {
      if (!server.listening) await listen(port);
    },
    close: cut,
  };
}
