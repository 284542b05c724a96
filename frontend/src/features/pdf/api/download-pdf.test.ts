import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { operationById } from '@uniform/contracts';
import { NETWORK_ERROR_MESSAGE } from '../../../shared/api/api-client';
import { teacherAnalysis } from '../../../testing/personas';
import { PDF_EMPTY_MESSAGE } from '../content/pdf-content';
import { fileNameFromDisposition } from '../../../shared/lib/save-file';
import { downloadPdf } from './download-pdf';

/**
 * The download against a loopback server speaking the pdf service's two answers (the event stream
 * and a plain application/pdf), through the real fetch and streams. Only the browser's "save" is
 * observed: URL.createObjectURL and the link's click.
 */
type Handler = (req: http.IncomingMessage, body: string, res: http.ServerResponse) => void;
let handler: Handler;
let server: http.Server;
let base: string;
const realFetch = globalThis.fetch;
const seen: { accept?: string; body?: unknown }[] = [];

const PDF = Buffer.from('%PDF-1.4\n% a tiny but real-looking file\n%%EOF\n');

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ accept: req.headers.accept, body: body ? JSON.parse(body) : undefined });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The page's relative URL, sent to the loopback server.
  globalThis.fetch = ((input: string, init?: RequestInit) =>
    realFetch(new URL(input, base), init)) as typeof fetch;
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface Saved {
  fileName: string;
  blob: Blob;
}
let saved: Saved[];
beforeEach(() => {
  saved = [];
  seen.length = 0;
  let lastBlob: Blob | undefined;
  jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return 'blob:test';
  });
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const link = {
    href: '',
    download: '',
    rel: '',
    style: {} as Record<string, string>,
    click: () => saved.push({ fileName: link.download, blob: lastBlob! }),
    remove: () => undefined,
  };
  (globalThis as { document?: unknown }).document = {
    createElement: () => link,
    body: { appendChild: () => undefined },
  };
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { document?: unknown }).document;
});

const sse = (res: http.ServerResponse, events: unknown[], delayMs = 0) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  let i = 0;
  const next = () => {
    if (i === events.length) return void res.end();
    res.write(`data: ${JSON.stringify(events[i++])}\n\n`);
    setTimeout(next, delayMs);
  };
  next();
};

const analysis = teacherAnalysis();
const guide = { document: 'brand-guide' } as const;
const downloadBrandGuide = (
  a: typeof analysis,
  options: Omit<Parameters<typeof downloadPdf>[1], 'document'> = {},
) => downloadPdf(a, { ...guide, ...options });

describe('downloadPdf', () => {
  test('When the stream reports progress and then the file, then the bar rises to 100 and the file is saved under the server’s name', async () => {
    handler = (_req, _body, res) =>
      sse(res, [
        { type: 'progress', percent: 5, stage: 'queued' },
        { type: 'progress', percent: 30, stage: 'rendering' },
        { type: 'progress', percent: 85, stage: 'finishing' },
        {
          type: 'done',
          fileName: 'The-Grounded-Mentor-Brand-Guide.pdf',
          bytes: PDF.length,
          pdfBase64: PDF.toString('base64'),
        },
      ]);
    const progress: number[] = [];
    await downloadBrandGuide(analysis, { onProgress: (p) => progress.push(p) });

    expect(seen[0]!.accept).toMatch(/^text\/event-stream/);
    expect(seen[0]!.body).toEqual({ analysis, document: 'brand-guide' });
    expect(progress).toEqual([1, 5, 30, 85, 100]);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toBe('The-Grounded-Mentor-Brand-Guide.pdf');
    expect(saved[0]!.blob.type).toBe('application/pdf');
    expect(Buffer.from(await saved[0]!.blob.arrayBuffer())).toEqual(PDF);
  });

  test('When the server answers the PDF itself, then progress follows the bytes and the Content-Disposition name is used', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-length': String(PDF.length),
        'content-disposition': 'attachment; filename="Custom-Brand-Guide.pdf"',
      });
      res.end(PDF);
    };
    const progress: number[] = [];
    await downloadBrandGuide(analysis, { onProgress: (p) => progress.push(p) });
    expect(saved[0]!.fileName).toBe('Custom-Brand-Guide.pdf');
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  test('When the analysis is refused, then the error reads "Failed to generate PDF" with the status and the server’s message', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Some fields are missing or invalid.', code: 'VALIDATION_FAILED' }));
    };
    await expect(downloadBrandGuide(analysis)).rejects.toThrow(
      'Failed to generate PDF (400): Some fields are missing or invalid.',
    );
    expect(saved).toHaveLength(0);
  });

  test('When the render times out inside the stream, then the error carries 504 and the reason', async () => {
    handler = (_req, _body, res) =>
      sse(res, [
        { type: 'progress', percent: 5, stage: 'queued' },
        {
          type: 'error',
          status: 504,
          code: 'PDF_TIMEOUT',
          message: 'Rendering your brand guide took longer than 30 seconds. Please try again.',
        },
      ]);
    await expect(downloadBrandGuide(analysis)).rejects.toThrow(
      'Failed to generate PDF (504): Rendering your brand guide took longer than 30 seconds. Please try again.',
    );
  });

  test('When the file that arrives is empty, then the error is "Generated PDF is empty" and nothing is saved', async () => {
    handler = (_req, _body, res) =>
      sse(res, [{ type: 'done', fileName: 'X-Brand-Guide.pdf', bytes: 0, pdfBase64: '' }]);
    await expect(downloadBrandGuide(analysis)).rejects.toThrow(PDF_EMPTY_MESSAGE);
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end();
    };
    await expect(downloadBrandGuide(analysis)).rejects.toThrow(PDF_EMPTY_MESSAGE);
    expect(saved).toHaveLength(0);
  });

  test('When the stream closes before the file, then the error asks to try again', async () => {
    handler = (_req, _body, res) => sse(res, [{ type: 'progress', percent: 30, stage: 'rendering' }]);
    await expect(downloadBrandGuide(analysis)).rejects.toThrow(/^Failed to generate PDF: .*try again/);
  });

  test('When the server cannot be reached, then the error is the network sentence', async () => {
    const offline = jest.fn().mockRejectedValue(new TypeError('fetch failed'));
    const current = globalThis.fetch;
    globalThis.fetch = offline as unknown as typeof fetch;
    try {
      await expect(downloadBrandGuide(analysis)).rejects.toThrow(NETWORK_ERROR_MESSAGE);
    } finally {
      globalThis.fetch = current;
    }
    expect(offline).toHaveBeenCalledWith(
      operationById('generatePdf').path,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  test('When the caller aborts mid-render, then an AbortError comes back and nothing is saved', async () => {
    handler = (_req, _body, res) =>
      sse(
        res,
        [
          { type: 'progress', percent: 5, stage: 'queued' },
          { type: 'progress', percent: 30, stage: 'rendering' },
        ],
        500,
      );
    const controller = new AbortController();
    const running = downloadBrandGuide(analysis, {
      signal: controller.signal,
      onProgress: (p) => p >= 5 && controller.abort(),
    });
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(saved).toHaveLength(0);
  });
  test('When the uniform is asked for with the user’s edits, custom items and tier, then all of them are sent and the file is saved as the uniform', async () => {
    handler = (_req, _body, res) => {
      // A server that names no file: the client names it after the document.
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(PDF.length) });
      res.end(PDF);
    };
    const personalBrand = { brandStatement: 'I teach so the quiet kids speak up.' };
    const customItems = {
      'structured-blazer': {
        name: 'My thrifted tweed blazer',
        url: 'https://shop.example.com/tweed',
        savedAt: '2026-11-20T10:00:00.000Z',
        pieceType: 'outerwear' as const,
      },
    };

    await downloadPdf(analysis, { document: 'uniform', personalBrand, customItems, tier: 'entry' });

    expect(seen[0]!.body).toEqual({
      analysis,
      document: 'uniform',
      personalBrand,
      customItems,
      tier: 'entry',
    });
    expect(saved[0]!.fileName).toBe(`${analysis.styleArchetype.replace(/[^A-Za-z0-9]+/g, '-')}-Uniform.pdf`);
  });

  test('When the brand guide’s server names no file, then it is saved as "<Archetype>-Brand-Guide.pdf"', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(PDF);
    };
    await downloadPdf(analysis, { document: 'brand-guide' });
    expect(saved[0]!.fileName).toMatch(/-Brand-Guide\.pdf$/);
    expect(seen[0]!.body).toEqual({ analysis, document: 'brand-guide' });
  });
});

describe('fileNameFromDisposition', () => {
  test('When the header names the file plainly or in UTF-8 form, then that name is read', () => {
    expect(fileNameFromDisposition('attachment; filename="A-Brand-Guide.pdf"')).toBe('A-Brand-Guide.pdf');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%C3%89lan-Brand-Guide.pdf")).toBe(
      'Élan-Brand-Guide.pdf',
    );
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
