import { describeWithInfra } from '@uniform/test-kit';
import { startPdf, type PdfContext } from './support/pdf-context';

describeWithInfra('The pdf service on real Redis', () => {
  let ctx: PdfContext;
  beforeAll(async () => {
    ctx = await startPdf({ worker: false });
  });
  afterAll(() => ctx.close());

  test('When the pdf service starts, then it is live and ready', async () => {
    expect((await fetch(`${ctx.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${ctx.url}/readyz`)).status).toBe(200);
  });
});
