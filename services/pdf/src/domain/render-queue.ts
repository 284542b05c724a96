import { z } from 'zod';
import { generatePdfRequestSchema } from '@uniform/contracts';

/**
 * The `pdf` render queue: what a job carries, what it answers and where its file waits. The HTTP
 * call and the worker (in-process or separate) share these, so a name or shape is written once.
 */
export const PDF_QUEUE_NAME = 'pdf';
export const RENDER_JOB_NAME = 'render-brand-guide';
/** One try and one retry on a fresh page (issue 9). */
export const RENDER_ATTEMPTS = 2;
/** The rendered file waits this long in Redis for the request that asked for it. */
export const RESULT_TTL_MS = 120_000;

/**
 * A job holds the request body only while it renders: finished jobs (done or failed) are removed at
 * once, and the file itself expires after RESULT_TTL_MS.
 */
export const renderJobDataSchema = generatePdfRequestSchema.extend({
  requestId: z.string().max(200).optional(),
});
export type RenderJobData = z.infer<typeof renderJobDataSchema>;

export const renderJobResultSchema = z.object({
  bytes: z.number().int().min(1),
  fileName: z.string().min(1),
});
export type RenderJobResult = z.infer<typeof renderJobResultSchema>;

/** Progress milestones (percent) the worker reports and the SSE stream forwards. */
export const RENDER_PROGRESS = {
  queued: 5,
  started: 15,
  composed: 30,
  rendered: 85,
  stored: 95,
} as const;

export function resultKey(prefix: string, jobId: string): string {
  return `${prefix}:${PDF_QUEUE_NAME}:result:${jobId}`;
}

export const PDF_EMPTY_MESSAGE = 'Generated PDF is empty';
