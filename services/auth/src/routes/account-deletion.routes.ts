import type { NextFunction, Request, Response, Router } from 'express';
import { ACCOUNT_MESSAGES } from '@uniform/contracts';
import { createRouter, mountOperation } from '@uniform/service-kit';
import type { AccountDeletion } from '../domain/account-deletion.use-case';
import type { Accounts } from '../domain/accounts.use-case';
import { SignInThrottledError } from '../domain/sign-in-throttle';
import { clearSessionCookie, deviceCookieOf, sessionTokenOf } from './session-cookie';

export function accountDeletionRoutes(accounts: Accounts, deletion: AccountDeletion): Router {
  const router = createRouter();

  // This service owns sessions: who is signed in comes from the session cookie.
  mountOperation(
    router,
    'deleteAccount',
    async ({ body }, req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      await deletion.deleteAccount(sessionTokenOf(req), body, {
        ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        deviceCookie: deviceCookieOf(req),
      });
      clearSessionCookie(req, res);
      res.status(204).end();
    },
    { user: (req) => accounts.resolve(sessionTokenOf(req)), signInMessage: ACCOUNT_MESSAGES.signInRequired },
  );

  // A throttled confirmation says when to come back in Retry-After too; the shared handler writes the body.
  router.use((err: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (err instanceof SignInThrottledError) res.setHeader('Retry-After', String(err.retryAfterSeconds));
    next(err);
  });

  return router;
}
