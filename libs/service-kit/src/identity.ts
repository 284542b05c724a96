import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

/**
 * Who is signed in, as the gateway tells services: the user rides in `x-user` (base64url JSON) with
 * an HMAC-SHA256 over it in `x-internal-signature`, keyed by INTERNAL_SIGNING_SECRET, which only the
 * gateway and the services hold. A service believes the user only when the signature checks and is
 * fresh, so a client (or anyone reaching a service directly) cannot claim to be someone.
 */
export const USER_HEADER = 'x-user';
export const SIGNATURE_HEADER = 'x-internal-signature';
/** Signed identities older than this are refused (they are minted per request by the gateway). */
export const IDENTITY_MAX_AGE_MS = 5 * 60 * 1000;

export interface AuthenticatedUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

interface SignedPayload extends AuthenticatedUser {
  iat: number;
}

const mac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

export function signIdentity(
  user: AuthenticatedUser,
  secret: string,
  now = Date.now(),
): Record<string, string> {
  const value = Buffer.from(JSON.stringify({ ...user, iat: now } satisfies SignedPayload)).toString(
    'base64url',
  );
  return { [USER_HEADER]: value, [SIGNATURE_HEADER]: mac(secret, value) };
}

export function verifyIdentity(
  headers: Record<string, string | string[] | undefined>,
  secret: string,
  now = Date.now(),
): AuthenticatedUser | undefined {
  const value = headers[USER_HEADER];
  const signature = headers[SIGNATURE_HEADER];
  if (typeof value !== 'string' || typeof signature !== 'string') return undefined;
  const expected = Buffer.from(mac(secret, value));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as SignedPayload;
    if (typeof payload.iat !== 'number' || Math.abs(now - payload.iat) > IDENTITY_MAX_AGE_MS)
      return undefined;
    return { id: payload.id, email: payload.email, firstName: payload.firstName, lastName: payload.lastName };
  } catch {
    return undefined;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user, set only when the gateway's signature checks. */
    user?: AuthenticatedUser;
  }
}

/** Sets req.user from a valid signed identity and removes the identity headers either way. */
export function identityMiddleware(secret: string | undefined) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const user = secret ? verifyIdentity(req.headers, secret) : undefined;
    if (user) req.user = user;
    delete req.headers[USER_HEADER];
    delete req.headers[SIGNATURE_HEADER];
    next();
  };
}
