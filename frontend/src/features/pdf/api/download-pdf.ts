import {
  generatePdfStreamEventSchema,
  pdfFileName,
  type Analysis,
  type GeneratePdfRequestInput,
  type PdfDocument,
} from '@uniform/contracts';
import {
  ApiError,
  fetchOperation,
  isAbortError,
  NETWORK_ERROR_MESSAGE,
  parseApiError,
} from '../../../shared/api/api-client';
import { parseSseEvent } from '../../../shared/api/sse';
import { fileNameFromDisposition, saveBlob } from '../../../shared/lib/save-file';
import { PDF_EMPTY_MESSAGE, PDF_FAILED_MESSAGE } from '../content/pdf-content';

export interface DownloadPdfOptions {
  /** Which PDF: the brand guide (the personal-branding tab) or the uniform (the dashboard header). */
  document: PdfDocument;
  /** The personal brand with the user's edits laid over it, so the PDF prints their wording. */
  personalBrand?: GeneratePdfRequestInput['personalBrand'];
  /** The user's own items in place of uniform pieces, by piece id. */
  customItems?: GeneratePdfRequestInput['customItems'];
  /** The market tier the user chose; the PDF highlights it. */
  tier?: GeneratePdfRequestInput['tier'];
  /** 0..100, never going backwards; 100 once the file has been handed to the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Asks the pdf service for one document of this analysis (the brand guide or the uniform) with the
 * user's edits, custom items and tier, reports the render's real progress and saves the file under
 * the server's name ("<Archetype>-Brand-Guide.pdf", "<Archetype>-Uniform.pdf"). Throws an Error
 * whose message can be shown as is: "Failed to generate PDF (<status>): <reason>", "Generated PDF is
 * empty", or the network sentence. An abort rethrows the AbortError untouched.
 */
export async function downloadPdf(analysis: Analysis, options: DownloadPdfOptions): Promise<void> {
  const { personalBrand, customItems, tier } = options;
  // `options.document` is the PDF's kind; the name `document` is the page's own below.
  const kind = options.document;
  const progress = monotonicProgress(options.onProgress);
  progress(1);
  let res: Response;
  try {
    // Asked for as server-sent events so the progress is the render's own (spec 2 §7).
    res = await fetchOperation(
      'generatePdf',
      { analysis, document: kind, personalBrand, customItems, tier },
      { accept: 'text/event-stream, application/pdf', signal: options.signal },
    );
  } catch (error) {
    throw failure(error);
  }

  const type = res.headers.get('Content-Type') ?? '';
  const file = type.includes('text/event-stream')
    ? await readEventStream(res, progress)
    : await readPdfBody(res, progress, pdfFileName(kind, analysis.styleArchetype));
  if (file.blob.size === 0) throw new Error(PDF_EMPTY_MESSAGE);
  saveBlob(file.blob, file.fileName);
  progress(100);
}

interface PdfFile {
  blob: Blob;
  fileName: string;
}

/** Reads the SSE answer: progress events, then `done` with the file or `error` with the reason. */
async function readEventStream(res: Response, progress: (p: number) => void): Promise<PdfFile> {
  if (!res.body) throw new Error(PDF_EMPTY_MESSAGE);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await readChunk(reader);
    if (value) buffer += value;
    let boundary: number;
    while ((boundary = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary).replace(/^\r?\n\r?\n/, '');
      const event = parseSseEvent(block, generatePdfStreamEventSchema);
      if (!event) continue;
      if (event.type === 'progress') {
        // The render owns 0..95; decoding and saving the file is the rest.
        progress(Math.min(95, event.percent));
      } else if (event.type === 'error') {
        await reader.cancel().catch(() => undefined);
        throw new Error(`${PDF_FAILED_MESSAGE} (${event.status}): ${event.message}`);
      } else {
        await reader.cancel().catch(() => undefined);
        return { blob: base64ToPdf(event.pdfBase64), fileName: event.fileName };
      }
    }
    if (done) break;
  }
  throw new Error(`${PDF_FAILED_MESSAGE}: the connection closed before the file arrived. Please try again.`);
}

/** A server that answered the PDF itself: progress from the bytes read against Content-Length. */
async function readPdfBody(
  res: Response,
  progress: (p: number) => void,
  fallbackName: string,
): Promise<PdfFile> {
  const fileName = fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? fallbackName;
  const total = Number(res.headers.get('Content-Length')) || 0;
  if (!res.body) return { blob: await res.blob(), fileName };
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { value, done } = await readChunk(reader);
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    if (total > 0) progress(Math.min(95, Math.round((received / total) * 95)));
  }
  return { blob: new Blob(parts as BlobPart[], { type: 'application/pdf' }), fileName };
}

async function readChunk<T>(reader: ReadableStreamDefaultReader<T>): Promise<ReadableStreamReadResult<T>> {
  try {
    return await reader.read();
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(undefined, NETWORK_ERROR_MESSAGE, { cause: error });
  }
}

/**
 * "Failed to generate PDF (<status>): <the server's message or body text>" for a non-ok answer; no
 * answer at all (the network sentence) and an abort pass through as they are.
 */
function failure(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status === undefined) return error;
  const { message } = parseApiError(error, 'Please try again.');
  return new Error(`${PDF_FAILED_MESSAGE} (${error.status}): ${message}`);
}

function base64ToPdf(base64: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: 'application/pdf' });
}

function monotonicProgress(onProgress?: (percent: number) => void): (percent: number) => void {
  let last = -1;
  return (percent) => {
    const value = Math.max(0, Math.min(100, Math.round(percent)));
    if (value <= last) return;
    last = value;
    onProgress?.(value);
  };
}
