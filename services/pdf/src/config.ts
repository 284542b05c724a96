import { z } from 'zod';
import { serviceByName } from '@uniform/contracts';
import {
  configLoader,
  loadConfig,
  onOffSchema,
  portSchema,
  redisUrlSchema,
  serviceEnvSchema,
  wholeNumberSchema,
} from '@uniform/service-kit';

/** The render worker's settings: read by src/worker.ts, and by the service when it renders in-process. */
export const pdfWorkerEnvSchema = z.object({
  REDIS_URL: redisUrlSchema,
  CHROMIUM_PATH: z
    .string()
    .min(1)
    .default('/usr/bin/chromium')
    .describe('The Chromium (or Chrome) binary puppeteer-core drives'),
  PDF_CHROMIUM_SANDBOX: z
    .enum(['auto', 'on', 'off'])
    .default('auto')
    .describe(
      "Chromium's own sandbox: auto (on when this process is not root and may create user namespaces, else --no-sandbox), on (always; Chromium fails to start where it cannot), off (--no-sandbox; the container is the isolation)",
    ),
  PDF_PAGE_SIZE: z.enum(['A4', 'Letter']).default('A4').describe('Paper size of the brand guide'),
  PDF_TAGGED: onOffSchema('off').describe(
    'on: tagged PDF (structure tree for screen readers), about a third slower to print',
  ),
  PDF_WORKER_CONCURRENCY: wholeNumberSchema(1, 16, 2).describe(
    'Render jobs one worker runs at once; also the size of its page pool',
  ),
  PDF_RECYCLE_AFTER_JOBS: wholeNumberSchema(1, 100_000, 500).describe(
    'The warm browser is replaced after this many renders (and at once when it crashes)',
  ),
  PDF_JOB_LOCK_MS: wholeNumberSchema(1_000, 600_000, 15_000).describe(
    'How long a render job stays claimed without a heartbeat before another worker takes it over',
  ),
  PDF_STALLED_CHECK_MS: wholeNumberSchema(500, 600_000, 5_000).describe(
    'How often a worker looks for jobs whose worker died mid-render',
  ),
  PDF_QUEUE_PREFIX: z.string().min(1).max(60).default('bull').describe('BullMQ key prefix'),
  PDF_WORKER_PORT: portSchema(4206).describe("The render worker's /healthz, /readyz and /metrics port"),
});

// The body carries an analysis and optionally a personal brand; 256 kB holds the largest valid pair.
export const pdfEnvSchema = serviceEnvSchema(serviceByName('pdf').port, { bodyLimitKb: 256 })
  .extend(pdfWorkerEnvSchema.shape)
  .extend({
    PDF_TIMEOUT_MS: wholeNumberSchema(1_000, 300_000, 30_000).describe(
      'How long POST /api/generate-pdf waits for its render before answering 504',
    ),
    PDF_WORKER: z
      .enum(['in-process', 'off'])
      .default('off')
      .describe(
        'off: only enqueue; the render worker is its own process (dist/worker.js, started by `npm start` and compose). in-process: this process renders too (one process, no separate worker)',
      ),
  });

export type PdfConfig = z.infer<typeof pdfEnvSchema>;
export type PdfWorkerConfig = z.infer<typeof pdfWorkerEnvSchema>;

export const loadPdfConfig = configLoader(pdfEnvSchema);

export function loadPdfWorkerConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig(
    serviceEnvSchema(0)
      .pick({ LOG_LEVEL: true, HOST: true, SHUTDOWN_TIMEOUT_MS: true })
      .extend(pdfWorkerEnvSchema.shape),
    env,
  );
}
