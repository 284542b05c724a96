import { buildServiceApp, type ServiceAppDeps } from '@uniform/service-kit';
import type { RenderJobs } from './queues/render-jobs';
import { generatePdfRoutes } from './routes/generate-pdf.routes';

export interface PdfAppDeps extends ServiceAppDeps {
  jobs: RenderJobs;
}

export function buildApp(deps: PdfAppDeps) {
  return buildServiceApp('pdf', deps, (app) =>
    app.use(generatePdfRoutes({ jobs: deps.jobs, logger: deps.logger })),
  );
}
