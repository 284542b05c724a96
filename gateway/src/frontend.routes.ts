import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { FRONTEND_ROUTES } from '@uniform/contracts';
import { compressedStatic } from './compressed-static';

/** Hashed file names change with their content, so a cached copy can never be stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files (index.html, favicon): always revalidate, so a deploy is seen at once. */
const REVALIDATE = 'no-cache';

const APP_ROUTES = new Set<string>(FRONTEND_ROUTES);

export const FRONTEND_NOT_BUILT =
  'The frontend is not built yet: run `npm run build` (or `npm start`, which builds it), then reload.';

/** index.html, re-read only when the file changes (a rebuild while the gateway runs). */
function indexDocument(file: string) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return async (): Promise<string | undefined> => {
    try {
      const info = await stat(file);
      if (cached?.mtimeMs !== info.mtimeMs)
        cached = { mtimeMs: info.mtimeMs, html: await readFile(file, 'utf8') };
      return cached.html;
    } catch {
      cached = undefined;
      return undefined;
    }
  };
}

const metricsRoute = (route: string) => (_req: Request, res: Response, next: NextFunction) => {
  res.locals.metricsRoute = route;
  next();
};

/**
 * The built single-page app: hashed assets cached for a year (brotli/gzip when accepted), every other
 * file revalidated. A navigation (GET that accepts HTML) gets index.html: with 200 on the app's routes
 * (spec 1 §2, FRONTEND_ROUTES) and with 404 elsewhere — the app then shows its 'Page Not Found' page
 * and crawlers are told the truth. Without a build, a 503 says how to make one.
 */
export function frontendRouter(dist: string): Router {
  const router = Router();
  const assets = path.join(dist, 'assets');
  const loadIndex = indexDocument(path.join(dist, 'index.html'));

  router.use(
    '/assets',
    metricsRoute('/assets'),
    compressedStatic(assets, IMMUTABLE),
    express.static(assets, { index: false, immutable: true, maxAge: '1y', fallthrough: true }),
  );
  router.use(
    express.static(dist, {
      index: false,
      setHeaders: (res) => {
        res.locals.metricsRoute = 'static';
        res.setHeader('Cache-Control', REVALIDATE);
      },
    }),
  );
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/assets/')) return next();
    if (!req.accepts('html')) return next();
    res.locals.metricsRoute = 'app';
    const html = await loadIndex();
    if (html === undefined) {
      res.status(503).setHeader('Cache-Control', 'no-store');
      res.type('text/plain').send(FRONTEND_NOT_BUILT);
      return;
    }
    const route = req.path.length > 1 && req.path.endsWith('/') ? req.path.replace(/\/+$/, '') : req.path;
    res.status(APP_ROUTES.has(route) ? 200 : 404).setHeader('Cache-Control', REVALIDATE);
    res.type('html').send(html);
  });
  return router;
}
