import { readJson } from '@uniform/test-kit';
import {
  startFakeService,
  startTestGateway,
  unusedPort,
  type FakeService,
  type TestGateway,
} from './support/gateway-harness';

describe('gateway: when a service fails', () => {
  let privacy: FakeService;
  let sms: FakeService;
  let analysis: FakeService;
  let gateway: TestGateway;

  beforeAll(async () => {
    privacy = await startFakeService('privacy');
    sms = await startFakeService('sms');
    analysis = await startFakeService('analysis');
    gateway = await startTestGateway({
      fake: privacy,
      env: {
        SMS_SERVICE_URL: sms.url,
        ANALYSIS_SERVICE_URL: analysis.url,
        MANIFESTO_SERVICE_URL: `http://127.0.0.1:${await unusedPort()}`,
        UPSTREAM_TIMEOUT_MS: '300',
        // Far above the PDF fake's 450 ms, so a loaded machine cannot push its answer past the deadline.
        PDF_UPSTREAM_TIMEOUT_MS: '3000',
      },
    });
  });
  afterEach(() => {
    privacy.reset();
    analysis.reset();
  });
  afterAll(async () => {
    await gateway?.close();
    await privacy?.close();
    await sms?.close();
    await analysis?.close();
  });

  test('When a service is stopped, then its paths answer 503 JSON naming it on the refusal (no deadline waited) and the rest still works', async () => {
    // Arrange: the gateway has pooled connections to the service before it stops.
    expect((await fetch(`${gateway.url}/api/sms/subscribe`, { method: 'POST' })).status).toBe(200);
    await sms.close();

    // Act
    const res = await fetch(`${gateway.url}/api/sms/subscribe`, {
      method: 'POST',
      body: '{"phone":"+15555550100"}',
    });

    // Assert: answered as unavailable (a refused or reset connection), never as a timeout (504), so
    // the gateway did not sit out a deadline; the metrics agree.
    expect([502, 503]).toContain(res.status);
    expect(await readJson(res)).toEqual({
      message: 'Getup is temporarily unavailable',
      code: 'UPSTREAM_UNAVAILABLE',
    });
    expect((await fetch(`${gateway.url}/api/privacy-inquiry`)).status).toBe(200);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();
    expect(metrics).not.toMatch(/gateway_upstream_errors_total\{service="sms",kind="timeout"/);
  });

  test('When a service was never up, then 503 JSON with Retry-After on the refusal (not a 504 timeout)', async () => {
    const res = await fetch(`${gateway.url}/api/manifesto/generate`, { method: 'POST' });

    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await readJson(res)).toEqual({
      message: 'Family manifesto is temporarily unavailable',
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  test('When a service accepts but never answers, then 504 JSON after UPSTREAM_TIMEOUT_MS, not before', async () => {
    // Arrange
    analysis.handle = () => undefined;

    // Act
    const started = Date.now();
    const res = await fetch(`${gateway.url}/api/generate-personal-brand`, { method: 'POST' });
    const elapsed = Date.now() - started;

    // Assert
    expect(res.status).toBe(504);
    expect(await readJson(res)).toEqual({
      message: 'Style analysis took too long to answer. Please try again.',
      code: 'UPSTREAM_TIMEOUT',
    });
    // After the deadline, and before the deadline plus a generous margin for a loaded machine.
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(300 + 2_000);
  });

  test('When the PDF service takes longer than ordinary calls may, then it still answers (its own timeout)', async () => {
    privacy.handle = (_req, res) => {
      setTimeout(() => res.end('%PDF-1.7'), 450);
    };

    const res = await fetch(`${gateway.url}/api/generate-pdf`, { method: 'POST' });

    expect(res.status).toBe(200);
    expect(await res.text()).toBe('%PDF-1.7');
  });

  test('When a service drops the connection before answering, then 502 JSON naming it', async () => {
    analysis.handle = (req) => req.socket.destroy();

    const res = await fetch(`${gateway.url}/api/analyze-style`, { method: 'POST', body: '{}' });

    expect(res.status).toBe(502);
    expect(await readJson(res)).toEqual({
      message: 'Style analysis is temporarily unavailable',
      code: 'UPSTREAM_UNAVAILABLE',
    });
  });

  test('When a stream stalls after it started, then the client connection is cut (the status is already sent)', async () => {
    analysis.handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('data: first\n\n');
    };

    const res = await fetch(`${gateway.url}/api/analyze-style`, { method: 'POST' });

    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow();
  });

  test('When failures happened, then they are counted by service and kind', async () => {
    const metrics = await (await fetch(`${gateway.url}/metrics`)).text();

    expect(metrics).toMatch(/gateway_upstream_errors_total\{service="manifesto",kind="unavailable"[^}]*\} 1/);
    expect(metrics).toMatch(/gateway_upstream_errors_total\{service="analysis",kind="timeout"[^}]*\} [12]/);
    expect(metrics).toMatch(/gateway_upstream_errors_total\{service="analysis",kind="reset"[^}]*\} 1/);
  });
});
