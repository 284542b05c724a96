import { EventEmitter, once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  isAllowedPort,
  isPublicAddress,
  safeFetchPage,
  type SafeFetchLookup,
  type SafeFetchOptions,
} from '../src/safe-fetch';

interface TestServer {
  port: number;
  /** Paths requested, in order. */
  requests: string[];
  /** TCP connections accepted, whether or not a request followed. */
  connections: number;
  origin: string;
  close(): Promise<void>;
}

async function startServer(host: string, handler: http.RequestListener = (_req, res) => res.end()) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    handler(req, res);
  });
  const state: TestServer = {
    port: 0,
    requests,
    connections: 0,
    origin: '',
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(() => done()));
    },
  };
  server.on('connection', () => (state.connections += 1));
  await new Promise<void>((done) => server.listen(0, host, done));
  state.port = (server.address() as AddressInfo).port;
  state.origin = `http://${host}:${state.port}`;
  return state;
}

// Linux routes all of 127/8 to loopback: 127.0.0.2 plays "a public shop", 127.0.0.1 is the internal
// service that must never be reached.
const SHOP = '127.0.0.2';
const allowShopOnly = (address: string) => address === SHOP;
const lookupTo =
  (...addresses: string[]): SafeFetchLookup =>
  (_hostname, _options, callback) =>
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );

describe('safeFetchPage', () => {
  let internal: TestServer;
  let shop: TestServer;
  const hugeBodyClosed: Array<Promise<void>> = [];
  // Emits a path when the client hangs up on an unanswered /silent or /slow: the deadline seen at the server.
  const hangUps = new EventEmitter();

  beforeAll(async () => {
    internal = await startServer('127.0.0.1', (_req, res) => res.end('internal secrets'));
    shop = await startServer(SHOP, (req, res) => {
      const path = req.url ?? '/';
      const chain = /^\/chain\/(\d+)$/.exec(path);
      if (path === '/page') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return res.end('<html><title>Linen shirt – navy</title></html>');
      }
      if (path === '/hop') return res.writeHead(302, { Location: '/page' }).end();
      if (path === '/to-internal') {
        return res.writeHead(302, { Location: `http://127.0.0.1:${internal.port}/` }).end();
      }
      if (path === '/to-redis-port') return res.writeHead(302, { Location: `http://${SHOP}:6379/` }).end();
      if (path === '/to-file') return res.writeHead(302, { Location: 'file:///etc/passwd' }).end();
      if (chain) {
        const left = Number(chain[1]);
        return left === 0
          ? res.writeHead(200, { 'Content-Type': 'text/html' }).end('end of chain')
          : res.writeHead(301, { Location: `/chain/${left - 1}` }).end();
      }
      if (path === '/slow' || path === '/silent') res.on('close', () => hangUps.emit(path));
      if (path === '/slow') return res.writeHead(200, { 'Content-Type': 'text/html' }).write('<html>');
      if (path === '/silent') return; // never answers
      if (path === '/huge') {
        // Writes until the client goes away, so only a client that stops reading ends it.
        res.writeHead(200, { 'Content-Type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        hugeBodyClosed.push(new Promise((done) => res.on('close', () => done())));
        const pump = () => {
          while (!res.destroyed && res.write(chunk));
        };
        res.on('drain', pump);
        return pump();
      }
      if (path === '/declared-huge') {
        res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': String(50 * 1024 * 1024) });
        return res.write('<html>');
      }
      if (path === '/json') return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"a":1}');
      if (path === '/latin1') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=iso-8859-1' });
        return res.end(Buffer.from([0x43, 0x61, 0x66, 0xe9])); // "Café"
      }
      if (path === '/echo-headers') {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        return res.end(JSON.stringify({ accept: req.headers.accept, agent: req.headers['user-agent'] }));
      }
      res.writeHead(404).end();
    });
  });

  afterAll(async () => {
    await Promise.all([internal.close(), shop.close()]);
  });

  // Whatever a test did, the internal service never saw a connection.
  afterEach(() => {
    expect(internal.connections).toBe(0);
    expect(internal.requests).toEqual([]);
  });

  // The loopback servers listen on random ports; every test that is not about ports allows theirs.
  const testPorts = (port: number) => port === shop.port || port === internal.port;
  const shopOptions: SafeFetchOptions = { alsoAllowAddress: allowShopOnly, alsoAllowPort: testPorts };

  describe('address policy', () => {
    test.each([
      ['127.0.0.1', 'loopback literal'],
      ['localhost', 'name resolved by the system resolver'],
      ['[::1]', 'IPv6 loopback'],
      ['[::ffff:127.0.0.1]', 'IPv4-mapped IPv6 loopback'],
      ['[::ffff:7f00:1]', 'IPv4-mapped IPv6 loopback in hex'],
      ['2130706433', 'decimal IPv4'],
      ['0177.0.0.1', 'octal IPv4'],
      ['0x7f.1', 'hex IPv4'],
      ['0x7f000001', 'single hex number'],
      ['0.0.0.0', 'unspecified address'],
      ['[::]', 'IPv6 unspecified address'],
    ])(
      'When the URL points at %s (%s), then it is refused and the internal server sees nothing',
      async (host) => {
        const result = await safeFetchPage(`http://${host}:${internal.port}/`, { alsoAllowPort: testPorts });
        expect(result).toMatchObject({ ok: false, reason: 'blocked-address' });
      },
    );

    test.each([
      '10.0.0.1',
      '192.168.1.1',
      '172.16.0.1',
      '172.31.255.255',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '168.63.129.16',
      '224.0.0.1',
      '255.255.255.255',
      '[fd00::1]',
      '[fe80::1]',
      '[64:ff9b::a9fe:a9fe]',
      '[2002:a00:1::]',
    ])(
      'When the URL points at the non-public address %s, then it is refused before any request',
      async (host) => {
        const result = await safeFetchPage(`http://${host}/latest/meta-data/`);
        expect(result).toMatchObject({ ok: false, reason: 'blocked-address' });
      },
    );

    test('When a DNS name resolves to 127.0.0.1, then it is refused and the internal server sees nothing', async () => {
      const result = await safeFetchPage(`http://shop.example:${internal.port}/`, {
        alsoAllowPort: testPorts,
        lookup: lookupTo('127.0.0.1'),
      });
      expect(result).toMatchObject({ ok: false, reason: 'blocked-address' });
      expect(result.ok || result.detail).toContain('127.0.0.1');
    });

    test('When one of several DNS answers is blocked, then the name is refused even though another is allowed', async () => {
      const result = await safeFetchPage(`http://shop.example:${shop.port}/page`, {
        ...shopOptions,
        lookup: lookupTo(SHOP, '127.0.0.1'),
      });
      expect(result).toMatchObject({ ok: false, reason: 'blocked-address' });
      expect(shop.requests).not.toContain('/page');
    });

    test('When a DNS name resolves to an allowed address, then the socket connects to exactly that address', async () => {
      const before = shop.requests.length;
      const result = await safeFetchPage(`http://shop.example:${shop.port}/page`, {
        ...shopOptions,
        lookup: lookupTo(SHOP),
      });
      expect(result).toMatchObject({
        ok: true,
        status: 200,
        finalUrl: `http://shop.example:${shop.port}/page`,
      });
      expect(shop.requests.slice(before)).toEqual(['/page']);
    });

    test('When DNS answers change between redirects (rebinding), then the new answer is checked and refused', async () => {
      const answers = [SHOP, '127.0.0.1'];
      const rebinding: SafeFetchLookup = (_hostname, _options, callback) =>
        callback(null, [{ address: answers.shift() ?? '127.0.0.1', family: 4 }]);
      const result = await safeFetchPage(`http://shop.example:${shop.port}/hop`, {
        ...shopOptions,
        lookup: rebinding,
      });
      expect(result).toMatchObject({ ok: false, reason: 'blocked-address' });
    });

    test('When the policy is asked about special-purpose addresses, then only public ones pass', () => {
      const blocked = [
        '127.0.0.1',
        '0.0.0.0',
        '10.1.2.3',
        '100.64.0.0',
        '100.127.255.255',
        '168.63.129.16',
        '::ffff:168.63.129.16',
        '169.254.169.254',
        '172.16.0.1',
        '192.168.0.1',
        '198.18.0.1',
        '224.0.0.1',
        '240.0.0.1',
        '255.255.255.255',
        '::',
        '::1',
        '::127.0.0.1',
        '::ffff:127.0.0.1',
        '::ffff:10.0.0.1',
        '64:ff9b::127.0.0.1',
        '64:ff9b::a9fe:a9fe',
        '2002:7f00:1::1',
        '2002:c0a8:101::',
        'fc00::1',
        'fd12:3456::1',
        'fe80::1',
        'fe80::1%eth0',
        'ff02::1',
        '2001:db8::1',
        '2001:0:4136:e378::1',
        'not-an-ip',
        '',
      ];
      const allowed = [
        '8.8.8.8',
        '1.1.1.1',
        '172.32.0.1',
        '100.63.255.255',
        '100.128.0.1',
        '168.63.129.15',
        '168.63.129.17',
        '2606:4700:4700::1111',
        '::ffff:8.8.8.8',
        '64:ff9b::808:808',
        '2002:808:808::1',
      ];
      expect(blocked.filter((address) => isPublicAddress(address))).toEqual([]);
      expect(allowed.filter((address) => !isPublicAddress(address))).toEqual([]);
    });
  });

  describe('the production rule, with no test allowances', () => {
    // Every IPv4 range the rule must refuse (IANA special-purpose registry, plus cloud endpoints),
    // by its first and last address: written out here so the test does not share the code's list.
    const refusedRanges: Array<[string, string, string]> = [
      ['this network', '0.0.0.0', '0.255.255.255'],
      ['private 10/8', '10.0.0.0', '10.255.255.255'],
      ['carrier-grade NAT 100.64/10', '100.64.0.0', '100.127.255.255'],
      ['loopback', '127.0.0.0', '127.255.255.255'],
      ['link-local and cloud metadata', '169.254.0.0', '169.254.255.255'],
      ["Azure's wire server", '168.63.129.16', '168.63.129.16'],
      ['private 172.16/12', '172.16.0.0', '172.31.255.255'],
      ['IETF protocol assignments', '192.0.0.0', '192.0.0.255'],
      ['documentation 192.0.2/24', '192.0.2.0', '192.0.2.255'],
      ['6to4 relay anycast', '192.88.99.0', '192.88.99.255'],
      ['private 192.168/16', '192.168.0.0', '192.168.255.255'],
      ['benchmarking', '198.18.0.0', '198.19.255.255'],
      ['documentation 198.51.100/24', '198.51.100.0', '198.51.100.255'],
      ['documentation 203.0.113/24', '203.0.113.0', '203.0.113.255'],
      ['multicast', '224.0.0.0', '239.255.255.255'],
      ['reserved and broadcast', '240.0.0.0', '255.255.255.255'],
    ];

    test.each(refusedRanges)(
      'When the URL names an address in %s (%s to %s), then the default rule refuses it before any request',
      async (_name, first, last) => {
        for (const address of [first, last]) {
          expect(isPublicAddress(address)).toBe(false);
          expect(isPublicAddress(`::ffff:${address}`)).toBe(false);
          const lookups: string[] = [];
          const result = await safeFetchPage(`http://${address}/latest/meta-data/`, {
            lookup: (hostname, _options, callback) => {
              lookups.push(hostname);
              callback(null, [{ address: '8.8.8.8', family: 4 }]);
            },
          });
          expect(result).toMatchObject({ ok: false, reason: 'blocked-address' });
          expect(lookups).toEqual([]);
        }
      },
    );

    test('When a DNS name resolves into a refused range under the default rule, then it is refused', async () => {
      for (const [, address] of refusedRanges) {
        const result = await safeFetchPage('http://shop.example/', { lookup: lookupTo(address) });
        expect(result).toMatchObject({ ok: false, reason: 'blocked-address' });
      }
    });

    test('When the port policy is asked, then only 80 and 443 pass', () => {
      expect([80, 443].filter((port) => !isAllowedPort(port))).toEqual([]);
      const refused = [0, 1, 21, 22, 25, 81, 3000, 5432, 6379, 8080, 8443, 9200, 11211, 65535];
      expect(refused.filter((port) => isAllowedPort(port))).toEqual([]);
    });

    test.each([
      'http://8.8.8.8:8080/',
      'https://8.8.8.8:8443/',
      'http://shop.example:6379/',
      'https://shop.example:5432/',
      'http://shop.example:22/',
    ])('When the URL %s names a port other than 80 or 443, then it is refused before DNS', async (url) => {
      const lookups: string[] = [];
      const result = await safeFetchPage(url, {
        lookup: (hostname, _options, callback) => {
          lookups.push(hostname);
          callback(null, [{ address: '8.8.8.8', family: 4 }]);
        },
      });
      expect(result).toMatchObject({ ok: false, reason: 'blocked-port' });
      expect(lookups).toEqual([]);
    });

    test('When a test allows one more address, then every other non-public address is still refused', async () => {
      const result = await safeFetchPage(`http://127.0.0.1:${internal.port}/`, shopOptions);
      expect(result).toMatchObject({ ok: false, reason: 'blocked-address' });
      expect(await safeFetchPage('http://168.63.129.16/machine?comp=goalstate', shopOptions)).toMatchObject({
        ok: false,
        reason: 'blocked-address',
      });
    });

    test('When an allowed page redirects to another port, then the redirect is refused', async () => {
      const result = await safeFetchPage(`${shop.origin}/to-redis-port`, shopOptions);
      expect(result).toMatchObject({ ok: false, reason: 'blocked-port' });
    });
  });

  describe('protocols and URL shape', () => {
    test.each([
      'ftp://example.com/file',
      'file:///etc/passwd',
      'data:text/html,<h1>hi</h1>',
      'javascript:alert(1)',
    ])('When the URL is %s, then it is refused as a blocked protocol', async (url) => {
      expect(await safeFetchPage(url)).toMatchObject({ ok: false, reason: 'blocked-protocol' });
    });

    test('When the URL carries user:pass@, then it is refused as invalid', async () => {
      const result = await safeFetchPage(`http://user:pass@${SHOP}:${shop.port}/page`, shopOptions);
      expect(result).toMatchObject({ ok: false, reason: 'invalid-url' });
    });

    test('When the input is not a URL, then it is refused as invalid', async () => {
      expect(await safeFetchPage('not a url')).toMatchObject({ ok: false, reason: 'invalid-url' });
      expect(await safeFetchPage(`http://x/${'a'.repeat(5000)}`)).toMatchObject({
        ok: false,
        reason: 'invalid-url',
      });
    });
  });

  describe('redirects', () => {
    test('When a public page redirects to 127.0.0.1, then the redirect is refused and the internal server sees nothing', async () => {
      const result = await safeFetchPage(`${shop.origin}/to-internal`, shopOptions);
      expect(result).toMatchObject({ ok: false, reason: 'blocked-address' });
      expect(shop.requests).toContain('/to-internal');
    });

    test('When a page redirects to file:, then the redirect is refused as a blocked protocol', async () => {
      const result = await safeFetchPage(`${shop.origin}/to-file`, shopOptions);
      expect(result).toMatchObject({ ok: false, reason: 'blocked-protocol' });
    });

    test('When a page redirects once with a relative Location, then the body and the final URL are returned', async () => {
      const result = await safeFetchPage(`${shop.origin}/hop`, shopOptions);
      expect(result).toEqual({
        ok: true,
        finalUrl: `${shop.origin}/page`,
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<html><title>Linen shirt – navy</title></html>',
      });
    });

    test('When a chain has exactly 3 redirects, then it is followed to the end', async () => {
      const result = await safeFetchPage(`${shop.origin}/chain/3`, shopOptions);
      expect(result).toMatchObject({ ok: true, finalUrl: `${shop.origin}/chain/0`, body: 'end of chain' });
    });

    test('When a chain has more than 3 redirects, then it stops with too-many-redirects', async () => {
      const before = shop.requests.length;
      const result = await safeFetchPage(`${shop.origin}/chain/4`, shopOptions);
      expect(result).toMatchObject({ ok: false, reason: 'too-many-redirects' });
      expect(shop.requests.slice(before)).toEqual(['/chain/4', '/chain/3', '/chain/2', '/chain/1']);
    });
  });

  describe('limits', () => {
    // Deadlines are checked as "after the deadline, before the deadline plus a generous margin", with
    // the hang-up observed at the server: a busy machine delays an answer, it cannot make one early.
    const MARGIN_MS = 1_000;

    test('When the server never answers, then the fetch ends with timeout after timeoutMs and hangs up', async () => {
      const hungUp = once(hangUps, '/silent');
      const started = performance.now();
      const result = await safeFetchPage(`${shop.origin}/silent`, { ...shopOptions, timeoutMs: 300 });
      const elapsed = performance.now() - started;
      expect(result).toMatchObject({ ok: false, reason: 'timeout' });
      expect(elapsed).toBeGreaterThanOrEqual(290);
      expect(elapsed).toBeLessThan(300 + MARGIN_MS);
      await hungUp;
    });

    test('When headers arrive but the body never ends, then the same deadline ends the fetch', async () => {
      const hungUp = once(hangUps, '/slow');
      const started = performance.now();
      const result = await safeFetchPage(`${shop.origin}/slow`, { ...shopOptions, timeoutMs: 300 });
      const elapsed = performance.now() - started;
      expect(result).toMatchObject({ ok: false, reason: 'timeout' });
      expect(elapsed).toBeGreaterThanOrEqual(290);
      expect(elapsed).toBeLessThan(300 + MARGIN_MS);
      await hungUp;
    });

    test('When DNS never answers, then the deadline still ends the fetch', async () => {
      const started = performance.now();
      const result = await safeFetchPage('http://shop.example/', {
        timeoutMs: 200,
        lookup: () => undefined,
      });
      const elapsed = performance.now() - started;
      expect(result).toMatchObject({ ok: false, reason: 'timeout' });
      expect(elapsed).toBeGreaterThanOrEqual(190);
      expect(elapsed).toBeLessThan(200 + MARGIN_MS);
    });

    test('When the body grows past maxBytes, then the fetch is too-large and the socket is closed', async () => {
      const result = await safeFetchPage(`${shop.origin}/huge`, { ...shopOptions, maxBytes: 200_000 });
      expect(result).toMatchObject({ ok: false, reason: 'too-large' });
      // The server writes forever; its response closing proves the client dropped the socket.
      await Promise.all(hugeBodyClosed);
    });

    test('When Content-Length is over maxBytes, then the fetch is refused before reading the body', async () => {
      // The body never ends, so a client that read it would end with 'timeout', not 'too-large'.
      const result = await safeFetchPage(`${shop.origin}/declared-huge`, shopOptions);
      expect(result).toMatchObject({ ok: false, reason: 'too-large' });
      expect(result.ok || result.detail).toContain('Content-Length');
    });
  });

  describe('responses', () => {
    test('When the server answers 404, then the fetch is an http-error', async () => {
      expect(await safeFetchPage(`${shop.origin}/missing`, shopOptions)).toMatchObject({
        ok: false,
        reason: 'http-error',
        detail: 'HTTP 404',
      });
    });

    test('When the page is not HTML, then the fetch succeeds with an empty body', async () => {
      expect(await safeFetchPage(`${shop.origin}/json`, shopOptions)).toMatchObject({
        ok: true,
        contentType: 'application/json',
        body: '',
      });
    });

    test('When the page declares a charset, then the body is decoded with it', async () => {
      expect(await safeFetchPage(`${shop.origin}/latin1`, shopOptions)).toMatchObject({
        ok: true,
        body: 'Café',
      });
    });

    test('When a page is fetched, then it asks for HTML as UniformStyleBot', async () => {
      const result = await safeFetchPage(`${shop.origin}/echo-headers`, shopOptions);
      expect(result.ok && JSON.parse(result.body)).toEqual({
        accept: 'text/html,application/xhtml+xml',
        agent: 'UniformStyleBot/1.0',
      });
    });

    test('When nothing listens on the port, then the fetch is a network-error', async () => {
      const closed = await startServer(SHOP);
      await closed.close();
      expect(
        await safeFetchPage(`${closed.origin}/`, {
          alsoAllowAddress: allowShopOnly,
          alsoAllowPort: (port) => port === closed.port,
        }),
      ).toMatchObject({
        ok: false,
        reason: 'network-error',
      });
    });
  });
});
