import { z } from 'zod';
import { analysisSchema } from '../analysis/analysis.schemas';
import { personalBrandSchema } from './analysis.operations';
import type { Operation } from './operation';

/** The PDF brand guide (spec 2 §4, §5, §7, §8). Owned by the pdf service. */

export const generatePdfRequestSchema = z
  .object({
    analysis: analysisSchema,
    /** The personal brand when the user has one open, for the brand-statement and voice pages. */
    personalBrand: personalBrandSchema.partial().optional(),
  })
  .meta({ id: 'GeneratePdfRequest' });
export type GeneratePdfRequest = z.infer<typeof generatePdfRequestSchema>;

/** "<Archetype>-Brand-Guide.pdf" with the archetype made safe for a file name (spec 2 §7). */
export function brandGuideFileName(archetype: string): string {
  const safe = archetype
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${safe || 'Style'}-Brand-Guide.pdf`;
}

/** How far a render has got, 0..100, and in which stage. */
export const pdfRenderStageSchema = z.enum(['queued', 'rendering', 'finishing']);
export type PdfRenderStage = z.infer<typeof pdfRenderStageSchema>;

/**
 * One server-sent event of a render asked for with `Accept: text/event-stream`: progress while the
 * job waits and renders, then one `done` carrying the file (base64) and its name, or one `error`
 * with the status the plain call would have answered.
 */
export const generatePdfStreamEventSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('progress'),
      percent: z.number().min(0).max(100),
      stage: pdfRenderStageSchema,
    }),
    z.object({
      type: z.literal('done'),
      fileName: z.string().min(1).max(200),
      bytes: z.number().int().min(0),
      pdfBase64: z.string(),
    }),
    z.object({
      type: z.literal('error'),
      status: z.number().int().min(400).max(599),
      message: z.string(),
      code: z.string(),
    }),
  ])
  .meta({ id: 'GeneratePdfStreamEvent' });
export type GeneratePdfStreamEvent = z.infer<typeof generatePdfStreamEventSchema>;

export const PDF_OPERATIONS = [
  {
    id: 'generatePdf',
    method: 'post',
    path: '/api/generate-pdf',
    summary: 'The PDF brand guide',
    description:
      'Renders the brand guide (cover, brand statement and voice, season palette with hex values, neutrals and colors to avoid, the 12-piece uniform with tier prices, event looks, do’s and don’ts, brands by tier, regional notes) on the render queue and answers the file.',
    decisions: [
      'The body may carry the personal brand next to the analysis.',
      'An empty render is an error ("Generated PDF is empty"), never an empty 200.',
      'With `Accept: text/event-stream` the call streams GeneratePdfStreamEvent: progress events while the job waits and renders, then `done` with the file as base64 and its name (or `error` with the status), so the browser can show a real progress bar.',
    ],
    auth: 'none',
    request: { body: generatePdfRequestSchema },
    responses: {
      200: {
        description: 'The PDF',
        contentType: 'application/pdf',
        headers: { 'Content-Disposition': 'attachment; filename="<Archetype>-Brand-Guide.pdf"' },
      },
    },
    errors: { 504: 'Rendering took longer than the limit; nothing is returned (JSON error)' },
  },
] as const satisfies readonly Operation[];
