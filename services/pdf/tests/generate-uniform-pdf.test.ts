import { type CustomItem } from '@uniform/contracts';
import { lookbookLooks } from '@uniform/style-engine';
import { describeWithInfra, readJson, useStarted } from '@uniform/test-kit';
import { uniformContent } from '../src/domain/uniform-content';
import {
  describeWithChromium,
  founderAnalysis,
  pdfAnswerText,
  startPdf,
  type PdfContext,
} from './support/pdf-context';

jest.setTimeout(60_000);

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const customItem = (name: string): CustomItem => ({
  name,
  url: 'https://shop.example.com/p/42',
  savedAt: '2026-11-20T10:00:00.000Z',
  pieceType: 'foundation',
});

describeWithInfra(
  'POST /api/generate-pdf for the uniform and the user’s edits, on real Redis and Chromium',
  () => {
    describeWithChromium('with the render worker running', () => {
      let ctx: PdfContext;
      const analysis = founderAnalysis();
      useStarted(async () => (ctx = await startPdf({ worker: true })));

      test('When the uniform is asked for with a custom item and a tier, then the file is "<Archetype>-Uniform.pdf" holding the 12 pieces with three tier prices, the user’s pick, the tier totals, an outfit and the palette hexes', async () => {
        const replaced = analysis.uniformPieces![2]!;
        const customItems = { [replaced.id]: customItem('Sézane Charlie cardigan') };
        const res = await ctx.post({ analysis, document: 'uniform', tier: 'luxury', customItems });

        expect(res.status).toBe(200);
        expect(res.headers.get('content-disposition')).toBe(
          'attachment; filename="The-Visionary-Minimalist-Uniform.pdf"',
        );
        const text = await pdfAnswerText(res);
        expect(text).toContain('Your 12 pieces, the outfits they make for your events');
        expect(text).toContain(analysis.colorAnalysis.season);
        for (const piece of analysis.uniformPieces!.filter((p) => p.id !== replaced.id)) {
          expect(text).toContain(piece.name);
          expect(text).toContain(
            `${usd(piece.prices.entry)} ${usd(piece.prices.mid)} ${usd(piece.prices.luxury)}`,
          );
        }
        // "Your pick" is set in capitals.
        expect(text).toContain('Sézane Charlie cardigan YOUR PICK');
        expect(text).toContain(`In place of ${replaced.name}`);
        expect(text).toContain('https://shop.example.com/p/42');
        const content = uniformContent({ analysis, tier: 'luxury', customItems });
        expect(text).toContain('Your tier, Luxury, is highlighted.');
        expect(text).toContain(`What your 12 pieces come to at each market tier.`);
        for (const total of Object.values(content.totals)) expect(text).toContain(usd(total));
        const outfit = content.outfits[0]!;
        expect(outfit.name).toBe(lookbookLooks(analysis)[0]!.name);
        expect(text).toContain(outfit.name);
        expect(text).toContain(`Together ${usd(outfit.total)}`);
        for (const colour of [...content.swatches.flatMap((group) => group.colours), ...content.neutrals])
          expect(text).toContain(colour.hex.toUpperCase());
        // The brand guide is a different document.
        expect(text).not.toContain('Brand statement and voice');
      });

      test('When the brand guide is asked for with an edited field and a custom item, then it prints the edit and the user’s pick', async () => {
        const voiceAndTone = 'Measured, dry and exact: numbers first, adjectives last.';
        const res = await ctx.post({
          analysis,
          document: 'brand-guide',
          personalBrand: { voiceAndTone },
          customItems: { [analysis.uniformPieces![0]!.id]: customItem('Boglioli unstructured blazer') },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-disposition')).toBe(
          'attachment; filename="The-Visionary-Minimalist-Brand-Guide.pdf"',
        );
        const text = await pdfAnswerText(res);
        expect(text).toContain(voiceAndTone);
        expect(text).toContain('Boglioli unstructured blazer YOUR PICK');
      });

      test('When an edit and a custom item name hold </style> and <script>, then both PDFs show them as text', async () => {
        const statement = 'Clear.</style><script>document.title="pwned"</script>';
        const itemName = '<b>Bold</b> <script>x()</script>';
        const body = {
          analysis,
          personalBrand: { brandStatement: statement },
          customItems: { [analysis.uniformPieces![0]!.id]: customItem(itemName) },
        };
        const [guide, uniform] = await Promise.all([
          ctx.post({ ...body, document: 'brand-guide' }),
          ctx.post({ ...body, document: 'uniform' }),
        ]);
        expect([guide.status, uniform.status]).toEqual([200, 200]);
        const guideText = await pdfAnswerText(guide);
        expect(guideText).toContain(statement);
        expect(guideText).toContain(itemName);
        expect(await pdfAnswerText(uniform)).toContain(itemName);
      });
    });

    describe('validation (no worker)', () => {
      let ctx: PdfContext;
      useStarted(async () => (ctx = await startPdf({ worker: false, timeoutMs: 1_500 })));

      const jobCount = async () =>
        Object.values(await ctx.jobs.queue.getJobCounts()).reduce((sum, n) => sum + n, 0);

      test.each([
        ['an unknown document', { document: 'poster' }, 'document'],
        ['an unknown tier', { tier: 'cheap' }, 'tier'],
        [
          'a custom item whose address is not http(s)',
          { customItems: { 'structured-blazer': { ...customItem('Mine'), url: 'javascript:alert(1)' } } },
          'customItems.structured-blazer.url',
        ],
      ])(
        'When the body holds %s, then the answer is 400 naming it and no job is queued',
        async (_, extra, path) => {
          const res = await ctx.post({ analysis: founderAnalysis(), ...extra });
          expect(res.status).toBe(400);
          const body = (await readJson(res)) as { code: string; issues: { path: string }[] };
          expect(body.code).toBe('VALIDATION_FAILED');
          expect(body.issues.map((issue) => issue.path)).toContain(path);
          expect(await jobCount()).toBe(0);
        },
      );

      test('When the uniform is not rendered in time, then the 504 names the uniform', async () => {
        const res = await ctx.post({ analysis: founderAnalysis(), document: 'uniform' });
        expect(res.status).toBe(504);
        expect(await readJson(res)).toEqual({
          message: 'Rendering your uniform took longer than 2 seconds. Please try again.',
          code: 'PDF_TIMEOUT',
        });
      });
    });
  },
);
