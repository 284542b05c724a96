import http from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import { SERVICES } from '@uniform/contracts';
import { startTestGateway, type TestGateway } from './support/gateway-harness';

/** The request a smuggler hides in a body: a sign-up that skips the gateway's limit, Origin check and identity. */
const SIGNUP_BODY =
  '{"email":"smuggled@example.com","password":"Smuggled-123456","firstName":"S","lastName":"M"}';
const SMUGGLED =
  `POST /api/simple-auth/signup HTTP/1.1\r\nHost: auth\r\nContent-Type: application/json\r\n` +
  `Content-Length: ${SIGNUP_BODY.length}\r\n\r\n${SIGNUP_BODY}`;
const INTERNAL = 'GET /internal/session HTTP/1.1\r\nHost: auth\r\nCookie: sid=victim\r\n\r\n';
const hex = (text: string) => Buffer.byteLength(text).toString(16);

/**
 * A loopback service that writes down every request it parses, per TCP socket: the gateway's pooled
 * sockets are where a smuggled request would surface as a request of its own.
 */
interface CountingService {
  url: string;
  /** One entry per socket the gateway opened, listing `METHOD /path body=<bytes>` in order. */
  sockets: Map<Socket, string[]>;
  all(): string[];
  close(): Promise<void>;
}

async function startCountingService(): Promise<CountingService> {
  const sockets = new Map<Socket, string[]>();
  const server = http.createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => (bytes += chunk.length));
    req.on('end', () => {
      const seen = sockets.get(req.socket) ?? [];
      sockets.set(req.socket, seen);
      seen.push(`${req.method} ${req.url} body=${bytes}`);
      const text = JSON.stringify({ ok: true });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sockets,
    all: () => [...sockets.values()].flat(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

interface RawAnswer {
  status: number;
  body: string;
  /** The gateway closed the connection after this answer. */
  closed: boolean;
}

/**
 * Writes the bytes on a fresh TCP connection and reads the first answer (framed by Content-Length).
 * An answer that says `Connection: close` resolves once the gateway has really closed the connection;
 * any other resolves at once with `closed: false`, and the client hangs up.
 */
function sendRaw(baseUrl: string, bytes: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let received = '';
    let answer: RawAnswer | undefined;
    socket.setEncoding('utf8');
    socket.on('error', reject);
    socket.on('end', () => {
      socket.destroy();
      if (answer) resolve({ ...answer, closed: true });
      else reject(new Error(`connection closed before a whole answer: ${JSON.stringify(received)}`));
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
      const headEnd = received.indexOf('\r\n\r\n');
      if (answer || headEnd === -1) return;
      const head = received.slice(0, headEnd);
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      const body = received.slice(headEnd + 4);
      if (Buffer.byteLength(body) < length) return;
      answer = { status: Number(head.split(' ')[1]), body, closed: false };
      if (!/\r\nconnection: *close/i.test(head)) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.write(bytes);
  });
}

describe('gateway: request framing (smuggling)', () => {
  let service: CountingService;
  let gateway: TestGateway;

  beforeAll(async () => {
    service = await startCountingService();
    gateway = await startTestGateway({
      env: Object.fromEntries(SERVICES.map((s) => [s.urlEnv, service.url])),
    });
  });
  afterAll(async () => {
    await gateway?.close();
    await service?.close();
  });

  const variants: Array<[string, string]> = [
    [
      'CL.TE: Content-Length and Transfer-Encoding together',
      `POST /api/privacy-inquiry HTTP/1.1\r\nHost: x\r\nContent-Length: ${5 + INTERNAL.length}\r\n` +
        `Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n${INTERNAL}`,
    ],
    [
      'TE.CL: Transfer-Encoding before Content-Length',
      `POST /api/privacy-inquiry HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n` +
        `${hex(INTERNAL)}\r\n${INTERNAL}\r\n0\r\n\r\n`,
    ],
    [
      'Connection: keep-alive, Content-Length (the reported attack)',
      `GET /api/simple-auth/user HTTP/1.1\r\nHost: x\r\nConnection: keep-alive, Content-Length\r\n` +
        `Content-Length: ${SMUGGLED.length}\r\n\r\n${SMUGGLED}`,
    ],
    [
      'Connection: transfer-encoding',
      `GET /api/simple-auth/user HTTP/1.1\r\nHost: x\r\nConnection: Transfer-Encoding\r\n` +
        `Transfer-Encoding: chunked\r\n\r\n${hex(SMUGGLED)}\r\n${SMUGGLED}\r\n0\r\n\r\n`,
    ],
    ['Connection: host', `GET /api/simple-auth/user HTTP/1.1\r\nHost: x\r\nConnection: close,host\r\n\r\n`],
    [
      'duplicate Content-Length',
      `GET /api/simple-auth/user HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n` +
        `Content-Length: ${SMUGGLED.length}\r\n\r\n${SMUGGLED}`,
    ],
    [
      'duplicate Content-Length with the same value',
      `POST /api/privacy-inquiry HTTP/1.1\r\nHost: x\r\nContent-Length: ${SMUGGLED.length}\r\n` +
        `Content-Length: ${SMUGGLED.length}\r\n\r\n${SMUGGLED}`,
    ],
    [
      'a list-valued Content-Length',
      `POST /api/privacy-inquiry HTTP/1.1\r\nHost: x\r\nContent-Length: 0, ${SMUGGLED.length}\r\n\r\n${SMUGGLED}`,
    ],
    [
      'obs-fold (a header continued on the next line)',
      `GET /api/simple-auth/user HTTP/1.1\r\nHost: x\r\nContent-Length:\r\n ${SMUGGLED.length}\r\n\r\n${SMUGGLED}`,
    ],
    [
      'a Transfer-Encoding that does not end in chunked',
      `POST /api/privacy-inquiry HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, identity\r\n\r\n` +
        `${hex(INTERNAL)}\r\n${INTERNAL}\r\n0\r\n\r\n`,
    ],
  ];

  test.each(variants)(
    'When a client sends %s, then 400 JSON, the connection is closed, and the pooled sockets carry only honest requests',
    async (_name, bytes) => {
      // Arrange: a pooled keep-alive socket to the service exists before the attempt.
      expect((await fetch(`${gateway.url}/api/privacy-inquiry`, { method: 'POST', body: '{}' })).status).toBe(
        200,
      );
      const before = service.all().length;

      // Act
      const refused = await sendRaw(gateway.url, bytes);
      const after = await fetch(`${gateway.url}/api/privacy-inquiry`, { method: 'POST', body: '{}' });

      // Assert
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body)).toEqual({ message: expect.any(String), code: 'MALFORMED_REQUEST' });
      expect(refused.closed).toBe(true);
      expect(after.status).toBe(200);
      expect(service.all().slice(before)).toEqual(['POST /api/privacy-inquiry body=2']);
      for (const requests of service.sockets.values())
        expect(requests.every((line) => line === 'POST /api/privacy-inquiry body=2')).toBe(true);
    },
  );

  test.each([
    ['Content-Length', `Content-Length: ${SMUGGLED.length}\r\n\r\n${SMUGGLED}`],
    ['chunked', `Transfer-Encoding: chunked\r\n\r\n${hex(SMUGGLED)}\r\n${SMUGGLED}\r\n0\r\n\r\n`],
  ])(
    'When a body framed by %s holds what looks like a request, then the service gets exactly the one request, body whole',
    async (_framing, rest) => {
      const before = service.all().length;

      const res = await sendRaw(
        gateway.url,
        `POST /api/privacy-inquiry HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${rest}`,
      );

      expect(res.status).toBe(200);
      expect(res.closed).toBe(true);
      expect(service.all().slice(before)).toEqual([`POST /api/privacy-inquiry body=${SMUGGLED.length}`]);
    },
  );
});
