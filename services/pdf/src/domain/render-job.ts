import { z } from 'zod';
import { generatePdfRequestSchema } from '@uniform/contracts';

/**
 * What a render job carries and answers. The HTTP call and the worker (in-process or separate)
 * share these, so a shape is written once; the queue itself is in queues/render.queue.ts.
 */

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

export const PDF_EMPTY_MESSAGE = 'Generated PDF is empty';
