import { createLogger, startHttpServer } from '@uniform/service-kit';
import { buildApp } from '../src/app';

test('When the manifesto service starts, then it is live and ready', async () => {
  const logger = createLogger('manifesto-test', 'silent');
  const server = await startHttpServer(buildApp({ logger, readiness: {}, model: null }), { port: 0, logger });
  try {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  } finally {
    await server.close();
  }
});
