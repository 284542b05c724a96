import { brandGuideFileName, PALETTE_CATEGORIES, type Analysis } from '@uniform/contracts';
import { buildPersonalBrand, paletteFor, uniformTotal } from '@uniform/style-engine';
import { buildAnalysisFixture } from '@uniform/test-kit';
import { brandGuideContent, splitRules } from '../src/domain/brand-guide-content';
import { brandGuideBody, brandGuideFooter, esc } from '../src/domain/brand-guide-document';
import { founderAnalysis } from './support/pdf-context';

describe('The brand guide content', () => {
  test('When the analysis comes from the engine, then the guide shows its season palette, its 12 pieces and brands for all three tiers', () => {
    const analysis = founderAnalysis();
    const content = brandGuideContent({ analysis });
    expect(content.tier).toBe('mid'); // budget 3,000
    expect(content.pieces).toHaveLength(12);
    expect(content.totals.entry).toBe(uniformTotal('entry'));
    const palette = paletteFor(analysis.colorAnalysis.season)!;
    const shown = content.swatches.flatMap((group) => group.colours.map((c) => c.hex));
    expect(shown).toEqual(expect.arrayContaining(palette.recommended.map((c) => c.hex)));
    expect(content.brandsByTier.map((group) => group.tier)).toEqual(['entry', 'mid', 'luxury']);
    // The user's own tier is the dashboard's list, with their liked brands.
    expect(content.brandsByTier[1]!.brands).toEqual(analysis.brandRecommendations.slice(0, 8));
    expect(content.dos.length).toBeGreaterThan(2);
    expect(content.donts.length).toBeGreaterThan(1);
  });

  test('When the analysis is the fixture with few colours and no brand match, then the engine palette fills the categories and the default budget tier applies', () => {
    const analysis: Analysis = buildAnalysisFixture({ budget: undefined, personalityProfile: {} });
    const content = brandGuideContent({ analysis });
    expect(content.budget).toBe(1000);
    expect(content.tier).toBe('entry');
    expect(content.swatches.map((g) => g.category)).toEqual(PALETTE_CATEGORIES);
    expect(content.avoid[0]).toEqual({ name: 'Neon orange' });
  });

  test('When styling rules are text with DO’S and DON’TS sections, then they split into two lists', () => {
    expect(
      splitRules("DO'S:\n- Repeat one silhouette\n- Keep silver hardware\nDON'TS:\n- Logos\n- Warm browns"),
    ).toEqual({
      dos: ['Repeat one silhouette', 'Keep silver hardware'],
      donts: ['Logos', 'Warm browns'],
    });
    expect(splitRules('Just one rule')).toEqual({ dos: ['Just one rule'], donts: [] });
  });

  test('When a rule holds a semicolon or a dash, then the guide prints it as one bullet, never split in two', () => {
    const brand = {
      ...buildPersonalBrand(founderAnalysis()),
      stylingRules:
        "DO'S:\n- Speak as yourself on camera; authenticity outperforms image.\n\nDON'TS:\n- Don’t wear orange - it fights your colouring.",
    };

    const content = brandGuideContent({ analysis: founderAnalysis(), personalBrand: brand });

    expect(content.dos).toEqual(['Speak as yourself on camera; authenticity outperforms image.']);
    expect(content.donts).toEqual(['Don’t wear orange - it fights your colouring.']);
  });
});

describe('The brand guide markup', () => {
  test('When a field holds markup, then the body carries it as text only', () => {
    const analysis = { ...founderAnalysis(), brandSummary: '<img src=x onerror=alert(1)> & "quotes"' };
    const body = brandGuideBody({ analysis });
    // The guide's own images are the flat-lays; the summary's markup must not become one.
    expect(body).not.toContain('<img src=x');
    expect(body).toContain(esc(analysis.brandSummary));
  });

  test('When the archetype could close the style block, then the running footer escapes it', () => {
    const footer = brandGuideFooter({ ...founderAnalysis(), styleArchetype: 'X"</style><b>\\' });
    expect(footer.match(/<\/style>/g)).toHaveLength(1);
    expect(footer).not.toContain('<b>');
    expect(footer).toContain('counter(pages)');
  });

  test('When the file is named, then it follows the contract’s safe name', () => {
    expect(brandGuideFileName('The Visionary Minimalist')).toBe('The-Visionary-Minimalist-Brand-Guide.pdf');
  });
});
