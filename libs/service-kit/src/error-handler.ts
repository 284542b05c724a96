import type { NextFunction, Request, Response } from 'express';
import { ZodError } from 'zod';
import { ErrorCode, type ErrorBody } from '@uniform/contracts';
import { AppError } from './app-error';
import { toIssues } from './validate';

/** body-parser raises errors with these `type`s; each is the caller's fault, never ours. */
const BODY_PARSER_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  'entity.too.large': {
    status: 413,
    code: ErrorCode.PAYLOAD_TOO_LARGE,
    message: 'The request body is too large.',
  },
  'entity.parse.failed': {
    status: 400,
    code: ErrorCode.MALFORMED_JSON,
    message: 'The request body is not valid JSON.',
  },
  'entity.verify.failed': {
    status: 400,
    code: ErrorCode.MALFORMED_JSON,
    message: 'The request body could not be verified.',
  },
  'request.aborted': {
    status: 400,
    code: 'REQUEST_ABORTED',
    message: 'The request was aborted before its body arrived.',
  },
  'request.size.invalid': {
    status: 400,
    code: 'REQUEST_SIZE_INVALID',
    message: 'The request body length does not match its Content-Length.',
  },
  'encoding.unsupported': {
    status: 415,
    code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    message: 'The request body encoding is not supported.',
  },
  'charset.unsupported': {
    status: 415,
    code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    message: 'The request body charset is not supported; use UTF-8.',
  },
  'parameters.too.many': {
    status: 413,
    code: ErrorCode.PAYLOAD_TOO_LARGE,
    message: 'The request has too many parameters.',
  },
  'stream.encoding.set': { status: 500, code: ErrorCode.INTERNAL, message: 'Something went wrong' },
};

/** Turns any thrown value into our error body. Unknown errors are logged and never described to the client. */
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction): void {
  const { status, body } = describe(err);
  if (status >= 500) req.log?.error({ err, requestId: req.id }, 'request failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).json(body);
}

function describe(err: unknown): { status: number; body: ErrorBody } {
  if (err instanceof AppError) {
    return {
      status: err.status,
      body: { message: err.message, code: err.code, ...(err.issues ? { issues: err.issues } : {}) },
    };
  }
  if (err instanceof ZodError) {
    return {
      status: 400,
      body: {
        message: 'Some fields are missing or invalid.',
        code: ErrorCode.VALIDATION_FAILED,
        issues: toIssues(err),
      },
    };
  }
  const type =
    typeof err === 'object' && err !== null && 'type' in err ? String((err as { type: unknown }).type) : '';
  const known = BODY_PARSER_ERRORS[type];
  if (known) return { status: known.status, body: { message: known.message, code: known.code } };
  return { status: 500, body: { message: 'Something went wrong', code: ErrorCode.INTERNAL } };
}

/** The last route: anything no router claimed. */
export function notFoundHandler(req: Request, res: Response): void {
  res.status(404).json({
    message: `No endpoint ${req.method} ${req.path}.`,
    code: ErrorCode.NOT_FOUND,
  } satisfies ErrorBody);
}
