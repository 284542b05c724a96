import type { Router } from 'express';
import { createRouter, mountOperation } from '@uniform/service-kit';
import {
  generateManifesto,
  respondManifesto,
  startManifesto,
  type ManifestoDeps,
} from '../domain/manifesto.use-case';

export function manifestoRoutes(deps: ManifestoDeps): Router {
  const router = createRouter();

  mountOperation(router, 'manifestoStart', async (_input, _req, res) => {
    res.json(await startManifesto(deps));
  });

  mountOperation(router, 'manifestoRespond', async ({ body }, _req, res) => {
    res.json(await respondManifesto(deps, body));
  });

  mountOperation(router, 'manifestoGenerate', async ({ body }, _req, res) => {
    res.json(await generateManifesto(deps, body));
  });

  return router;
}
