import {
  budgetTier,
  budgetTierLabel,
  INSUFFICIENT_SEASON,
  analysisBudget,
  type Analysis,
  type UniformPieceCategory,
} from '@uniform/contracts';
import { colourFromText, nearestPaletteColour } from '../colour';
import { uniformPieces } from '../wardrobe';
import { withArticle } from '../brand/brand-text';

/** What could be read from the item's page (all optional: the page may not have been fetched). */
export interface ItemPage {
  title?: string;
  price?: { amount: number; currency?: string };
  colour?: string;
  brand?: string;
}

export interface CustomItemInput {
  url: string;
  analysis: Analysis;
  pieceType: UniformPieceCategory;
  pieceName?: string;
  page?: ItemPage;
}

/** A colour given as #RRGGBB, or named in text. */
function colourOf(text: string): { word: string; hex: string } | undefined {
  const hex = /^#?([0-9a-f]{6})$/i.exec(text.trim());
  return hex ? { word: `#${hex[1]!.toUpperCase()}`, hex: `#${hex[1]!.toUpperCase()}` } : colourFromText(text);
}

/** The item's name from the last meaningful URL segment: '/products/merino-crew-navy?x=1' → 'Merino Crew Navy'. */
export function itemNameFromUrl(url: string): string {
  try {
    const segments = new URL(url).pathname.split('/').filter(Boolean);
    const last = decodeURIComponent(segments.at(-1) ?? '')
      .replace(/\.(html?|php|aspx?)$/i, '')
      .replace(/[-_+]+/g, ' ')
      .replace(/\b[a-z0-9]*\d{4,}[a-z0-9]*\b/gi, '')
      .trim();
    if (!last) return new URL(url).hostname.replace(/^www\./, '');
    return last.replace(/\b\w/g, (c) => c.toUpperCase()).slice(0, 120);
  } catch {
    return 'This item';
  }
}

/**
 * Guidance on an item the user wants to wear instead of one of their uniform pieces: whether its
 * colour sits in their season's palette (CIEDE2000 distance to the nearest swatch), whether its
 * price fits their market tier (against the uniform's own piece prices), and how to keep it in their
 * archetype. Works from the URL alone when the page could not be read.
 */
export function customItemGuidance(input: CustomItemInput): string {
  const { analysis, page, pieceType } = input;
  const name = page?.title?.trim() || itemNameFromUrl(input.url);
  const replaces = input.pieceName
    ? `your ${input.pieceName.trim()}`
    : `${withArticle(pieceType)} piece of your uniform`;
  const paragraphs: string[] = [`${name} as ${replaces}:`];

  // Colour.
  const season = analysis.colorAnalysis.season;
  const colour =
    (page?.colour && colourOf(page.colour)) ||
    (page?.title && colourFromText(page.title)) ||
    colourFromText(input.url);
  if (colour && season !== INSUFFICIENT_SEASON) {
    const match = nearestPaletteColour(colour.hex, season);
    const avoided = analysis.colorAnalysis.avoid.find(
      (item) => (typeof item === 'string' ? item : item.name).toLowerCase() === colour.word.toLowerCase(),
    );
    if (avoided) {
      const reason = typeof avoided === 'string' ? '' : ` ${avoided.reason}`;
      paragraphs.push(`Color: ${colour.word} is on your ${season} avoid list.${reason}`);
    } else if (match?.fits) {
      paragraphs.push(
        `Color: ${colour.word} sits in your ${season} palette, right next to your ${match.swatch.name} (${match.swatch.hex}). A safe choice.`,
      );
    } else if (match) {
      paragraphs.push(
        `Color: ${colour.word} is outside your ${season} palette; the nearest color you own is ${match.swatch.name} (${match.swatch.hex}). Keep it away from your face, or look for it in ${match.swatch.name.toLowerCase()}.`,
      );
    }
  } else if (colour) {
    paragraphs.push(
      `Color: ${colour.word}. Answer the color questions and we can tell you whether it is in your palette.`,
    );
  } else {
    const first = analysis.colorAnalysis.recommendedColors.slice(0, 3).map((c) => c.name);
    if (first.length) {
      paragraphs.push(
        `Color: we could not tell the color from ${page ? 'the page' : 'the link'}; choose it in ${first.join(', ')} to stay in your ${season} palette.`,
      );
    }
  }

  // Price.
  const budget = analysisBudget(analysis);
  const tier = budgetTier(budget);
  const pieces = uniformPieces(tier).filter((piece) => piece.category === pieceType);
  if (page?.price && pieces.length) {
    const low = Math.min(...pieces.map((piece) => piece.prices[tier]));
    const high = Math.max(...pieces.map((piece) => piece.prices[tier]));
    const amount = page.price.amount;
    const currency = page.price.currency && page.price.currency !== 'USD' ? ` ${page.price.currency}` : '';
    const verdict =
      amount > high * 1.25
        ? `above the ${budgetTierLabel(budget)} range of your uniform ($${low}–$${high} for ${pieceType} pieces): worth it only if you will wear it weekly for years`
        : amount < low * 0.6
          ? `well under your ${budgetTierLabel(budget)} range ($${low}–$${high}); check the fabric and seams before you commit`
          : `within your ${budgetTierLabel(budget)} range ($${low}–$${high} for ${pieceType} pieces)`;
    paragraphs.push(`Price: $${amount}${currency} is ${verdict}.`);
  }

  // Archetype.
  if (analysis.styleArchetype && !analysis.showArchetypeSelection) {
    const words = analysis.styleLanguage.slice(0, 2).join(' and ');
    paragraphs.push(
      `Style: as ${analysis.styleArchetype}, keep it ${words || 'consistent with the rest of your uniform'}${
        analysis.styleIcon.name ? `, as ${analysis.styleIcon.name} would` : ''
      }. It should work with ${analysis.uniformSuggestions[pieceType === 'outerwear' ? 'foundation' : pieceType === 'footwear' ? 'foundation' : 'footwear'] || 'the rest of your uniform'}.`,
    );
  }
  if (!page) paragraphs.push('We could not read the page, so this guidance comes from the link alone.');
  return paragraphs.join('\n\n');
}
