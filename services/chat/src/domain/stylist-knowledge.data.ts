import type { BODY_SHAPES, EventLooks } from '@uniform/contracts';

/**
 * What Scottie knows beyond the analysis: fit rules per body shape and height, the events people
 * ask about and which of their three event looks answers each, dress codes, fabric care, weather
 * and pattern rules. Standard wardrobe practice (fabric-care labels, the dress-code conventions
 * of US offices and invitations); the user's own colours, pieces and prices fill them in.
 */

export const SHAPE_RULES: Record<(typeof BODY_SHAPES)[number], string> = {
  Pear: 'For a pear shape, add structure at the shoulder (a sharp blazer, boat necks) and keep trousers and skirts straight or softly flared in a darker shade.',
  Apple:
    'For an apple shape, choose open necklines, single-breasted jackets worn open and fabrics with drape; skip tight waistbands and boxy cropped tops.',
  Hourglass:
    'For an hourglass shape, follow your waist: wrap and belted pieces, tailored jackets that nip in, and straight or bootcut trousers.',
  Rectangle:
    'For a rectangle shape, create shape with belted jackets, layered necklines and trousers with a defined waist or a slight flare.',
  'Inverted Triangle':
    'For an inverted triangle, keep shoulders clean (no padding or epaulettes), add volume below with wide-leg trousers and use V-necks to narrow the top.',
};

export const HEIGHT_RULES: Record<'petite' | 'tall', string> = {
  petite:
    'Being petite, keep jackets short enough to show your waist, crop trousers at the ankle and dress in one color top to bottom for length.',
  tall: 'Being tall, you can carry longer jackets, wide-leg trousers and bolder proportions; just check sleeve and inseam lengths.',
};

/** Events people name, the look of the analysis that answers each, and what changes for it. */
export const NAMED_EVENTS: { pattern: RegExp; label: string; look: keyof EventLooks; note?: string }[] = [
  {
    pattern: /\bboard (meeting|presentation|dinner)?|\bboardroom\b/,
    label: 'a board meeting',
    look: 'pitchMeeting',
    note: 'A board reads steadiness: one notch more formal than your team, nothing that needs explaining.',
  },
  {
    pattern: /\b(job )?interview/,
    label: 'an interview',
    look: 'pitchMeeting',
    note: "Dress one step above the company's everyday dress code, and press everything the night before.",
  },
  {
    pattern: /\b(pitch|investor|vc|fundrais\w*|demo day)\b/,
    label: 'a pitch or high-stakes meeting',
    look: 'pitchMeeting',
  },
  {
    pattern: /\b(client|sales meeting|negotiat\w*)\b/,
    label: 'a client meeting',
    look: 'pitchMeeting',
  },
  {
    pattern: /\b(conference|keynote|panel|talk|stage|summit|speaking|present\w*|workshop|podcast)\b/,
    label: 'a conference or time on stage',
    look: 'conference',
  },
  {
    pattern: /\bwedding\b/,
    label: 'a wedding',
    look: 'networking',
    note: 'Lift it for a wedding with your evening colors, {evening}, and never wear white.',
  },
  {
    pattern: /\b(gala|awards|opening night|fundraiser)\b/,
    label: 'a gala',
    look: 'networking',
    note: 'For a gala, swap in your evening colors, {evening}, and your best shoes.',
  },
  {
    pattern: /\b(first day|new job|all-hands|offsite|team meeting)\b/,
    label: 'your first day or a team day',
    look: 'conference',
    note: 'Match the team, then add one piece that is unmistakably yours.',
  },
  {
    pattern:
      /\b(network\w*|meetup|mixer|happy hour|party|dinner|drinks|reception|date|brunch|coffee|event|launch)\b/,
    label: 'networking and social events',
    look: 'networking',
  },
];

export const DRESS_CODES: {
  pattern: RegExp;
  name: string;
  advice: string;
  pieces: string[];
  colours: string[];
}[] = [
  {
    pattern: /\bbusiness casual\b/,
    name: 'business casual',
    advice: 'a jacket or a good knit over tailored trousers, leather shoes, no tie.',
    pieces: ['structured-blazer', 'fine-knit', 'tailored-trousers', 'leather-shoes'],
    colours: ['professional', 'foundation'],
  },
  {
    pattern: /\bsmart casual\b/,
    name: 'smart casual',
    advice: 'a knit or an elevated tee with dark denim and clean leather sneakers or loafers.',
    pieces: ['fine-knit', 'elevated-tee', 'dark-denim', 'minimal-sneakers'],
    colours: ['casual', 'foundation'],
  },
  {
    pattern: /\bbusiness (formal|professional)\b|\bsuit and tie\b/,
    name: 'business formal',
    advice: 'matching tailoring, a crisp shirt and polished leather shoes.',
    pieces: ['structured-blazer', 'crisp-shirt', 'tailored-trousers', 'leather-shoes'],
    colours: ['foundation'],
  },
  {
    pattern: /\b(black tie|cocktail( attire)?|formal event|white tie)\b/,
    name: 'cocktail and black tie',
    advice:
      'your darkest, sharpest tailoring or an evening dress, with polished shoes and one piece of jewelry.',
    pieces: ['structured-blazer', 'leather-shoes', 'signature-accessory'],
    colours: ['evening', 'foundation'],
  },
];

export const CARE_BY_MATERIAL: { material: string; pattern: RegExp; care: string; colourNote?: string }[] = [
  {
    material: 'cashmere',
    pattern: /\b(cashmere|merino|knit|knitwear|sweater|jumper|cardigan)\b/,
    care: 'hand wash cold with a wool wash, press the water out in a towel, dry flat, fold rather than hang, and comb away pills.',
    colourNote: 'Cold water keeps the dye:',
  },
  {
    material: 'suede',
    pattern: /\bsuede\b/,
    care: 'brush it dry with a suede brush, spray a protector before the first wear and keep it out of the rain.',
  },
  {
    material: 'leather',
    pattern: /\b(leather|loafers|shoes|boots|bag|belt|sneakers)\b/,
    care: 'use cedar shoe trees, wipe after wearing, condition every couple of months and rotate pairs so each dries out.',
  },
  {
    material: 'denim',
    pattern: /\b(denim|jeans)\b/,
    care: 'wash rarely, inside out in cold water, and hang to dry.',
    colourNote: 'That keeps the dark color:',
  },
  {
    material: 'silk',
    pattern: /\bsilk\b/,
    care: 'hand wash cold or dry-clean, never wring, and iron inside out on low.',
  },
  {
    material: 'linen',
    pattern: /\blinen\b/,
    care: 'machine wash on gentle, line dry, and steam rather than fight every crease.',
  },
  {
    material: 'wool',
    pattern: /\b(wool|blazer|coat|overcoat|trousers|suit|jacket)\b/,
    care: 'brush after wearing, rest it a day between wears, steam rather than iron, and dry-clean once a season at most.',
  },
  {
    material: 'cotton',
    pattern: /\b(cotton|poplin|oxford|shirts?|tee|t-shirt)\b/,
    care: 'wash at 30–40°C, hang on a shaped hanger while damp and iron while slightly damp, collar first.',
  },
];

export const SHOE_PAIRINGS: { pattern: RegExp; garment: string; advice: string }[] = [
  {
    pattern: /\b(jeans|denim)\b/,
    garment: 'jeans',
    advice: 'leather sneakers or loafers, with the hem just touching the shoe.',
  },
  {
    pattern: /\b(dress|skirt)\b/,
    garment: 'a dress or skirt',
    advice:
      'a low heel or a sleek flat in leather; match the shoe to your tights or skin tone to lengthen the leg.',
  },
  {
    pattern: /\b(suit|suits|tailored trousers|trousers|slacks)\b/,
    garment: 'tailored trousers',
    advice: 'polished loafers or boots, with a clean break and no bunching at the ankle.',
  },
  {
    pattern: /\b(chinos|khakis)\b/,
    garment: 'chinos',
    advice: 'loafers, suede boots or clean sneakers; no square-toed shoes.',
  },
  {
    pattern: /\bshorts\b/,
    garment: 'shorts',
    advice: 'clean low sneakers or loafers without socks showing.',
  },
];

export const WEATHER_RULES: {
  pattern: RegExp;
  name: string;
  advice: string;
  pieces: string[];
  colours: string[];
}[] = [
  {
    pattern: /\b(winter|cold|snow)\b/,
    name: 'winter',
    advice:
      'layer a fine knit under your blazer and a wool overcoat over both, with boots that handle wet pavements.',
    pieces: ['overcoat', 'fine-knit', 'structured-blazer', 'leather-shoes'],
    colours: ['foundation', 'evening'],
  },
  {
    pattern: /\b(summer|heat|hot|humid)\b/,
    name: 'summer',
    advice:
      'swap wool for cotton and linen, wear the elevated tee under an unlined blazer, and go for your lighter colors.',
    pieces: ['elevated-tee', 'crisp-shirt', 'structured-blazer', 'minimal-sneakers'],
    colours: ['accent', 'casual'],
  },
  {
    pattern: /\b(rain|rainy|weather|climate)\b/,
    name: 'wet weather',
    advice: 'a water-resistant overcoat, leather shoes with rubber soles and nothing that shows water marks.',
    pieces: ['overcoat', 'leather-shoes', 'dark-denim'],
    colours: ['foundation'],
  },
  {
    pattern: /\b(spring|autumn|fall)\b/,
    name: 'the in-between seasons',
    advice: 'layers you can take off: a knit, your blazer and a light coat, in mid-weight fabrics.',
    pieces: ['fine-knit', 'structured-blazer', 'overcoat'],
    colours: ['professional', 'foundation'],
  },
];

/** Patterns per season family: contrast and clarity decide how loud a print can be. */
export const PATTERN_RULES: { pattern: RegExp; advice: string }[] = [
  {
    pattern: /bright|winter/i,
    advice: 'you carry crisp, high-contrast patterns: clean stripes, graphic checks and sharp geometrics.',
  },
  {
    pattern: /soft|summer/i,
    advice: 'keep patterns tonal and low in contrast: soft stripes, fine herringbone and blurred prints.',
  },
  {
    pattern: /autumn/i,
    advice: 'earthy, textured patterns suit you: tweed, herringbone, warm plaids and paisley.',
  },
  {
    pattern: /spring|.*/i,
    advice: 'light, fresh patterns suit you: small prints, airy stripes and clear checks.',
  },
];
