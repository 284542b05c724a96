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

/** The parsed (coerced, stripped) request parts, for the parts a schema was given for. */
export type ParsedRequest = Partial<Record<keyof RequestSchemas, unknown>>;

/**
 * Parses the request parts the schemas name, or throws one AppError: 415 for a body that is not
 * JSON, else 400 listing every problem of every part at once.
 */
export function parseRequest(req: Request, schemas: RequestSchemas): ParsedRequest {
  if (schemas.body && !req.is('application/json')) {
    throw new AppError(
      415,
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      'Send the request body as JSON (Content-Type: application/json).',
    );
  }
  const issues: ErrorIssue[] = [];
  const parsed: ParsedRequest = {};
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = schemas[part];
    if (!schema) continue;
    const result = schema.safeParse(req[part]);
    if (result.success) parsed[part] = result.data;
    else issues.push(...toIssues(result.error, part === 'body' ? undefined : part));
  }
  if (issues.length > 0) throw AppError.validation(issues);
  return parsed;
}

/**
 * Validates and replaces req.body / req.query / req.params with the parsed values, for routes that
 * are not operations (webhooks, operator tools); operations get theirs typed from mountOperation.
 * Express 5 exposes req.query as a getter, so the parsed query is defined over it.
 */
export function validate(schemas: RequestSchemas) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const parsed = parseRequest(req, schemas);
    if ('body' in parsed) req.body = parsed.body;
    if ('params' in parsed) req.params = parsed.params as Request['params'];
    if ('query' in parsed) Object.defineProperty(req, 'query', { value: parsed.query, enumerable: true });
    next();
  };
}
