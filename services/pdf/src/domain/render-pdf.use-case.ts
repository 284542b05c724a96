import { pdfFileName, type PdfDocument } from '@uniform/contracts';
import type { Logger } from '@uniform/service-kit';
import type { PdfRequest } from './brand-guide-content';
import { brandGuideBody } from './brand-guide-document';
import { uniformBody } from './uniform-document';
import { PDF_EMPTY_MESSAGE, RENDER_PROGRESS, type RenderJobData } from './render-job';

/** Prints a document body to PDF: the Chromium pool in adapters/ (or anything that can). */
export interface PdfRenderer {
  render(
    bodyHtml: string,
    options: { format: 'A4' | 'Letter'; tagged: boolean; freshPage?: boolean },
  ): Promise<Uint8Array>;
}

export interface RenderPdfDeps {
  renderer: PdfRenderer;
  logger: Logger;
  format: 'A4' | 'Letter';
  tagged: boolean;
  /** Keeps the file for the waiting request (the worker stores it in Redis). */
  store(pdf: Uint8Array): Promise<void>;
  progress(percent: number): void;
}

/** Each document's layout; both print in the same shell. */
const DOCUMENT_BODIES: Record<PdfDocument, (request: PdfRequest) => string> = {
  'brand-guide': brandGuideBody,
  uniform: uniformBody,
};

/**
 * One render: composes the asked-for document (the brand guide or the uniform) from the analysis
 * with the style engine, prints it (a retry on a fresh page), checks it is a PDF and stores it.
 * Answers what the job reports.
 */
export async function renderPdf(
  deps: RenderPdfDeps,
  data: RenderJobData,
  attempt: number,
): Promise<{ bytes: number; fileName: string }> {
  deps.progress(RENDER_PROGRESS.started);
  const body = DOCUMENT_BODIES[data.document](data);
  deps.progress(RENDER_PROGRESS.composed);
  const started = performance.now();
  let pdf: Uint8Array;
  try {
    pdf = await deps.renderer.render(body, {
      format: deps.format,
      tagged: deps.tagged,
      freshPage: attempt > 1,
    });
  } catch (error) {
    deps.logger.warn({ err: error }, 'render failed');
    throw new Error(
      `Rendering the ${data.document} PDF failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  if (pdf.byteLength === 0 || Buffer.from(pdf.subarray(0, 5)).toString('latin1') !== '%PDF-') {
    throw new Error(PDF_EMPTY_MESSAGE);
  }
  deps.progress(RENDER_PROGRESS.rendered);
  await deps.store(pdf);
  deps.progress(RENDER_PROGRESS.stored);
  deps.logger.info(
    { document: data.document, bytes: pdf.byteLength, ms: Math.round(performance.now() - started) },
    'pdf rendered',
  );
  return { bytes: pdf.byteLength, fileName: pdfFileName(data.document, data.analysis.styleArchetype) };
}
