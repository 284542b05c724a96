import { type GeneratePdfStreamEvent } from '@uniform/contracts';
import { paletteFor } from '@uniform/style-engine';
import { describeWithInfra, readJson, useStarted } from '@uniform/test-kit';
import { pdfText } from './support/pdf-text';
import {
  describeWithChromium,
  founderAnalysis,
  pdfAnswerText,
  readEvents,
  squash,
  startPdf,
  type PdfContext,
} from './support/pdf-context';

jest.setTimeout(60_000);

describeWithInfra('POST /api/generate-pdf on real Redis and Chromium', () => {
  describeWithChromium('with the render worker running', () => {
    let ctx: PdfContext;
    const analysis = founderAnalysis();
    useStarted(async () => (ctx = await startPdf({ worker: true })));

    test('When a valid analysis is sent, then the answer is a PDF named after the archetype whose text holds the archetype, season, a palette hex and a uniform piece', async () => {
      const res = await ctx.post({ analysis });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="The-Visionary-Minimalist-Brand-Guide.pdf"',
      );
      const pdf = new Uint8Array(await res.arrayBuffer());
      expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const { pages, text } = await pdfText(pdf);
      const flat = squash(text);
      expect(pages).toBeGreaterThanOrEqual(5);
      expect(flat).toContain(analysis.styleArchetype);
      expect(flat).toContain(analysis.colorAnalysis.season);
      const hex = analysis.colorAnalysis.recommendedColors[0]!.hex.toUpperCase();
      expect(
        paletteFor(analysis.colorAnalysis.season)!.recommended.map((c) => c.hex.toUpperCase()),
      ).toContain(hex);
      expect(flat).toContain(hex);
      expect(flat).toContain(analysis.uniformPieces![0]!.name);
      // The uniform page carries the tier prices, and every page but the cover is numbered.
      expect(flat).toContain('$295');
      expect(flat).toContain(`Page 2 of ${pages}`);
      expect(flat).toContain(`Page ${pages} of ${pages}`);
    });

    test('When the personal brand is sent along, then its edited statement is the one printed', async () => {
      const brandStatement = 'I make cloud bills legible, and I dress with the same precision.';
      const res = await ctx.post({ analysis, personalBrand: { brandStatement } });
      expect(res.status).toBe(200);
      expect(await pdfAnswerText(res)).toContain(brandStatement);
    });

    test('When the stream is asked for, then progress only rises and the done event carries the named file', async () => {
      const res = await ctx.post({ analysis }, { accept: 'text/event-stream' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const events = await readEvents(res);
      const progress = events
        .filter((e) => e.type === 'progress')
        .map((e) => (e as { percent: number }).percent);
      expect(progress.length).toBeGreaterThanOrEqual(3);
      expect([...progress].sort((a, b) => a - b)).toEqual(progress);
      const done = events.at(-1) as Extract<GeneratePdfStreamEvent, { type: 'done' }>;
      expect(done.type).toBe('done');
      expect(done.fileName).toBe('The-Visionary-Minimalist-Brand-Guide.pdf');
      const pdf = Buffer.from(done.pdfBase64, 'base64');
      expect(pdf.length).toBe(done.bytes);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    test('When the archetype holds markup and path characters, then it is printed as text and the file name is made safe', async () => {
      const hostile = { ...analysis, styleArchetype: 'Élan <b>"Noir"</b>/../x' };
      const res = await ctx.post({ analysis: hostile });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="Elan-b-Noir-b-x-Brand-Guide.pdf"',
      );
      expect(await pdfAnswerText(res)).toContain('Élan <b>"Noir"</b>/../x');
    });

    test('When four guides are asked for at once, then all four arrive complete', async () => {
      const answers = await Promise.all(Array.from({ length: 4 }, () => ctx.post({ analysis })));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const sizes = await Promise.all(answers.map(async (r) => (await r.arrayBuffer()).byteLength));
      expect(Math.min(...sizes)).toBeGreaterThan(10_000);
    });
  });

  describeWithChromium('when Chromium crashes', () => {
    let ctx: PdfContext;
    useStarted(async () => (ctx = await startPdf({ worker: true, env: { PDF_WORKER_CONCURRENCY: '1' } })));

    test('When the warm browser is killed between renders, then the next guide still arrives from a fresh one', async () => {
      expect((await ctx.post({ analysis: founderAnalysis() })).status).toBe(200);
      const pid = await ctx.worker!.pool.browserPid();
      expect(pid).toBeDefined();
      process.kill(pid!, 'SIGKILL');
      const res = await ctx.post({ analysis: founderAnalysis() });
      expect(res.status).toBe(200);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');
      const next = await ctx.worker!.pool.browserPid();
      expect(next).toBeDefined();
      expect(next).not.toBe(pid);
    });
  });

  describe('validation and time limit (no worker)', () => {
    let ctx: PdfContext;
    useStarted(async () => (ctx = await startPdf({ worker: false, timeoutMs: 1_500 })));

    const jobCount = async () =>
      Object.values(await ctx.jobs.queue.getJobCounts()).reduce((sum, n) => sum + n, 0);

    test('When the analysis is invalid, then the answer is 400 with the issues and no job is queued', async () => {
      const res = await ctx.post({ analysis: { styleArchetype: 'The Visionary Minimalist' } });
      expect(res.status).toBe(400);
      const body = (await readJson(res)) as { code: string; issues: { path: string }[] };
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.issues.map((i) => i.path)).toContain('analysis.colorAnalysis');
      expect(await jobCount()).toBe(0);
    });

    test('When the body is not JSON, then the answer is a 4xx JSON error and no job is queued', async () => {
      const res = await fetch(`${ctx.url}/api/generate-pdf`, { method: 'POST', body: 'hello' });
      expect(res.status).toBe(415);
      expect(((await readJson(res)) as { message: string }).message).toMatch(/JSON/);
      expect(await jobCount()).toBe(0);
    });

    test('When no worker renders in time, then the answer is 504 JSON and the abandoned job is dropped', async () => {
      const started = Date.now();
      const res = await ctx.post({ analysis: founderAnalysis() });
      expect(res.status).toBe(504);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await readJson(res)).toEqual({
        message: 'Rendering your brand guide took longer than 2 seconds. Please try again.',
        code: 'PDF_TIMEOUT',
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
      expect(await jobCount()).toBe(0);
    });

    test('When the stream times out, then it ends with an error event carrying 504', async () => {
      const res = await ctx.post({ analysis: founderAnalysis() }, { accept: 'text/event-stream' });
      const events = await readEvents(res);
      expect(events[0]).toEqual({ type: 'progress', percent: 5, stage: 'queued' });
      expect(events.at(-1)).toMatchObject({ type: 'error', status: 504, code: 'PDF_TIMEOUT' });
    });
  });
});
