import type { NextFunction, Request, Response, Router } from 'express';
import { OIDC_ERROR_PARAM } from '@uniform/contracts';
import { AppError, createRouter, mountOperation, type Logger } from '@uniform/service-kit';
import type { OidcSignIn } from '../domain/oidc-sign-in.use-case';
import {
  clearOidcFlowCookie,
  oidcFlowCookieOf,
  sessionTokenOf,
  setOidcFlowCookie,
  setSessionCookie,
} from './session-cookie';

/**
 * Sign-in with Google or Microsoft. Start and callback are browser navigations: whatever happens
 * after the provider is known to be set up, the answer is a redirect back to the app (never a JSON
 * error page); an unknown or unconfigured provider answers 404 JSON like any missing resource.
 */
export function oidcRoutes(oidc: OidcSignIn, logger: Logger): Router {
  const router = createRouter();

  /**
   * A provider without settings stays a 404 JSON; anything else that breaks (the database, Redis)
   * is a sign-in the app explains, not an error page in the middle of a browser trip.
   */
  const unavailable = (error: unknown, provider: string, returnTo = '/') => {
    if (error instanceof AppError && error.status === 404) throw error;
    logger.error({ err: error, provider }, 'oidc sign-in failed unexpectedly');
    return `${returnTo}?${new URLSearchParams({ [OIDC_ERROR_PARAM]: 'unavailable' }).toString()}`;
  };

  router.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  mountOperation(router, 'getOidcProviders', (_input, _req, res) => {
    res.json(oidc.providers());
  });

  mountOperation(router, 'startOidcSignIn', async ({ params, query }, req, res) => {
    // A confirmation always comes back to the account page, whatever returnTo says.
    const returnTo = query.intent === 'confirm' ? '/account' : (query.returnTo ?? '/');
    let location: string;
    try {
      const started =
        query.intent === 'confirm'
          ? await oidc.startConfirmation(params.provider, sessionTokenOf(req))
          : await oidc.start(params.provider, { consent: query.consent === '1', returnTo });
      if (started.flowId) setOidcFlowCookie(req, res, started.flowId);
      location = started.location;
    } catch (error) {
      location = unavailable(error, params.provider, returnTo);
    }
    res.redirect(302, location);
  });

  mountOperation(router, 'finishOidcSignIn', async ({ params }, req, res) => {
    const providerQuery = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    const flowId = oidcFlowCookieOf(req);
    // The flow is single-use whatever the outcome: the cookie goes too.
    clearOidcFlowCookie(req, res);
    let location: string;
    try {
      const finished = await oidc.finish(params.provider, providerQuery, flowId, req.get('user-agent'));
      if (finished.session) setSessionCookie(req, res, finished.session.token, finished.session.expiresAt);
      location = finished.location;
    } catch (error) {
      location = unavailable(error, params.provider);
    }
    res.redirect(302, location);
  });

  return router;
}
