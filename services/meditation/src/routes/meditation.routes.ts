import type { Router } from 'express';
import { MEDITATION_MESSAGES } from '@uniform/contracts';
import { createRouter, mountOperation, mountUserDataRoute } from '@uniform/service-kit';
import { dailyMeditation, type DailyMeditationDeps } from '../domain/daily-meditation.use-case';
import type { Entries } from '../domain/entries.use-case';

/** Journal entries belong to signed-in users only (spec 2 §6): their operations declare auth. */
const signedIn = { signInMessage: MEDITATION_MESSAGES.signInRequired };

export function meditationRoutes(deps: { daily: DailyMeditationDeps; entries: Entries }): Router {
  const router = createRouter();
  mountOperation(router, 'getDailyMeditation', async ({ query }, _req, res) => {
    res.json(await dailyMeditation(deps.daily, query));
  });
  mountOperation(
    router,
    'getMeditationEntry',
    async ({ query, user }, _req, res) => {
      res.json(await deps.entries.get(user.id, query.date));
    },
    signedIn,
  );
  mountOperation(
    router,
    'saveMeditationEntry',
    async ({ body, user }, _req, res) => {
      res.json(await deps.entries.save(user.id, body));
    },
    signedIn,
  );
  mountOperation(
    router,
    'getMeditationHistory',
    async ({ user }, _req, res) => {
      res.set('cache-control', 'private, no-store');
      res.json(await deps.entries.history(user.id));
    },
    signedIn,
  );
  mountUserDataRoute(router, (user) => deps.entries.exportData(user.id));
  return router;
}
