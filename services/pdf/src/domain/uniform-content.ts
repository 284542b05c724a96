import { lookbookLooks, lookFlatLay, lookTotal } from '@uniform/style-engine';
import {
  brandGuideContent,
  drawnImage,
  type BrandGuideContent,
  type GuideImage,
  type PdfRequest,
} from './brand-guide-content';

/**
 * What the uniform PDF says (the dashboard header's "Download Uniform", spec 2 §7; issue 20): the
 * brand guide's content (the 12 pieces with the user's own items in place, their tier prices and
 * totals, the brands by tier, the season palette) and the capsule's outfits, the engine's lookbook
 * looks for the user's events (the capsule-wardrobe panel's), each with its flat-lay, its pieces
 * and the brand the lookbook gives each piece at the highlighted tier. Pure data, no markup:
 * uniform-document.ts lays it out.
 */

export interface OutfitItem {
  name: string;
  /** The user's own item stands in for the piece. */
  own: boolean;
  /** The piece's price at the highlighted tier. */
  price: number;
  /** Where the lookbook sends the user for it at that tier; absent for their own item. */
  brand?: string;
}

export interface Outfit {
  name: string;
  /** The user's own events it dresses, as they named them. */
  occasion: string;
  description: string;
  image?: GuideImage;
  items: OutfitItem[];
  /** The items together at the highlighted tier. */
  total: number;
}

export interface UniformContent extends BrandGuideContent {
  outfits: Outfit[];
}

export function uniformContent(request: PdfRequest): UniformContent {
  const guide = brandGuideContent(request);
  const { analysis } = request;
  const own = new Map(guide.rows.flatMap((row) => (row.own ? [[row.piece.id, row.own.name]] : [])));
  const outfits = lookbookLooks(analysis).map((look) => ({
    name: look.name,
    occasion: look.occasion,
    description: look.description,
    image: drawnImage(lookFlatLay(analysis, look.key)),
    items: look.items.map((item) => {
      const mine = own.get(item.id);
      return mine
        ? { name: mine, own: true, price: item.prices[guide.tier] }
        : { name: item.name, own: false, price: item.prices[guide.tier], brand: item.brands[guide.tier] };
    }),
    total: lookTotal(look.items, guide.tier),
  }));
  return { ...guide, outfits };
}
