import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { ErrorCode, type ErrorIssue } from '@uniform/contracts';
import { AppError } from './app-error';

export interface RequestSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

/** Zod issues as our error body's `issues`: a dotted path and the schema's own message. */
export function toIssues(error: z.ZodError, prefix?: string): ErrorIssue[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    message: issue.message,
  }));
}

/**
 * Validates and replaces req.body / req.query / req.params with the parsed (coerced, stripped)
 * values. All parts are checked before answering, so the caller sees every problem at once.
 * Express 5 exposes req.query as a getter, so the parsed query is defined over it.
 */
export function validate(schemas: RequestSchemas) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (schemas.body && !req.is('application/json')) {
      throw new AppError(
        415,
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        'Send the request body as JSON (Content-Type: application/json).',
      );
    }
    const issues: ErrorIssue[] = [];
    const parsed: Partial<Record<keyof RequestSchemas, unknown>> = {};
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = schema.safeParse(req[part]);
      if (result.success) parsed[part] = result.data;
      else issues.push(...toIssues(result.error, part === 'body' ? undefined : part));
    }
    if (issues.length > 0) throw AppError.validation(issues);
    if ('body' in parsed) req.body = parsed.body;
    if ('params' in parsed) req.params = parsed.params as Request['params'];
    if ('query' in parsed) Object.defineProperty(req, 'query', { value: parsed.query, enumerable: true });
    next();
  };
}
