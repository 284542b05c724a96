import { createServiceApp, type Logger, type ReadinessCheck } from '@uniform/service-kit';
import type { RenderJobs } from './domain/render-jobs';
import { generatePdfRoutes } from './routes/generate-pdf.routes';

export interface PdfAppDeps {
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  jobs: RenderJobs;
  bodyLimitKb?: number;
}

export function buildApp(deps: PdfAppDeps) {
  return createServiceApp({
    name: 'pdf',
    logger: deps.logger,
    readiness: deps.readiness,
    bodyLimitKb: deps.bodyLimitKb,
    routes: (app) => {
      app.use(generatePdfRoutes({ jobs: deps.jobs, logger: deps.logger }));
    },
  }).app;
}
