import { Router, type NextFunction, type Request, type Response } from 'express';
import {
  dailyMeditationQuerySchema,
  MEDITATION_MESSAGES,
  meditationEntryQuerySchema,
  meditationEntryRequestSchema,
  type DailyMeditationQuery,
  type MeditationEntryQuery,
} from '@uniform/contracts';
import { AppError, validate } from '@uniform/service-kit';
import { dailyMeditation, type DailyMeditationDeps } from '../domain/daily-meditation.use-case';
import type { Entries } from '../domain/entries.use-case';

/** Journal entries belong to signed-in users only (spec 2 §6). */
function requireUser(req: Request, _res: Response, next: NextFunction) {
  if (!req.user) throw AppError.unauthenticated(MEDITATION_MESSAGES.signInRequired);
  next();
}

const userId = (req: Request) => req.user!.id;

export function meditationRoutes(deps: { daily: DailyMeditationDeps; entries: Entries }): Router {
  const router = Router();
  router.get('/api/daily-meditation', validate({ query: dailyMeditationQuerySchema }), async (req, res) => {
    res.json(await dailyMeditation(deps.daily, req.query as DailyMeditationQuery));
  });
  router.get(
    '/api/meditation-entry',
    requireUser,
    validate({ query: meditationEntryQuerySchema }),
    async (req, res) => {
      res.json(await deps.entries.get(userId(req), (req.query as MeditationEntryQuery).date));
    },
  );
  router.post(
    '/api/meditation-entry',
    requireUser,
    validate({ body: meditationEntryRequestSchema }),
    async (req, res) => {
      res.json(await deps.entries.save(userId(req), req.body));
    },
  );
  router.get('/api/meditation-history', requireUser, async (req, res) => {
    res.set('cache-control', 'private, no-store');
    res.json(await deps.entries.history(userId(req)));
  });
  return router;
}
