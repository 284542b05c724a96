import { z } from 'zod';

/** Every non-2xx answer of every service and the gateway has this body. */
export const errorIssueSchema = z.object({
  path: z.string().describe('Dotted path of the offending field, e.g. "email" or "analysis.budget"'),
  message: z.string(),
});

export const errorBodySchema = z
  .object({
    message: z.string().describe('A human sentence the UI can show as is'),
    code: z.string().describe('Machine-readable code, e.g. VALIDATION_FAILED, NOT_FOUND, RATE_LIMITED'),
    issues: z.array(errorIssueSchema).optional(),
  })
  .meta({ id: 'ErrorBody' });

export type ErrorIssue = z.infer<typeof errorIssueSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The codes the platform itself answers with; services add their own. */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  MALFORMED_JSON: 'MALFORMED_JSON',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  RATE_LIMITED: 'RATE_LIMITED',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
} as const;
