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

/**
 * Codes answered today, in one place so a client can switch on them. A service may add its own;
 * `code` stays a free string in the schema so an older client never rejects a newer code.
 */
export const ErrorCode = {
  // The platform (gateway and service kit), for any call.
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  MALFORMED_JSON: 'MALFORMED_JSON',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  REQUEST_SIZE_INVALID: 'REQUEST_SIZE_INVALID',
  REQUEST_ABORTED: 'REQUEST_ABORTED',
  HEADERS_TOO_LARGE: 'HEADERS_TOO_LARGE',
  REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  MALFORMED_REQUEST: 'MALFORMED_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** Signed in, but not allowed: e.g. a saved-profile call without consent to keep the profile. */
  FORBIDDEN: 'FORBIDDEN',
  FORBIDDEN_ORIGIN: 'FORBIDDEN_ORIGIN',
  RATE_LIMITED: 'RATE_LIMITED',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  /** A service's own database or Redis did not answer: 503 with Retry-After; try again shortly. */
  DEPENDENCY_UNAVAILABLE: 'DEPENDENCY_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
  // Accounts.
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  // Chat.
  MODEL_UNAVAILABLE: 'MODEL_UNAVAILABLE',
  // Getup texts.
  PHONE_NOT_USABLE: 'PHONE_NOT_USABLE',
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  // Brand-guide PDF.
  PDF_TIMEOUT: 'PDF_TIMEOUT',
  PDF_RENDER_FAILED: 'PDF_RENDER_FAILED',
  PDF_EMPTY: 'PDF_EMPTY',
  PDF_QUEUE_UNAVAILABLE: 'PDF_QUEUE_UNAVAILABLE',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
