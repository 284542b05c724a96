import path from 'node:path';
import express, { Router } from 'express';
import { buildOpenApiDocument } from '@uniform/contracts';

/** Swagger UI for the OpenAPI document generated from the zod contracts; every file from our origin. */
export function docsRouter(): Router {
  const router = Router();
  const document = JSON.stringify(buildOpenApiDocument());
  const swaggerDist = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  router.get('/openapi.json', (_req, res) => {
    res.type('application/json').send(document);
  });
  router.get('/', (req, res, next) => {
    if (!req.originalUrl.split('?')[0]?.endsWith('/')) return res.redirect(301, '/api/docs/');
    next();
  });
  router.get('/', (_req, res) => {
    res.type('html').send(`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Uniform API</title>
  <link rel="stylesheet" href="ui/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="ui/swagger-ui-bundle.js"></script>
  <script src="init.js"></script>
</body>
</html>`);
  });
  router.get('/init.js', (_req, res) => {
    res
      .type('application/javascript')
      .send(
        `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`,
      );
  });
  router.use('/ui', express.static(swaggerDist, { index: false, maxAge: '1d' }));
  return router;
}
