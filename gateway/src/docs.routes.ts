import path from 'node:path';
import express, { Router } from 'express';
import { API_DOCS_PATH, buildOpenApiDocument } from '@uniform/contracts';
import { compressedStatic } from './compressed-static';

/**
 * Our own page instead of swagger-ui-dist's index.html, whose inline script the CSP (script-src
 * 'self') would block: the initializer is a file served from here too.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Uniform API</title>
  <link rel="icon" href="ui/favicon-32x32.png">
  <link rel="stylesheet" href="ui/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="ui/swagger-ui-bundle.js"></script>
  <script src="init.js"></script>
</body>
</html>
`;

// validatorUrl null: the default posts the document to validator.swagger.io and shows a badge image
// from there, which the CSP (img-src 'self') would block — and the document is not public data.
const INITIALIZER = `window.ui = SwaggerUIBundle({
  url: '${API_DOCS_PATH}/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
});
`;

/** Swagger UI for the OpenAPI document generated from the zod contracts; every file from our origin. */
export function docsRouter(): Router {
  const router = Router();
  // Computed once: the contracts do not change while the process runs.
  const document = JSON.stringify(buildOpenApiDocument());
  const swaggerDist = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const swaggerCache = 'public, max-age=86400';

  router.use((_req, res, next) => {
    res.locals.metricsRoute = API_DOCS_PATH;
    next();
  });
  router.get('/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(document);
  });
  router.get('/', (req, res) => {
    // The page's relative URLs (ui/…, init.js) need the trailing slash.
    if (!req.originalUrl.split('?', 1)[0]!.endsWith('/')) return res.redirect(301, `${API_DOCS_PATH}/`);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(PAGE);
  });
  router.get('/init.js', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/javascript').send(INITIALIZER);
  });
  router.use(
    '/ui',
    compressedStatic(swaggerDist, swaggerCache),
    express.static(swaggerDist, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', swaggerCache),
    }),
  );
  return router;
}
