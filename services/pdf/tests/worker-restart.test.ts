import { join } from 'node:path';
import type { GeneratePdfStreamEvent } from '@uniform/contracts';
import { describeWithInfra, startListeningProcess, type ListeningProcess } from '@uniform/test-kit';
import { pdfText } from './support/pdf-text';
import {
  CHROMIUM_PATH,
  describeWithChromium,
  founderAnalysis,
  readEvents,
  squash,
  startPdf,
  type PdfContext,
} from './support/pdf-context';

jest.setTimeout(90_000);

/** The worker entry in a process of its own (its own process group, so a kill takes its Chromium too). */
function startWorker(ctx: PdfContext): Promise<ListeningProcess> {
  return startListeningProcess(join(__dirname, '..', 'src', 'worker.ts'), {
    detached: true,
    listening: 'pdf render worker ready',
    env: {
      ...process.env,
      REDIS_URL: ctx.redis.url,
      CHROMIUM_PATH,
      PDF_QUEUE_PREFIX: ctx.prefix,
      PDF_WORKER_CONCURRENCY: '1',
      // A dead worker's job is taken over once its lock lapses: short here so the test is quick.
      PDF_JOB_LOCK_MS: '2000',
      PDF_STALLED_CHECK_MS: '500',
      // Its probes on any free port, so two workers (or a running copy of the product) never collide.
      PDF_WORKER_PORT: '0',
      LOG_LEVEL: 'info',
    },
  });
}

describeWithInfra('The render worker on real Redis and Chromium', () => {
  describeWithChromium('killed mid-job', () => {
    let ctx: PdfContext;
    const workers: ListeningProcess[] = [];
    beforeAll(async () => {
      ctx = await startPdf({ worker: false, timeoutMs: 60_000 });
    });
    afterAll(async () => {
      for (const worker of workers) await worker.kill();
      await ctx.close();
    });

    test('When the worker dies while rendering, then the job completes once a worker is back, its log carrying the request id', async () => {
      const first = await startWorker(ctx);
      workers.push(first);

      let killedAt: number | undefined;
      const seen: GeneratePdfStreamEvent[] = [];
      const requestId = `restart-${Date.now()}`;
      const res = await ctx.post(
        { analysis: founderAnalysis() },
        { accept: 'text/event-stream', 'x-request-id': requestId },
      );
      const events = readEvents(res, (event) => {
        seen.push(event);
        // The worker has claimed the job and started: kill it (and its Chromium) right there.
        if (event.type === 'progress' && event.percent >= 15 && killedAt === undefined) {
          killedAt = seen.length;
          void first.kill();
        }
      });
      await new Promise<void>((resolve) =>
        first.child.exitCode !== null || first.child.signalCode !== null
          ? resolve()
          : first.child.once('exit', () => resolve()),
      );
      expect(killedAt).toBeDefined();
      expect(seen.some((e) => e.type === 'done')).toBe(false);
      const active = await ctx.jobs.queue.getActiveCount();
      expect(active).toBe(1);

      const second = await startWorker(ctx);
      workers.push(second);

      const all = await events;
      const done = all.at(-1)!;
      expect(done.type).toBe('done');
      const pdf = Buffer.from(
        (done as Extract<GeneratePdfStreamEvent, { type: 'done' }>).pdfBase64,
        'base64',
      );
      expect(squash((await pdfText(pdf)).text)).toContain('The Visionary Minimalist');
      // The id the request came with is on the job's log line, so one search finds both ends.
      const rendered = second
        .output()
        .split('\n')
        .filter((line) => line.includes('pdf rendered'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      // The takeover counts as the second attempt (and renders on a fresh page).
      expect(rendered).toEqual([expect.objectContaining({ requestId, service: 'pdf-worker', attempt: 2 })]);
      // SIGTERM: the worker finishes cleanly (and takes its Chromium with it).
      process.kill(-second.child.pid!, 'SIGTERM');
      await new Promise<void>((resolve) => second.child.once('exit', () => resolve()));
    });
  });
});
