import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { analysisSchema, type Analysis } from '@uniform/contracts';
import { describeWithInfra, readJson } from '@uniform/test-kit';
import { founderAnswers, startAnalysis, type AnalysisContext } from './support/analysis-context';

/** A loopback shop that counts the requests it receives. */
async function startShop(host: string, handler: http.RequestListener) {
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits += 1;
    handler(req, res);
  });
  await new Promise<void>((done) => server.listen(0, host, done));
  return {
    origin: `http://${host}:${(server.address() as AddressInfo).port}`,
    hits: () => hits,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

describeWithInfra('POST /api/analyze-custom-item', () => {
  let ctx: AnalysisContext;
  let analysis: Analysis;
  let internal: Awaited<ReturnType<typeof startShop>>;
  let publicShop: Awaited<ReturnType<typeof startShop>>;

  beforeAll(async () => {
    internal = await startShop('127.0.0.1', (_req, res) => res.end('<title>secret admin</title>'));
    publicShop = await startShop('127.0.0.2', (req, res) => {
      if (req.url === '/to-loopback') {
        res.writeHead(302, { location: `${internal.origin}/admin` }).end();
        return;
      }
      res.setHeader('content-type', 'text/html');
      res.end(
        '<html><head><meta property="og:title" content="Merino Crew in Charcoal">' +
          '<meta property="product:price:amount" content="120"><meta property="product:price:currency" content="USD"></head></html>',
      );
    });
    // 127.0.0.2 stands in for a public shop; every other address keeps the production policy.
    ctx = await startAnalysis({
      fetchOptions: {
        alsoAllowAddress: (address) => address === '127.0.0.2',
        // The loopback servers listen on random ports; the port rule has its own unit tests.
        alsoAllowPort: () => true,
        lookup: (hostname, _options, callback) =>
          hostname === 'shop.internal.example'
            ? callback(null, [{ address: '127.0.0.1', family: 4 }])
            : callback(new Error(`no such host ${hostname}`) as NodeJS.ErrnoException, []),
      },
    });
    analysis = analysisSchema.parse(await readJson(await ctx.post('/api/analyze-style', founderAnswers)));
  });
  afterAll(async () => {
    await ctx.close();
    await internal.close();
    await publicShop.close();
  });

  const ask = (url: string) =>
    ctx.post('/api/analyze-custom-item', { url, analysis, pieceType: 'foundation' });

  test('When the page can be read, then the guidance uses its title, colour and price', async () => {
    const res = await ask(`${publicShop.origin}/products/merino-crew`);
    expect(res.status).toBe(200);
    const { guidance, engine } = (await readJson(res)) as { guidance: string; engine: string };
    expect(engine).toBe('offline');
    expect(guidance).toContain('Merino Crew in Charcoal');
    expect(guidance).toMatch(/charcoal/i);
    expect(guidance).toContain('$120');
  });

  test.each([
    ['loopback', () => `${internal.origin}/admin-navy-blazer`],
    ['private 10.x', () => 'http://10.0.0.7/navy-blazer'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a redirect to loopback', () => `${publicShop.origin}/to-loopback`],
    [
      'a DNS name that resolves to loopback',
      () => `http://shop.internal.example:${new URL(internal.origin).port}/navy`,
    ],
  ])(
    'When the URL points at %s, then no request reaches it and guidance still comes from the link',
    async (_name, url) => {
      const before = internal.hits();
      const res = await ask(url());
      expect(res.status).toBe(200);
      const { guidance } = (await readJson(res)) as { guidance: string };
      expect(guidance).toContain('from the link alone');
      expect(internal.hits()).toBe(before);
    },
  );

  test('When the URL is not http(s), then 400 with a clear message', async () => {
    const res = await ask('file:///etc/passwd');
    expect(res.status).toBe(400);
    expect(((await readJson(res)) as { issues: { path: string }[] }).issues[0]!.path).toBe('url');
  });
});
