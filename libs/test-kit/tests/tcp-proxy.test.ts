import net, { type AddressInfo } from 'node:net';
import { startTcpProxy, type TcpProxy } from '@uniform/test-kit';

/** A loopback echo server: the dependency the proxy stands in front of. */
async function startEcho(): Promise<{ port: number; close(): Promise<void> }> {
  const server = net.createServer((socket) => socket.pipe(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/** Connects to the port; resolves with the open socket, or with the connect error. */
function connectTo(port: number): Promise<net.Socket | Error> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket));
    socket.once('error', resolve);
  });
}

/** Sends a line and resolves with the first data that comes back. */
function roundTrip(socket: net.Socket, text: string): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (chunk: Buffer) => resolve(chunk.toString()));
    socket.write(text);
  });
}

describe('startTcpProxy: a dependency that a test can take away at the network edge', () => {
  let echo: Awaited<ReturnType<typeof startEcho>>;
  let proxy: TcpProxy;
  const sockets: net.Socket[] = [];
  beforeEach(async () => {
    echo = await startEcho();
    proxy = await startTcpProxy(`redis://127.0.0.1:${echo.port}/0`);
  });
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    await proxy.close();
    await echo.close();
  });

  test('When a client connects to its url, then the bytes reach the target and come back', async () => {
    // Act
    const socket = (await connectTo(proxy.port)) as net.Socket;
    sockets.push(socket);

    // Assert
    expect(proxy.url).toBe(`redis://127.0.0.1:${proxy.port}/0`);
    expect(await roundTrip(socket, 'PING\n')).toBe('PING\n');
  });

  test('When it is cut, then open connections close and new ones are refused until it is restored', async () => {
    // Arrange
    const open = (await connectTo(proxy.port)) as net.Socket;
    sockets.push(open);
    await roundTrip(open, 'before\n');
    const closed = new Promise<void>((resolve) => open.once('close', () => resolve()));

    // Act
    await proxy.cut();

    // Assert
    await closed;
    expect(await connectTo(proxy.port)).toMatchObject({ code: 'ECONNREFUSED' });
    await proxy.restore();
    const again = (await connectTo(proxy.port)) as net.Socket;
    sockets.push(again);
    expect(await roundTrip(again, 'after\n')).toBe('after\n');
  });

  test('When the target names no port, then it says so', async () => {
    await expect(startTcpProxy('redis://127.0.0.1')).rejects.toThrow('names no port');
  });
});
