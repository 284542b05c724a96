/**
 * The word tables the audit reads: garments and moodboard words worn or read mostly on one side of
 * the gender-expression scale, brands that sell one department only, the base events behind each
 * event look, and colour words that name a metal or a fabric rather than a colour.
 *
 * The garment list is the common retail split (what department a shop files the piece under), not a
 * rule about who may wear what: the audit only uses it to keep the engine from offering a piece the
 * answers did not ask for. A neutral expression may get either side.
 */

export type GenderSide = 'feminine' | 'masculine';
export type BrandDepartment = 'menswear' | 'womenswear' | 'both';

/**
 * Garment patterns by side, as regular-expression sources matched case-insensitively on word
 * boundaries (Unicode mode). "dress" is only the garment: "dress shirt", "dress code" and "dress for"
 * are not.
 */
export const GENDERED_GARMENTS: Record<GenderSide, readonly string[]> = {
  feminine: [
    'skirts?',
    // The noun after a word ("a navy dress", "wrap dresses"), not the verb ("dress one notch up").
    '(?<=[\\p{L}-]+\\s+)(?<!(?:to|you|we|they|i|and|or|how|always|will|can|should|never|then|just|simply)\\s+)dress(?:es)?(?![\\s-]+(?:shirts?|shoes?|codes?|trousers|pants|boots?|watch|down|up|for|like|well|the|to|it|your|you|sense|one|a|an))',
    'blouses?',
    'heels',
    'high[\\s-]heels?',
    'kitten[\\s-]heels?',
    'block[\\s-]heels?',
    'stilettos?',
    'pumps',
    'slingbacks?',
    'ballet flats?',
    'mary[\\s-]janes?',
    'camisoles?',
    'silk shells?',
    'bodysuits?',
    'peplum',
    'clutch(?:es)?',
    'handbags?',
    'tights',
    'hosiery',
    'pearl (?:necklaces?|earrings?|studs?|strands?)',
    'drop earrings?',
    'lipstick',
    'red lips?',
  ],
  masculine: [
    'silk ties?',
    'knit ties?',
    'neckties?',
    'neck ties?',
    'bow ties?',
    'tie (?:bars?|clips?|pins?)',
    'cufflinks?',
    'pocket squares?',
    'three-piece suits?',
    'suspenders',
    'boxer briefs?',
  ],
};

/** Words of a moodboard scene that cast its figure on one side. */
export const GENDERED_MOODBOARD_WORDS: Record<GenderSide, readonly string[]> = {
  feminine: ['woman', 'women', 'she', 'her', 'hers', 'girl', 'lady', 'feminine', 'womenswear'],
  masculine: ['man', 'men', 'he', 'him', 'his', 'boy', 'gentleman', 'masculine', 'menswear'],
};

/**
 * Brands of the catalogue and of the regional lists that sell one department only (or almost only).
 * A brand not listed sells both. Read only when the brand catalogue carries no department of its
 * own for the name.
 */
export const SINGLE_DEPARTMENT_BRANDS: Record<Exclude<BrandDepartment, 'both'>, readonly string[]> = {
  menswear: [
    'Charles Tyrwhitt',
    'Bonobos',
    'Todd Snyder',
    'Suitsupply',
    'Buck Mason',
    'Taylor Stitch',
    'Private White V.C.',
    'Ralph Lauren Purple Label',
    'Zegna',
    'Viberg',
    'Aimé Leon Dore',
    'Stone Island',
    'MR PORTER',
    'Grailed',
    'Allen Edmonds',
    'Ball and Buck',
    'Billy Reid',
    'Haggar',
    'Hart Schaffner Marx',
    'Haspel',
    'Hickey Freeman',
    'Howler Brothers',
    'Hugh & Crye',
    'Jos. A. Bank',
    'Ledbury',
    'Martin Greenfield Clothiers',
    'Mizzen+Main',
    'Onward Reserve',
    'Peter Millar',
    'Perry Ellis',
    'Cubavera',
    'Criquet',
    'Southern Tide',
    'The Tie Bar',
  ],
  womenswear: [
    '& Other Stories',
    'Ann Taylor',
    'M.M.LaFleur',
    'Diane von Furstenberg',
    'Sézane',
    'Rachel Comey',
    'Cuyana',
    'Jenni Kayne',
    'Khaite',
    'Toteme',
    'Max Mara',
    'Carolina Herrera',
    'Oscar de la Renta',
    'Ganni',
    'Isabel Marant',
    'NET-A-PORTER',
    'Anthropologie',
    'Draper James',
    'Francesca’s',
    'Kendra Scott',
    'Lilly Pulitzer',
    'Reformation',
    'Spanx',
    'Tootsies',
  ],
};

/**
 * The events each event look of the analysis dresses for: a look is for an event the user chose
 * when one of its base events (or a custom event naming one of its words) is among their answers.
 */
export const EVENT_LOOK_EVENTS = {
  pitchMeeting: {
    events: ['Investor pitches', 'Client meetings'],
    words: ['pitch', 'investor', 'board', 'fundrais', 'demo day', 'client', 'sales'],
  },
  conference: {
    events: ['Conferences', 'Speaking engagements'],
    words: ['conference', 'speak', 'keynote', 'panel', 'talk', 'summit', 'stage', 'workshop'],
  },
  networking: {
    events: ['Networking events', 'Industry dinners'],
    words: ['network', 'dinner', 'mixer', 'meetup', 'meet-up', 'reception', 'gala', 'happy hour'],
  },
} as const;

/** Colour words that name a metal (governed by the season's metals) or a fabric, not a garment colour. */
export const NON_GARMENT_COLOUR_WORDS = new Set([
  'gold',
  'silver',
  'rose gold',
  'copper',
  'bronze',
  'brass',
  'steel',
  'platinum',
  'gunmetal',
  'denim',
]);

/**
 * Words after which a capital "A" is a label, not an article ("plan A", "type A"), so it is not an
 * article out of place.
 */
export const LETTER_LABEL_WORDS = new Set([
  'plan',
  'type',
  'grade',
  'class',
  'vitamin',
  'option',
  'part',
  'step',
  'round',
  'tier',
  'level',
  'row',
  'block',
  'model',
  'size',
  'cup',
  'category',
  'section',
  'page',
  'series',
]);
