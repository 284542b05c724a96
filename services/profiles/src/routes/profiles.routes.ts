import type { Router } from 'express';
import { PROFILE_MESSAGES } from '@uniform/contracts';
import { createRouter, mountOperation, mountUserDataRoute } from '@uniform/service-kit';
import type { Profiles } from '../domain/profiles.use-case';

/** Saved profiles belong to signed-in users only: their operations declare auth. */
const signedIn = { signInMessage: PROFILE_MESSAGES.signInRequired };

export function profilesRoutes(profiles: Profiles): Router {
  const router = createRouter();
  // Every answer, errors included, is one user's own data: no shared cache may keep it.
  router.use((_req, res, next) => {
    res.set('cache-control', 'private, no-store');
    next();
  });
  mountOperation(
    router,
    'getProfileConsent',
    async ({ user }, _req, res) => {
      res.json(await profiles.consent(user.id));
    },
    signedIn,
  );
  mountOperation(
    router,
    'setProfileConsent',
    async ({ body, user }, _req, res) => {
      res.json(await profiles.setConsent(user.id, body.consent));
    },
    signedIn,
  );
  mountOperation(
    router,
    'getStyleProfile',
    async ({ user }, _req, res) => {
      res.json(await profiles.current(user.id));
    },
    signedIn,
  );
  mountOperation(
    router,
    'saveStyleProfile',
    async ({ body, user }, _req, res) => {
      res.json(await profiles.save(user.id, body));
    },
    signedIn,
  );
  mountOperation(
    router,
    'getStyleProfileHistory',
    async ({ user }, _req, res) => {
      res.json(await profiles.history(user.id));
    },
    signedIn,
  );
  mountOperation(
    router,
    'restoreStyleProfile',
    async ({ params, user }, _req, res) => {
      res.json(await profiles.restore(user.id, params.id));
    },
    signedIn,
  );
  mountUserDataRoute(router, (user) => profiles.exportData(user.id));
  return router;
}
