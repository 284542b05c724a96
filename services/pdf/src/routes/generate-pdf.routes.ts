import { type Router } from 'express';
import { ErrorCode, PDF_DOCUMENT_NAMES, type GeneratePdfStreamEvent } from '@uniform/contracts';
import { AppError, createRouter, mountOperation, openEventStream, type Logger } from '@uniform/service-kit';
import type { RenderJobs } from '../queues/render-jobs';

export interface GeneratePdfDeps {
  jobs: RenderJobs;
  logger: Logger;
}

/**
 * generatePdf (spec 2 §7): the brand guide or the uniform as `application/pdf`, or, asked for with
 * `Accept: text/event-stream`, progress events and then the file (GeneratePdfStreamEvent).
 * Validation runs first, so a bad analysis is a 400 and never a job.
 */
export function generatePdfRoutes(deps: GeneratePdfDeps): Router {
  const router = createRouter();
  mountOperation(router, 'generatePdf', async ({ body }, req, res) => {
    const data = { ...body, requestId: req.get('x-request-id') ?? undefined };
    const cancelled = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) cancelled.abort();
    });

    if (!wantsEventStream(req.get('accept'))) {
      const { pdf, fileName } = await deps.jobs.render(data, { signal: cancelled.signal });
      res
        .status(200)
        .set({
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Content-Length': String(pdf.length),
          'Cache-Control': 'no-store',
        })
        .end(pdf);
      return;
    }

    const send = openEventStream<GeneratePdfStreamEvent>(res);
    try {
      const { pdf, fileName } = await deps.jobs.render(data, {
        signal: cancelled.signal,
        onProgress: (percent) => send({ type: 'progress', percent, stage: stageOf(percent) }),
      });
      send({ type: 'done', fileName, bytes: pdf.length, pdfBase64: pdf.toString('base64') });
    } catch (error) {
      if (cancelled.signal.aborted) return;
      const known = error instanceof AppError ? error : null;
      deps.logger.error({ err: error, document: body.document }, 'pdf failed');
      send({
        type: 'error',
        status: known && known.status >= 400 && known.status <= 599 ? known.status : 500,
        message:
          known?.message ??
          `We could not render your ${PDF_DOCUMENT_NAMES[body.document]}. Please try again.`,
        code: known?.code ?? ErrorCode.INTERNAL,
      });
    }
    res.end();
  });
  return router;
}

function wantsEventStream(accept: string | undefined): boolean {
  return !!accept && accept.split(',')[0]!.trim().toLowerCase().startsWith('text/event-stream');
}

function stageOf(percent: number): 'queued' | 'rendering' | 'finishing' {
  if (percent < 15) return 'queued';
  if (percent < 85) return 'rendering';
  return 'finishing';
}
