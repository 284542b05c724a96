import { z } from 'zod';
import { analysisSchema } from '../analysis/analysis.schemas';
import { BUDGET_TIER_IDS } from '../questionnaire/questionnaire.data';
import { personalBrandSchema } from './analysis.operations';
import type { Operation } from './operation';
import { styleProfileContentSchema } from './profiles.operations';

/**
 * The two PDFs (spec 2 §4, §5, §7, §8; issue 20). Owned by the pdf service. The personal-branding
 * tab's "Download Brand Guide" is the brand guide; the dashboard header's "Download Uniform" is the
 * style-profile PDF: the 12 pieces with tier prices and where to buy them, the capsule's outfits and
 * the palette card to shop with.
 */

export const PDF_DOCUMENTS = ['brand-guide', 'uniform'] as const;
export type PdfDocument = (typeof PDF_DOCUMENTS)[number];
/** How messages name each document: "Rendering your uniform took longer than…". */
export const PDF_DOCUMENT_NAMES: Record<PdfDocument, string> = {
  'brand-guide': 'brand guide',
  uniform: 'uniform',
};

export const generatePdfRequestSchema = z
  .object({
    analysis: analysisSchema,
    /** Which PDF: the brand guide (the default, as older clients expect) or the uniform. */
    document: z.enum(PDF_DOCUMENTS).default('brand-guide'),
    /** The personal brand with the user's edits laid over it, for the brand-statement and voice pages. */
    personalBrand: personalBrandSchema.partial().optional(),
    /** The user's own items in place of uniform pieces, by piece id (the saved profile's shape). */
    customItems: styleProfileContentSchema.shape.customItems.unwrap().optional(),
    /** The market tier the user chose on the dashboard; without it, the one their budget gives. */
    tier: z.enum(BUDGET_TIER_IDS).optional(),
  })
  .meta({ id: 'GeneratePdfRequest' });
export type GeneratePdfRequest = z.infer<typeof generatePdfRequestSchema>;
export type GeneratePdfRequestInput = z.input<typeof generatePdfRequestSchema>;

/** The archetype made safe for a file name: ASCII letters and digits joined by dashes. */
function fileNamePart(archetype: string): string {
  const safe = archetype
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return safe || 'Style';
}

/** "<Archetype>-Brand-Guide.pdf" with the archetype made safe for a file name (spec 2 §7). */
export function brandGuideFileName(archetype: string): string {
  return `${fileNamePart(archetype)}-Brand-Guide.pdf`;
}

/** "<Archetype>-Uniform.pdf": the dashboard header's style-profile PDF. */
export function uniformFileName(archetype: string): string {
  return `${fileNamePart(archetype)}-Uniform.pdf`;
}

/** The file name of either document. */
export function pdfFileName(document: PdfDocument, archetype: string): string {
  return document === 'uniform' ? uniformFileName(archetype) : brandGuideFileName(archetype);
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
    summary: 'The PDF brand guide or uniform',
    description:
      'Renders one of two documents on the render queue and answers the file. `document: "brand-guide"` (the default): cover, brand statement and voice, season palette with hex values, neutrals and colors to avoid, the 12-piece uniform with tier prices, event looks, do’s and don’ts, brands by tier, regional notes. `document: "uniform"` (the dashboard header’s style-profile PDF): cover with archetype and season, the 12 pieces with their prices at the three tiers (the chosen tier highlighted) and where to buy them, the tier totals, the capsule’s outfits for the user’s events with their flat-lays, and a palette card (season colors with names and hex, neutrals, colors to avoid).',
    decisions: [
      'The body may carry the personal brand with the user’s edits laid over it; every field it carries is printed instead of the generated one.',
      'The body may carry the user’s custom items by piece id: the piece shows the item’s name and address, marked "Your pick", at the piece’s tier prices. A custom item for a piece id the analysis does not have is ignored.',
      'The chosen `tier` is highlighted; without it, the tier the budget gives.',
      'Everything the user typed is printed as text: markup in an edit or an item name never becomes markup in the document.',
      'An empty render is an error ("Generated PDF is empty"), never an empty 200.',
      'With `Accept: text/event-stream` the call streams GeneratePdfStreamEvent: progress events while the job waits and renders, then `done` with the file as base64 and its name (or `error` with the status), so the browser can show a real progress bar.',
    ],
    auth: 'none',
    request: { body: generatePdfRequestSchema },
    responses: {
      200: {
        description: 'The PDF',
        contentType: 'application/pdf',
        headers: {
          'Content-Disposition':
            'attachment; filename="<Archetype>-Brand-Guide.pdf" (or "<Archetype>-Uniform.pdf" for the uniform)',
        },
      },
    },
    errors: { 504: 'Rendering took longer than the limit; nothing is returned (JSON error)' },
  },
] as const satisfies readonly Operation[];
