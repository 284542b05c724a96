import { Worker } from 'bullmq';
import { createLogger, queueConnection } from '@uniform/service-kit';
import { describeWithInfra, readJson } from '@uniform/test-kit';
import { PDF_QUEUE_NAME, RESULT_TTL_MS, resultKey } from '../src/queues/render.queue';
import { startRenderWorker } from '../src/workers/render.worker';
import { describeWithChromium, founderAnalysis, startPdf, type PdfContext } from './support/pdf-context';

jest.setTimeout(30_000);

/**
 * The request side of failures, with a stand-in worker on the real queue (the render itself is
 * covered with Chromium in generate-pdf.test.ts): how many attempts a job gets, and what the caller
 * reads when they are spent.
 */
describeWithInfra('Render failures on the real queue', () => {
  let ctx: PdfContext;
  let worker: Worker | undefined;
  beforeAll(async () => {
    ctx = await startPdf({ worker: false, timeoutMs: 10_000 });
  });
  afterEach(async () => {
    await worker?.close();
    worker = undefined;
  });
  afterAll(() => ctx.close());

  const standIn = (processor: (attempt: number, jobId: string) => Promise<unknown>) => {
    const attempts: number[] = [];
    worker = new Worker(
      PDF_QUEUE_NAME,
      async (job) => {
        attempts.push(job.attemptsMade + 1);
        return processor(job.attemptsMade + 1, job.id!);
      },
      { connection: queueConnection(ctx.redis.url, 'worker'), prefix: ctx.prefix },
    );
    return attempts;
  };

  test('When every attempt fails, then the job is tried twice and the caller reads a clear 500 JSON', async () => {
    const attempts = standIn(async () => {
      throw new Error('Rendering the brand guide failed: Target closed');
    });
    const res = await ctx.post({ analysis: founderAnalysis() });
    expect(res.status).toBe(500);
    expect(await readJson(res)).toEqual({
      message:
        'We could not render your brand guide (Rendering the brand guide failed: Target closed). Please try again.',
      code: 'PDF_RENDER_FAILED',
    });
    expect(attempts).toEqual([1, 2]);
  });

  test('When the first attempt fails and the retry succeeds, then the caller gets the file', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%stand-in\n%%EOF\n');
    let rendered = '';
    const attempts = standIn(async (attempt, jobId) => {
      rendered = jobId;
      if (attempt === 1) throw new Error('Rendering the brand guide failed: page crashed');
      await ctx.redis.client.set(resultKey(ctx.prefix, jobId), pdf, 'PX', RESULT_TTL_MS);
      return { bytes: pdf.length, fileName: 'The-Visionary-Minimalist-Brand-Guide.pdf' };
    });
    const res = await ctx.post({ analysis: founderAnalysis() });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pdf);
    expect(attempts).toEqual([1, 2]);
    // The file is handed over once, then gone from Redis.
    expect(await ctx.redis.client.exists(resultKey(ctx.prefix, rendered))).toBe(0);
  });

  // The real worker (queue, retry, storage, the use case's own check) with a printer that hands back
  // zero bytes: nothing here writes the message the caller reads.
  describeWithChromium('with the real render worker', () => {
    test('When the printer returns zero bytes, then both attempts fail and the caller reads "Generated PDF is empty"', async () => {
      const calls: string[] = [];
      const real = await startRenderWorker(ctx.workerConfig, createLogger('pdf-test', 'silent'), {
        renderer: {
          render: async (bodyHtml) => {
            calls.push(bodyHtml);
            return new Uint8Array(0);
          },
        },
      });
      try {
        const res = await ctx.post({ analysis: founderAnalysis() });
        expect(res.status).toBe(500);
        expect(await readJson(res)).toEqual({ message: 'Generated PDF is empty', code: 'PDF_EMPTY' });
        expect(calls).toHaveLength(2);

        const stream = await ctx.post({ analysis: founderAnalysis() }, { accept: 'text/event-stream' });
        const text = await stream.text();
        expect(text).toContain('"type":"error"');
        expect(text).toContain('"message":"Generated PDF is empty"');
        expect(text).toContain('"code":"PDF_EMPTY"');
      } finally {
        await real.close();
      }
    });
  });

  test('When a job completes without leaving its file, then the caller reads "Generated PDF is empty", never an empty 200', async () => {
    standIn(async () => ({ bytes: 10, fileName: 'X-Brand-Guide.pdf' }));
    const res = await ctx.post({ analysis: founderAnalysis() });
    expect(res.status).toBe(500);
    expect(await readJson(res)).toEqual({ message: 'Generated PDF is empty', code: 'PDF_EMPTY' });
  });
});
