import type { BudgetTierId } from '@uniform/contracts';
import type { LookbookCategory } from '@uniform/style-engine';

/**
 * The dashboard's static copy (spec 2 §2.1): tab labels, the colour-theory explainer, the lookbook's
 * core pieces and looks, and the teasers. Prices are not here: they come from the style engine's
 * tables (spec 2 §9), so the numbers live in one place.
 */

export const DASHBOARD_TITLE = 'Your Style Dashboard';

export const DASHBOARD_TAB_LABELS = {
  'brand-summary': 'Brand Summary',
  'color-analysis': 'Colour Analysis',
  'regional-brands': 'Regional Brands',
  lookbook: 'Lookbook',
  'personal-branding': 'Personal Branding',
  'social-media': 'Social Media',
  'sms-subscription': 'Getup',
  'chat-stylist': 'Chat with Scottie',
} as const;

export const HIDDEN_PANEL_LABELS = {
  'capsule-wardrobe': 'Capsule Wardrobe',
  'event-looks': 'Event Looks',
  evolution: 'Style Evolution',
} as const;

export const COLOUR_THEORY = {
  title: 'How seasonal colour analysis works',
  paragraphs: [
    'Seasonal colour analysis sorts colouring by three qualities: undertone (warm or cool), value (light or deep) and chroma (clear or soft). Springs are warm and clear, Summers cool and soft, Autumns warm and muted, Winters cool and high-contrast.',
    'Each of the 12 seasons leans on one quality first: a Soft Summer is soft before it is cool, a Deep Winter is deep before it is cool. Colours that share your qualities make skin look even and eyes bright; colours that fight them cast shadows and draw attention away from your face.',
    'Wear your foundation colours in the largest pieces (suits, trousers, coats), your statement and accent colours near the face or in one piece per outfit, and your neutrals as the glue between them.',
  ],
} as const;

export const INCOMPLETE_COLOUR_TEXT =
  'Your colour analysis is incomplete: we did not get enough answers about your colouring. Pick a season below to explore its palette, or retake the analysis to get yours.';

/** Lookbook seasons (the select of spec 2 §2.1) and which colour-season family each follows. */
export const LOOKBOOK_SEASONS = [
  { value: 'spring', label: 'Spring' },
  { value: 'summer', label: 'Summer' },
  { value: 'fall', label: 'Fall' },
  { value: 'winter', label: 'Winter' },
] as const;
export type LookbookSeason = (typeof LOOKBOOK_SEASONS)[number]['value'];

type CorePieceCopy = { name: string; description: string };

/** The lookbook's core pieces per season, in the order of the price tables (3 foundation, 2 footwear, 2 accent). */
export const LOOKBOOK_PIECES: Record<LookbookSeason, Record<LookbookCategory, readonly CorePieceCopy[]>> = {
  spring: {
    foundation: [
      { name: 'Cotton-Linen Blazer', description: 'A light, unlined blazer for mild mornings.' },
      { name: 'Poplin Shirt', description: 'Crisp and breathable under a jacket or alone.' },
      { name: 'Cropped Chinos', description: 'Clean trousers that show off spring shoes.' },
    ],
    footwear: [
      { name: 'Suede Loafers', description: 'Soft structure that works from office to patio.' },
      { name: 'White Leather Sneakers', description: 'Minimal and bright for casual days.' },
    ],
    accent: [
      { name: 'Silk Pocket Square or Scarf', description: 'A touch of your statement colour.' },
      { name: 'Woven Leather Belt', description: 'Texture that lightens tailoring.' },
    ],
  },
  summer: {
    foundation: [
      { name: 'Linen Shirt', description: 'Breathes in the heat and still reads considered.' },
      { name: 'Tropical Wool Trousers', description: 'Lightweight tailoring that does not crease.' },
      { name: 'Knit Polo', description: 'Between a tee and a shirt: polished and cool.' },
    ],
    footwear: [
      { name: 'Leather Sandals or Espadrilles', description: 'For warm days off the clock.' },
      { name: 'Unlined Loafers', description: 'Bare-ankle polish for summer meetings.' },
    ],
    accent: [
      { name: 'Sunglasses', description: 'One strong frame people remember.' },
      { name: 'Canvas and Leather Tote', description: 'Light enough for travel days.' },
    ],
  },
  fall: {
    foundation: [
      { name: 'Wool Blazer', description: 'Structured and warm, your everyday layer.' },
      { name: 'Merino Crewneck', description: 'Fine knit that layers under tailoring.' },
      { name: 'Flannel Trousers', description: 'Soft texture with a sharp line.' },
    ],
    footwear: [
      { name: 'Chelsea Boots', description: 'Weatherproof polish from desk to dinner.' },
      { name: 'Leather Derbies', description: 'A sturdier sole for cooler streets.' },
    ],
    accent: [
      { name: 'Wool Scarf', description: 'Your accent colour near the face.' },
      { name: 'Leather Work Bag', description: 'Structured and laptop-ready.' },
    ],
  },
  winter: {
    foundation: [
      { name: 'Wool Overcoat', description: 'The piece everyone sees first in winter.' },
      { name: 'Cashmere Turtleneck', description: 'Warm and sleek under a jacket.' },
      { name: 'Heavyweight Wool Trousers', description: 'Holds a crease through the cold.' },
    ],
    footwear: [
      { name: 'Leather Boots', description: 'Sealed leather for snow and slush.' },
      { name: 'Polished Oxfords', description: 'For the formal evenings of the season.' },
    ],
    accent: [
      { name: 'Leather Gloves', description: 'A finishing touch that matches your shoes.' },
      { name: 'Signature Watch', description: 'One piece you always wear.' },
    ],
  },
};

/** Who sells a lookbook piece at each market tier (shown as the item's current brand). */
export const LOOKBOOK_BRANDS: Record<BudgetTierId, Record<LookbookCategory, string>> = {
  entry: { foundation: 'Uniqlo', footwear: 'Clarks', accent: 'Madewell' },
  mid: { foundation: 'COS', footwear: 'Beckett Simonon', accent: 'Cuyana' },
  luxury: { foundation: 'The Row', footwear: 'John Lobb', accent: 'Loro Piana' },
};

export const LOOK_TABS = [
  { value: 'all', label: 'All' },
  { value: 'formal', label: 'Formal' },
  { value: 'business', label: 'Business' },
  { value: 'casual', label: 'Casual' },
] as const;

export const LOOK_TAB_PLACEHOLDER =
  'Looks filtered by occasion are coming soon. For now, every look is under All.';

export interface LookItemCopy {
  name: string;
  brand: string;
  /** Mid-market price in US dollars; the tier scales of spec 2 §9 turn it into the other tiers. */
  price: number;
}

export interface LookCopy {
  id: string;
  name: string;
  occasion: string;
  description: string;
  items: readonly LookItemCopy[];
}

/** The three looks of spec 2 §2.1. */
export const LOOKS: readonly LookCopy[] = [
  {
    id: 'investor-pitch-power',
    name: 'Investor Pitch Power',
    occasion: 'Pitches, board meetings, high-stakes calls',
    description: 'Sharp tailoring in your foundation colour with one statement note near the face.',
    items: [
      { name: 'Tailored Blazer', brand: 'Theory', price: 295 },
      { name: 'Crisp Shirt or Silk Shell', brand: 'COS', price: 145 },
      { name: 'Tailored Trousers', brand: 'Theory', price: 195 },
      { name: 'Leather Loafers', brand: 'Beckett Simonon', price: 295 },
      { name: 'Slim Watch', brand: 'Nomos', price: 250 },
    ],
  },
  {
    id: 'industry-authority',
    name: 'Industry Authority',
    occasion: 'Conferences, panels, speaking',
    description: 'Refined knitwear and texture that look composed on stage and comfortable all day.',
    items: [
      { name: 'Fine Merino Knit', brand: 'Sunspel', price: 195 },
      { name: 'Wool Trousers', brand: 'COS', price: 220 },
      { name: 'Chelsea Boots', brand: 'Blundstone', price: 280 },
      { name: 'Structured Tote', brand: 'Cuyana', price: 350 },
    ],
  },
  {
    id: 'approachable-leader',
    name: 'Approachable Leader',
    occasion: 'Networking, team days, casual Fridays',
    description: 'Relaxed layers in your softer colours that invite conversation.',
    items: [
      { name: 'Unstructured Jacket', brand: 'J.Crew', price: 250 },
      { name: 'Elevated Tee', brand: 'Everlane', price: 75 },
      { name: 'Dark Denim', brand: 'A.P.C.', price: 220 },
      { name: 'Minimal Sneakers', brand: 'Common Projects', price: 195 },
    ],
  },
];

export const GETUP_PROMO = {
  title: 'Get a style prompt every morning',
  text: 'Getup texts you one outfit idea from your palette at 7 AM your local time. Free, and you can reply STOP to cancel at any time.',
  action: 'Try Getup',
} as const;

export const SOCIAL_MEDIA_TEASER = {
  title: 'Social media styling',
  text: 'Premium members get profile-photo direction, a content palette for each platform and a posting style guide built from their brand.',
  action: 'Upgrade to Premium',
} as const;

export const COMING_SOON = 'Coming soon';

export const MESSAGES = {
  noAnalysisTitle: 'Complete Your Style Analysis',
  noAnalysisText:
    'Answer a few questions about your work, taste and colouring and we will build your style profile.',
  startAnalysis: 'Start Analysis',
  loading: 'Loading your style profile...',
  downloadFailedPrefix: 'Download failed: ',
  brandGuideFailed: 'Failed to download PDF. Please try again',
  personalBrandFailed: 'Failed to generate personal brand analysis. Please try again',
  communityFailed: 'Unable to load community recommendations at this time.',
  archetypesFailed: 'Failed to load style archetypes',
  generationFailed: 'Unable to create your style analysis. Please try again.',
  generationSucceeded: 'Your personalized style profile has been created',
  copyFailed: 'Please select the text and copy manually.',
  insufficientIcon: 'Insufficient Personality Data',
} as const;
