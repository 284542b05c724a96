import { brandGuideFileName, PALETTE_CATEGORIES, type Analysis } from '@uniform/contracts';
import { buildPersonalBrand, paletteFor, uniformTotal } from '@uniform/style-engine';
import {
  capsuleFlatLay,
  EVENT_LOOK_KEYS,
  flatLayAlt,
  flatLayDataUrl,
  lookFlatLay,
} from '@uniform/style-engine';
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

/** The guide shows the dashboard's pictures: the capsule's and each look's flat-lay, with their alt text. */
describe('The brand guide’s flat-lays', () => {
  test('When the guide is laid out, then its uniform page holds the capsule flat-lay as a data-URL image with the capsule’s alt text', () => {
    const analysis = founderAnalysis();
    const { pieces } = brandGuideContent({ analysis });
    const capsule = capsuleFlatLay(analysis, pieces, { columns: pieces.length })!;
    const html = brandGuideBody({ analysis });

    const image = `<img class="flatlay capsule" src="${esc(flatLayDataUrl(capsule))}" alt="${esc(flatLayAlt(capsule))}">`;
    expect(html).toContain(image);
    expect(flatLayAlt(capsule)).toMatch(/^Flat-lay of your 12-piece capsule\. /);
    for (const piece of analysis.uniformPieces!) expect(flatLayAlt(capsule)).toContain(piece.name);
    // The picture sits on the uniform page, above its price table.
    const uniformPage = html.slice(html.indexOf('The uniform'), html.indexOf('Looks and rules'));
    expect(uniformPage.indexOf(image)).toBeGreaterThan(-1);
    expect(uniformPage.indexOf(image)).toBeLessThan(uniformPage.indexOf('<table>'));
  });

  test('When the analysis has event looks, then each look card holds its own flat-lay', () => {
    const analysis = founderAnalysis();
    const html = brandGuideBody({ analysis });
    const looks = EVENT_LOOK_KEYS.filter((key) => analysis.eventLooks[key].trim());
    expect(looks.length).toBeGreaterThan(0);
    for (const key of looks) {
      const flatLay = lookFlatLay(analysis, key)!;
      expect(html).toContain(
        `<img class="flatlay" src="${esc(flatLayDataUrl(flatLay))}" alt="${esc(flatLayAlt(flatLay))}">`,
      );
    }
    expect(html.match(/<img class="flatlay"/g)).toHaveLength(looks.length);
  });

  test('When the analysis has no palette to draw in, then the guide has no flat-lay and nothing broken in its place', () => {
    const analysis = founderAnalysis();
    const bare = {
      ...analysis,
      colorAnalysis: { ...analysis.colorAnalysis, recommendedColors: [], neutrals: [] },
    };
    const content = brandGuideContent({ analysis: bare });
    expect(content.capsuleImage).toBeUndefined();
    expect(content.eventLooks.every((entry) => entry.image === undefined)).toBe(true);
    expect(brandGuideBody({ analysis: bare })).not.toContain('<img');
  });
});
