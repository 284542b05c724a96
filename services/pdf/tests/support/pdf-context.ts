import { existsSync } from 'node:fs';
import { type Analysis, type GeneratePdfStreamEvent, generatePdfStreamEventSchema } from '@uniform/contracts';
import { createLogger, startHttpServer } from '@uniform/service-kit';
import { buildAnalysis } from '@uniform/style-engine';
import {
  buildAnswersFixture,
  createTestRedis,
  postJson,
  postJsonText,
  type TestRedis,
} from '@uniform/test-kit';
import { buildApp } from '../../src/app';
import { pdfWorkerEnvSchema, type PdfWorkerConfig } from '../../src/config';
import { RenderJobs } from '../../src/queues/render-jobs';
import { startRenderWorker, type RenderWorker } from '../../src/workers/render.worker';
import { pdfText } from './pdf-text';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM_PATH);

/**
 * Skip (with the reason) where there is no Chromium, on a laptop; Redis is checked by
 * describeWithInfra. In CI nothing is skipped: the tests run and fail, naming the missing browser.
 */
export const describeWithChromium = hasChromium || process.env.CI ? describe : describe.skip;
if (!hasChromium)
  process.stderr.write(
    `pdf render tests ${process.env.CI ? 'will fail' : 'skipped'}: no Chromium at ${CHROMIUM_PATH}\n`,
  );

export interface PdfContext {
  url: string;
  redis: TestRedis;
  prefix: string;
  jobs: RenderJobs;
  worker?: RenderWorker;
  workerConfig: PdfWorkerConfig;
  post(body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** The real app over HTTP on real Redis; with `worker`, the real render worker on the real Chromium. */
export async function startPdf(
  options: { worker?: boolean; timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<PdfContext> {
  const redis = await createTestRedis();
  const prefix = `${redis.keyPrefix}bull`;
  const logger = createLogger('pdf-test', 'silent');
  const workerConfig = pdfWorkerEnvSchema.parse({
    REDIS_URL: redis.url,
    CHROMIUM_PATH,
    PDF_QUEUE_PREFIX: prefix,
    ...options.env,
  });
  const jobs = new RenderJobs({
    redisUrl: redis.url,
    redis: redis.client,
    prefix,
    timeoutMs: options.timeoutMs ?? 30_000,
    logger,
  });
  await jobs.start();
  const worker = options.worker ? await startRenderWorker(workerConfig, logger) : undefined;
  const app = buildApp({ logger, readiness: {}, jobs, bodyLimitKb: 256 });
  const server = await startHttpServer(app, { port: 0, logger });
  return {
    url: server.url,
    redis,
    prefix,
    jobs,
    worker,
    workerConfig,
    post: (body, headers = {}) =>
      typeof body === 'string'
        ? postJsonText(`${server.url}/api/generate-pdf`, body, headers)
        : postJson(`${server.url}/api/generate-pdf`, body, headers),
    async close() {
      await server.close();
      await worker?.close();
      await jobs.queue.obliterate({ force: true }).catch(() => undefined);
      await jobs.close();
      await redis.cleanup();
    },
  };
}

/** Reads a server-sent-event answer to the end (or until `onEvent` returns 'stop'). */
export async function readEvents(
  res: Response,
  onEvent?: (event: GeneratePdfStreamEvent) => void,
): Promise<GeneratePdfStreamEvent[]> {
  const events: GeneratePdfStreamEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.replace(/^data: /, '');
      const event = generatePdfStreamEventSchema.parse(JSON.parse(data));
      events.push(event);
      onEvent?.(event);
    }
  }
  return events;
}

/** A real analysis from the engine: a founder who reads as a Bright Winter Visionary Minimalist. */
export function founderAnalysis(): Analysis {
  return buildAnalysis(buildAnswersFixture());
}

/** pdf.js joins words with single spaces and may break lines anywhere: compare on that form. */
export const squash = (text: string) => text.replace(/\s+/g, ' ');

/** The text of a PDF answer, squashed. */
export const pdfAnswerText = async (res: Response) =>
  squash((await pdfText(new Uint8Array(await res.arrayBuffer()))).text);
