import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ErrorCode } from '@uniform/contracts';
import { sendJsonError } from '@uniform/service-kit';

/** Equal-time comparison of two secrets of any length (hashing first evens the lengths). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The secret a request offers: the password of HTTP Basic (any user name) or a Bearer token. */
function offeredSecret(header: string): string {
  const [scheme, encoded = ''] = header.split(' ');
  if (scheme?.toLowerCase() === 'basic')
    return Buffer.from(encoded, 'base64').toString('utf8').split(':').slice(1).join(':');
  return scheme?.toLowerCase() === 'bearer' ? encoded : '';
}

/**
 * Lets a request through only with ADMIN_TOKEN, as HTTP Basic (browsers resend it for every asset)
 * or `Authorization: Bearer` (what Prometheus' `authorization` scrape setting sends); otherwise 401.
 */
export function requireAdminToken(token: string, what: string, realm: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const secret = offeredSecret(req.headers.authorization ?? '');
    if (secret && sameSecret(secret, token)) return next();
    sendJsonError(
      res,
      401,
      { message: `${what} needs the admin token.`, code: ErrorCode.UNAUTHENTICATED },
      { 'WWW-Authenticate': `Basic realm="${realm}", charset="UTF-8"` },
    );
  };
}
