import type { NextFunction, Request, Response, Router } from 'express';
import { ACCOUNT_MESSAGES } from '@uniform/contracts';
import { createRouter, mountOperation } from '@uniform/service-kit';
import type { AccountSettings } from '../domain/account-settings.use-case';
import type { Accounts, SignInClient } from '../domain/accounts.use-case';
import { clientIp, retryAfterOnThrottle } from './accounts.routes';
import { clearSessionCookie, deviceCookieOf, sessionTokenOf, setDeviceCookie } from './session-cookie';

/** The account page's calls. Each needs the session itself (which browser asks), not just its user. */
export function accountSettingsRoutes(accounts: Accounts, settings: AccountSettings): Router {
  const router = createRouter();
  const bySession = {
    user: (req: Request) => accounts.currentSession(sessionTokenOf(req)),
    signInMessage: ACCOUNT_MESSAGES.signInRequired,
  };
  const clientOf = (req: Request): SignInClient => ({ ip: clientIp(req), deviceCookie: deviceCookieOf(req) });

  // Every answer here is personal: never cached.
  router.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  mountOperation(
    router,
    'getAccount',
    async ({ user: session }, _req, res) => {
      res.json(await settings.account(session));
    },
    bySession,
  );

  mountOperation(
    router,
    'updateAccountNames',
    async ({ user: session, body }, _req, res) => {
      res.json(await settings.updateNames(session, body));
    },
    bySession,
  );

  mountOperation(
    router,
    'changeAccountEmail',
    async ({ body }, req, res) => {
      const { account, deviceCookie } = await settings.changeEmail(sessionTokenOf(req), body, clientOf(req));
      setDeviceCookie(req, res, deviceCookie);
      res.json(account);
    },
    bySession,
  );

  mountOperation(
    router,
    'changeAccountPassword',
    async ({ body }, req, res) => {
      res.json(await settings.changePassword(sessionTokenOf(req), body, clientOf(req)));
    },
    bySession,
  );

  mountOperation(
    router,
    'signOutEverywhere',
    async ({ user: session }, req, res) => {
      await settings.signOutEverywhere(session.user.id);
      clearSessionCookie(req, res);
      res.status(204).end();
    },
    bySession,
  );

  router.use(retryAfterOnThrottle);

  return router;
}
