import type { NextFunction, Request, Response, Router } from 'express';
import { AppError, createRouter, mountOperation } from '@uniform/service-kit';
import type { Accounts } from '../domain/accounts.use-case';
import { SignInThrottledError } from '../domain/sign-in-throttle';
import {
  clearSessionCookie,
  deviceCookieOf,
  sessionTokenOf,
  setDeviceCookie,
  setSessionCookie,
} from './session-cookie';

const NOT_SIGNED_IN = 'Please sign in to continue.';

/** The address the sign-in throttle counts by (req.ip believes X-Forwarded-For from the gateway only). */
export const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** A throttled password check says when to come back in Retry-After too; the shared handler writes the body. */
export function retryAfterOnThrottle(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (err instanceof SignInThrottledError) res.setHeader('Retry-After', String(err.retryAfterSeconds));
  next(err);
}

export function accountsRoutes(accounts: Accounts): Router {
  const router = createRouter();
  // This service owns sessions: who is signed in comes from the session cookie, not a signed identity.
  const bySession = {
    user: (req: Request) => accounts.resolve(sessionTokenOf(req)),
    signInMessage: NOT_SIGNED_IN,
  };

  // Every answer here is personal (a user, a session cookie, an error about one): never cached.
  router.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  mountOperation(router, 'signUp', async ({ body }, req, res) => {
    const { user, session, deviceCookie } = await accounts.signUp(body, { userAgent: req.get('user-agent') });
    setSessionCookie(req, res, session.token, session.expiresAt);
    setDeviceCookie(req, res, deviceCookie);
    res.status(201).json(user);
  });

  mountOperation(router, 'signIn', async ({ body }, req, res) => {
    const { user, session, deviceCookie } = await accounts.signIn(body, {
      ip: clientIp(req),
      deviceCookie: deviceCookieOf(req),
      userAgent: req.get('user-agent'),
    });
    setSessionCookie(req, res, session.token, session.expiresAt);
    setDeviceCookie(req, res, deviceCookie);
    res.json(user);
  });

  mountOperation(router, 'logout', async (_input, req, res) => {
    await accounts.signOut(sessionTokenOf(req));
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  mountOperation(
    router,
    'getSimpleAuthUser',
    ({ user }, _req, res) => {
      res.json({ email: user.email, firstName: user.firstName, lastName: user.lastName });
    },
    bySession,
  );

  mountOperation(
    router,
    'getAuthUser',
    ({ user }, _req, res) => {
      res.json({ firstName: user.firstName, lastName: user.lastName, profileImageUrl: user.profileImageUrl });
    },
    bySession,
  );

  // Not an operation: for the gateway only (it routes /api/* and never /internal/*), who holds this
  // session cookie.
  router.get('/internal/session', async (req, res) => {
    const user = await accounts.resolve(sessionTokenOf(req));
    if (!user) throw AppError.unauthenticated(NOT_SIGNED_IN);
    res.json({ id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName });
  });

  router.use(retryAfterOnThrottle);

  return router;
}
