import { generatePdfRequestSchema, pdfFileName, uniformFileName, type CustomItem } from '@uniform/contracts';
import { flatLayAlt, flatLayDataUrl, lookbookLooks, lookFlatLay, lookTotal } from '@uniform/style-engine';
import { brandGuideContent } from '../src/domain/brand-guide-content';
import { brandGuideBody, esc } from '../src/domain/brand-guide-document';
import { uniformContent } from '../src/domain/uniform-content';
import { uniformBody } from '../src/domain/uniform-document';
import { founderAnalysis } from './support/pdf-context';

const customItem = (name: string, url = 'https://shop.example.com/blazer'): CustomItem => ({
  name,
  url,
  savedAt: '2026-11-20T10:00:00.000Z',
  pieceType: 'foundation',
});

describe('The uniform content', () => {
  test('When the user chose an item in place of a piece, then that row carries their item and the other 11 stay ours', () => {
    const analysis = founderAnalysis();
    const replaced = analysis.uniformPieces![0]!;
    const content = uniformContent({
      analysis,
      customItems: { [replaced.id]: customItem('Margaret Howell navy blazer') },
    });

    expect(content.rows).toHaveLength(12);
    expect(content.rows[0]).toEqual({
      piece: replaced,
      own: { name: 'Margaret Howell navy blazer', url: 'https://shop.example.com/blazer' },
    });
    expect(content.rows.slice(1).every((row) => row.own === undefined)).toBe(true);
  });

  test('When an item was saved for a piece this analysis does not have, then nothing is replaced', () => {
    const content = uniformContent({
      analysis: founderAnalysis(),
      customItems: { 'piece-of-an-older-analysis': customItem('Old pick') },
    });
    expect(content.rows.every((row) => row.own === undefined)).toBe(true);
  });

  test('When a tier is chosen, then it is the highlighted tier and the outfits are priced at it', () => {
    const analysis = founderAnalysis();
    const content = uniformContent({ analysis, tier: 'luxury' });

    expect(content.tier).toBe('luxury');
    expect(content.tierChosen).toBe(true);
    const looks = lookbookLooks(analysis);
    expect(content.outfits.map((outfit) => outfit.name)).toEqual(looks.map((look) => look.name));
    expect(content.outfits.map((outfit) => outfit.total)).toEqual(
      looks.map((look) => lookTotal(look.items, 'luxury')),
    );
    // Without a choice, the budget's tier (3,000 is mid-market).
    expect(uniformContent({ analysis }).tier).toBe('mid');
  });

  test('When a piece of an outfit is replaced by the user’s item, then the outfit lists their item without our brand', () => {
    const analysis = founderAnalysis();
    const look = lookbookLooks(analysis)[0]!;
    const piece = look.items[0]!;
    const content = uniformContent({ analysis, customItems: { [piece.id]: customItem('My own loafers') } });
    expect(content.outfits[0]!.items[0]).toEqual({
      name: 'My own loafers',
      own: true,
      price: piece.prices.mid,
    });
  });
});

describe('The uniform markup', () => {
  test('When laid out, then it holds the 12 pieces, three tier totals, an outfit with its flat-lay and the palette hexes', () => {
    const analysis = founderAnalysis();
    const html = uniformBody({ analysis });
    const content = uniformContent({ analysis });

    for (const piece of content.pieces) expect(html).toContain(esc(piece.name));
    expect(html.match(/<div class="card[^"]*"><div class="kicker">[^<]*<\/div><strong>\$/g)).toHaveLength(3);
    const look = lookbookLooks(analysis)[0]!;
    const flatLay = lookFlatLay(analysis, look.key)!;
    expect(html).toContain(
      `<img class="flatlay" src="${esc(flatLayDataUrl(flatLay))}" alt="${esc(flatLayAlt(flatLay))}">`,
    );
    for (const colour of content.swatches.flatMap((group) => group.colours))
      expect(html).toContain(colour.hex.toUpperCase());
    for (const colour of content.neutrals) expect(html).toContain(colour.hex.toUpperCase());
  });

  test('When a custom item’s name and address hold markup, then they are printed as text and never become a link to script', () => {
    const analysis = founderAnalysis();
    const name = '<script>alert(1)</script></style><b>Blazer</b>';
    const url = 'https://evil.example.com/"><img src=x onerror=alert(1)>';
    const request = { analysis, customItems: { [analysis.uniformPieces![0]!.id]: customItem(name, url) } };

    for (const html of [uniformBody(request), brandGuideBody(request)]) {
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>Blazer');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain(esc(name));
      expect(html).toContain(`href="${esc(url)}"`);
      expect(html).toContain('Your pick');
    }
  });

  test('When a brand edit holds </style> and <script>, then the brand guide prints it as text', () => {
    const analysis = founderAnalysis();
    const voiceAndTone = 'Plain words.</style><script>document.title="pwned"</script>';
    const html = brandGuideBody({ analysis, personalBrand: { voiceAndTone } });
    expect(html).toContain(esc(voiceAndTone));
    expect(html).not.toContain('<script>');
    // Only the running footer closes a style block.
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  test('When the archetype could close a style block, then the uniform’s footer escapes it', () => {
    const html = uniformBody({ analysis: { ...founderAnalysis(), styleArchetype: 'X"</style><b>\\' } });
    // The footer's and the document's own style blocks, nothing more.
    expect(html.match(/<\/style>/g)).toHaveLength(2);
    expect(html).not.toContain('<b>');
  });
});

describe('The brand guide with the user’s edits', () => {
  test('When every field the dashboard edits is sent, then the guide prints each one', () => {
    const analysis = founderAnalysis();
    const personalBrand = {
      brandStatement: 'Edited statement words',
      enneagramMbtiVibes: 'Edited vibes words',
      voiceAndTone: 'Edited voice words',
      visualSignature: 'Edited signature words',
      brandWords: 'Edited, Brand, Words',
      stylingRules: "DO'S:\n- Edited rule to keep\nDON'TS:\n- Edited rule to drop",
      styleStrategy: 'Edited strategy words',
      audienceId: 'Edited audience words',
      platformCues: 'Edited platform words',
    };
    const html = brandGuideBody({ analysis, personalBrand });
    for (const text of [
      'Edited statement words',
      'Edited vibes words',
      'Edited voice words',
      'Edited signature words',
      'Edited',
      'Brand',
      'Edited rule to keep',
      'Edited rule to drop',
      'Edited strategy words',
      'Edited audience words',
      'Edited platform words',
    ])
      expect(html).toContain(text);
  });

  test('When a custom item and a tier are sent, then the guide’s 12-piece page shows the item and highlights that tier', () => {
    const analysis = founderAnalysis();
    const piece = analysis.uniformPieces![3]!;
    const request = {
      analysis,
      tier: 'entry' as const,
      customItems: { [piece.id]: customItem('Everlane wool sweater') },
    };
    const content = brandGuideContent(request);
    expect(content.tier).toBe('entry');
    const html = brandGuideBody(request);
    const uniformPage = html.slice(html.indexOf('03 · The uniform'), html.indexOf('04 · Looks and rules'));
    expect(uniformPage).toContain('Everlane wool sweater<span class="pick">Your pick</span>');
    expect(uniformPage).toContain(`In place of ${esc(piece.name)}`);
    expect(uniformPage).toContain('<th class="num mine">Entry</th>');
    expect(uniformPage).toContain('Your tier, Entry Level, is highlighted.');
  });
});

describe('The request and the file name', () => {
  test('When no document is named, then it is the brand guide, as older clients expect', () => {
    const parsed = generatePdfRequestSchema.parse({ analysis: founderAnalysis() });
    expect(parsed.document).toBe('brand-guide');
    expect(pdfFileName(parsed.document, 'The Visionary Minimalist')).toBe(
      'The-Visionary-Minimalist-Brand-Guide.pdf',
    );
  });

  test('When the uniform is named, then its file is "<Archetype>-Uniform.pdf", made safe', () => {
    expect(uniformFileName('Élan <b>"Noir"</b>/../x')).toBe('Elan-b-Noir-b-x-Uniform.pdf');
    expect(pdfFileName('uniform', 'The Visionary Minimalist')).toBe('The-Visionary-Minimalist-Uniform.pdf');
  });
});
