import type { Router } from 'express';
import { PROFILE_MESSAGES, type OperationId } from '@uniform/contracts';
import { createRouter, mountOperation, type OperationHandler } from '@uniform/service-kit';
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
  function mount<Id extends OperationId>(id: Id, handler: OperationHandler<Id>): void {
    mountOperation(router, id, handler, signedIn);
  }
  mount('getProfileConsent', async ({ user }, _req, res) => {
    res.json(await profiles.consent(user.id));
  });
  mount('setProfileConsent', async ({ body, user }, _req, res) => {
    res.json(await profiles.setConsent(user.id, body.consent));
  });
  mount('getStyleProfile', async ({ user }, _req, res) => {
    res.json(await profiles.current(user.id));
  });
  mount('saveStyleProfile', async ({ body, user }, _req, res) => {
    res.json(await profiles.save(user.id, body));
  });
  mount('getStyleProfileHistory', async ({ user }, _req, res) => {
    res.json(await profiles.history(user.id));
  });
  mount('restoreStyleProfile', async ({ params, user }, _req, res) => {
    res.json(await profiles.restore(user.id, params.id));
  });
  return router;
}
