/**
 * The `pdf` render queue: its name, how often a job is tried and where its file waits. The job's
 * shape is the domain's (domain/render-job.ts), re-exported here for the producer and the worker.
 */
export const PDF_QUEUE_NAME = 'pdf';
export const RENDER_JOB_NAME = 'render-brand-guide';
/** One try and one retry on a fresh page (issue 9). */
export const RENDER_ATTEMPTS = 2;
/** The rendered file waits this long in Redis for the request that asked for it. */
export const RESULT_TTL_MS = 120_000;

export function resultKey(prefix: string, jobId: string): string {
  return `${prefix}:${PDF_QUEUE_NAME}:result:${jobId}`;
}

export {
  PDF_EMPTY_MESSAGE,
  RENDER_PROGRESS,
  renderJobDataSchema,
  renderJobResultSchema,
  type RenderJobData,
  type RenderJobResult,
} from '../domain/render-job';
