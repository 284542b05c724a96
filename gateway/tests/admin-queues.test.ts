import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { describeWithInfra, readJson } from '@uniform/test-kit';
import { queueConnection } from '@uniform/service-kit';
import { startTestGateway, type TestGateway } from './support/gateway-harness';

const TOKEN = 'an-admin-token-of-at-least-24-chars';
const basic = (password: string) => `Basic ${Buffer.from(`ops:${password}`).toString('base64')}`;

describeWithInfra('gateway: the queue dashboard at /admin/queues', () => {
  let gateway: TestGateway;
  let plain: TestGateway;
  let queue: Queue;
  const queueName = `test-admin-${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    queue = new Queue(queueName, { connection: queueConnection(process.env.REDIS_URL!, 'producer') });
    await queue.add('render', { id: 1 });
    gateway = await startTestGateway({ env: { ADMIN_TOKEN: TOKEN } });
    plain = await startTestGateway();
  });
  afterAll(async () => {
    await gateway?.close();
    await plain?.close();
    await queue.obliterate({ force: true });
    await queue.close();
  });

  test('Without the token the dashboard asks for it (401 JSON with a Basic challenge); a wrong token is refused the same way', async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: basic('wrong-token-wrong-token-wrong') },
      { authorization: 'Bearer nope' },
    ];
    for (const headers of attempts) {
      const res = await fetch(`${gateway.url}/admin/queues`, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Basic realm="uniform queues"/);
      expect(await readJson(res)).toEqual({
        message: 'The queue dashboard needs the admin token.',
        code: 'UNAUTHENTICATED',
      });
    }
  });

  test('With the token it serves the board and lists the queues found in Redis, with their jobs', async () => {
    const page = await fetch(`${gateway.url}/admin/queues`, { headers: { authorization: basic(TOKEN) } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('__UI_CONFIG__');

    const api = await fetch(
      `${gateway.url}/admin/queues/api/queues?activeQueue=${queueName}&status=waiting`,
      {
        headers: { authorization: `Bearer ${TOKEN}` },
      },
    );
    expect(api.status).toBe(200);
    const body = (await api.json()) as { queues: Array<{ name: string; counts: Record<string, number> }> };
    const listed = body.queues.find((q) => q.name === queueName);
    // The one job added, in whatever state the board reports it (waiting, or paused on a paused queue).
    const total = Object.values(listed?.counts ?? {}).reduce((sum, n) => sum + n, 0);
    expect({ name: listed?.name, total }).toEqual({ name: queueName, total: 1 });
  });

  test('Without ADMIN_TOKEN there is no dashboard at all', async () => {
    const res = await fetch(`${plain.url}/admin/queues`, { headers: { authorization: basic(TOKEN) } });
    expect(res.status).toBe(404);
  });
});
