import type { LookbookSeason } from '@uniform/style-engine';

/**
 * The dashboard's static copy (spec 2 §2.1): tab labels, the colour-theory explainer, the lookbook's
 * labels and the teasers. The lookbook's pieces, looks, brands and prices are not here: the style
 * engine draws them from the user's own analysis (lookbookCorePieces, lookbookLooks).
 */

export const DASHBOARD_TITLE = 'Your Style Dashboard';

export const DASHBOARD_TAB_LABELS = {
  'brand-summary': 'Brand Summary',
  'color-analysis': 'Color Analysis',
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

/** The hidden panels' copy; `link` opens the panel from the brand summary, the lookbook and the other panel. */
export const CAPSULE_WARDROBE = {
  link: 'See your capsule wardrobe',
  description:
    'Your 12 pieces, what they cost at each market tier, and the outfits they make for your events.',
  piecesTitle: 'Your pieces',
  tierTotalsLabel: 'Total at each market tier',
  outfitsTitle: 'Outfits for your events',
} as const;

export const EVENT_LOOKS = {
  link: 'See all your event looks',
  description: 'Every event you dress for, with the look from your pieces and notes to dress by.',
  noEvents: 'Add the events you dress for in your analysis to see a look for each of them here.',
} as const;

export const COLOUR_THEORY = {
  title: 'How seasonal color analysis works',
  paragraphs: [
    'Seasonal color analysis sorts coloring by three qualities: undertone (warm or cool), value (light or deep) and chroma (clear or soft). Springs are warm and clear, Summers cool and soft, Autumns warm and muted, Winters cool and high-contrast.',
    'Each of the 12 seasons leans on one quality first: a Soft Summer is soft before it is cool, a Deep Winter is deep before it is cool. Colors that share your qualities make skin look even and eyes bright; colors that fight them cast shadows and draw attention away from your face.',
    'Wear your foundation colors in the largest pieces (suits, trousers, coats), your statement and accent colors near the face or in one piece per outfit, and your neutrals as the glue between them.',
  ],
} as const;

/** How sure the season is (issue 22): the confidence in words, the runner-up, what would change it. */
export const SEASON_CERTAINTY = {
  title: 'How sure is this?',
  confidenceLabel: 'Confidence',
  runnerUpLabel: 'Runner-up',
  changeTitle: 'What would change it',
  confidence: {
    high: { word: 'High', meaning: 'your answers point clearly to this season.' },
    medium: { word: 'Medium', meaning: 'most of your answers point here, but another season is close.' },
    low: { word: 'Low', meaning: 'your answers sit between seasons, so try the runner-up too.' },
  },
  seeRunnerUp: (season: string) => `See the ${season} palette`,
} as const;

/** The virtual drape on the colour tab (issue 22, item 3). */
export const VIRTUAL_DRAPE = {
  title: 'Try a virtual drape',
  intro:
    'See your face framed by pairs of colors, as an analyst drapes fabric under your chin, and pick the more flattering of each. Use a clear photo of your face in daylight. The photo stays on this device: it is never uploaded.',
  photoLabel: 'Choose a photo for the drape',
  /** Offered when "Use a photo" above has read one, so it is not chosen twice. */
  useReadPhoto: 'Drape the photo you used above',
  reading: 'Opening the photo…',
  progress: (current: number, total: number) => `Pair ${current} of ${total}`,
  question: 'Which color makes your face look brighter and clearer?',
  axisQuestion: { warmth: 'Warm or cool?', depth: 'Light or deep?', chroma: 'Clear or soft?' },
  left: 'Left',
  right: 'Right',
  resultTitle: 'Your drape result',
  tally: (season: string, picks: number, total: number) => `${season}: ${picks} of ${total} picks`,
  useSeason: 'Use this season',
  keepResult: 'Keep my result',
} as const;

/** "Use a photo" on the colour tab (issue 22, item 2): what the photo says next to the analysis. */
export const PHOTO_COLOR_TAB = {
  seasonTitle: 'Your season with this photo',
  season: (season: string) => `Your answers with this photo's colors point to ${season}.`,
  same: 'That is the season of your analysis: the photo agrees with your answers.',
  differs: (season: string) => `Your analysis says ${season}: try the drape below to split the two.`,
  confidenceLabel: 'Confidence',
  seeSeason: (season: string) => `See the ${season} palette`,
  // Without the answers kept in this browser, the photo's words are set beside the analysis's own.
  compareTitle: 'Your photo next to your analysis',
  undertone: (photo: string, analysis: string) =>
    photo === analysis
      ? `Undertone: ${photo.toLowerCase()} in both.`
      : `Undertone: the photo reads ${photo.toLowerCase()}, your analysis ${analysis.toLowerCase()}.`,
} as const;

export const INCOMPLETE_COLOUR_TEXT =
  'Your color analysis is incomplete: we did not get enough answers about your coloring. Pick a season below to explore its palette, or retake the analysis to get yours.';

/** The lookbook's season select (spec 2 §2.1). */
export const LOOKBOOK_SEASON_OPTIONS: readonly { value: LookbookSeason; label: string }[] = [
  { value: 'spring', label: 'Spring' },
  { value: 'summer', label: 'Summer' },
  { value: 'fall', label: 'Fall' },
  { value: 'winter', label: 'Winter' },
];

export const LOOK_TABS = [
  { value: 'all', label: 'All' },
  { value: 'formal', label: 'Formal' },
  { value: 'business', label: 'Business' },
  { value: 'casual', label: 'Casual' },
] as const;

export const LOOK_TAB_PLACEHOLDER =
  'Looks filtered by occasion are coming soon. For now, every look is under All.';

export const NO_LOOKS_TEXT =
  'None of the occasions you dress for has a look yet. Add events to your answers to get looks built from your pieces.';

export const SAVED_LOOKS = {
  title: 'Saved looks',
  description: 'Looks you saved: kept in this browser, and in your account when it saves your style profile.',
  empty: 'No saved looks yet. Open a look and choose Save Look to keep it here.',
} as const;

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
    'Answer a few questions about your work, taste and coloring and we will build your style profile.',
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
