import type {
  COLOR_PREFERENCES,
  EYE_CLARITY,
  EYE_COLORS,
  FEATURE_CONTRASTS,
  FILM_CATEGORIES,
  HAIR_COLORS,
  JEWELRY_PREFERENCES,
  MUSIC_CATEGORIES,
  SKIN_TONES,
  SUN_REACTIONS,
  VEIN_COLORS,
} from '@uniform/contracts';

/**
 * The words and pictures of the /onboarding questionnaire (spec 1 §2–§5, §9). The option values
 * themselves (categories, brands, values, colours) live in @uniform/contracts so the server checks
 * the same lists; this module adds what only the screen needs: step titles, example films and
 * artists, quiz questions, swatch colours and the labels of the colour questions.
 */

type FilmCategory = (typeof FILM_CATEGORIES)[number];
type MusicCategory = (typeof MUSIC_CATEGORIES)[number];

export interface StepCopy {
  title: string;
  description: string;
}

/** Index 0 is step 1. */
export const ONBOARDING_STEPS: readonly StepCopy[] = [
  { title: 'Quick human check', description: 'Solve the sum so we know a person is filling this in.' },
  {
    title: 'What are you building?',
    description: 'Your company, your practice, your creative work: a sentence or two is plenty.',
  },
  {
    title: 'Films and music',
    description: 'Pick up to 3 films and up to 3 music styles whose mood feels like you.',
  },
  {
    title: 'Brand preferences',
    description: 'Like, dislike or pass on each brand. Use the buttons, the arrow keys, or swipe the card.',
  },
  { title: 'Your work', description: 'The field you work in and what you do there.' },
  {
    title: 'About you',
    description: 'Your age bracket, your gender identity, and how you like to express it.',
  },
  { title: 'Core values', description: 'Choose the 3 to 5 values you most want your style to say.' },
  {
    title: 'Events and environments',
    description: 'Where do you need to show up well? Choose as many as you like, or add your own.',
  },
  { title: 'Your voice', description: 'How you speak and write. Move each slider to where you sit.' },
  { title: 'Body and fit', description: 'So every suggestion fits the body you dress every day.' },
  {
    title: 'Personality (optional)',
    description: 'Type what you know, take a short quiz, or leave these blank.',
  },
  {
    title: 'Color analysis',
    description: 'Six quick questions that place you in one of the 12 color seasons. Daylight helps.',
  },
  {
    title: 'Eyes, skin and hair',
    description: 'Choose the closest match. Pick more than one hair color if it mixes.',
  },
  { title: 'Where you are', description: 'Your ZIP code lets us suggest regional brands and local style.' },
  {
    title: 'Budget and current style',
    description: 'What you would spend on building your uniform, and how you dress today.',
  },
];

/** 12–15 well-known films per category; each card shows 3 at random. */
export const FILM_EXAMPLES: Record<FilmCategory, readonly string[]> = {
  'elegant and classic': [
    'Casablanca',
    'Roman Holiday',
    "Breakfast at Tiffany's",
    'The Philadelphia Story',
    'Rebecca',
    'An Affair to Remember',
    'Sabrina',
    'To Catch a Thief',
    'The Age of Innocence',
    'A Room with a View',
    'Pride & Prejudice',
    'Notorious',
    'Funny Face',
    'My Fair Lady',
  ],
  'understated power': [
    'The Godfather',
    'Michael Clayton',
    'The Social Network',
    'Margin Call',
    'Tinker Tailor Soldier Spy',
    'Spotlight',
    'Zero Dark Thirty',
    'The Talented Mr. Ripley',
    'Moneyball',
    "All the President's Men",
    'Steve Jobs',
    'The Insider',
    'Le Samouraï',
    'Heat',
  ],
  'artsy and intellectual': [
    '2001: A Space Odyssey',
    'Eternal Sunshine of the Spotless Mind',
    'Lost in Translation',
    'Her',
    'In the Mood for Love',
    'Portrait of a Lady on Fire',
    'Before Sunrise',
    'Paris, Texas',
    'Synecdoche, New York',
    'The Tree of Life',
    'Persona',
    'Past Lives',
    'Tár',
    'Roma',
  ],
  'edgy and modern': [
    'Drive',
    'Fight Club',
    'The Matrix',
    'Blade Runner 2049',
    'Ex Machina',
    'Black Swan',
    'Nightcrawler',
    'Uncut Gems',
    'Parasite',
    'Trainspotting',
    'Mad Max: Fury Road',
    'John Wick',
    'The Neon Demon',
  ],
  'natural and soulful': [
    'Into the Wild',
    'Nomadland',
    'Little Women',
    'Out of Africa',
    'The Secret Life of Walter Mitty',
    'Wild',
    'A River Runs Through It',
    'Call Me by Your Name',
    'Moonlight',
    'Minari',
    'Captain Fantastic',
    'Under the Tuscan Sun',
    'Before Sunset',
  ],
  'bold and glam': [
    'The Devil Wears Prada',
    'Moulin Rouge!',
    'The Great Gatsby',
    'Crazy Rich Asians',
    'Marie Antoinette',
    'Elvis',
    'Chicago',
    'Cabaret',
    'Dreamgirls',
    "Ocean's 8",
    'Barbie',
    'House of Gucci',
    'Cruella',
    'Gentlemen Prefer Blondes',
  ],
  'quirky and cool': [
    'The Royal Tenenbaums',
    'The Grand Budapest Hotel',
    'Amélie',
    'Moonrise Kingdom',
    'Little Miss Sunshine',
    'Juno',
    'Being John Malkovich',
    'The Big Lebowski',
    'Frances Ha',
    'Ghost World',
    'Everything Everywhere All at Once',
    'Rushmore',
    'Lady Bird',
    'Scott Pilgrim vs. the World',
  ],
  'stoic and strong': [
    'Gladiator',
    'No Country for Old Men',
    'There Will Be Blood',
    'The Revenant',
    'Top Gun: Maverick',
    'Master and Commander',
    'Dunkirk',
    'Unforgiven',
    'Logan',
    'Sicario',
    'Hell or High Water',
    'The Good, the Bad and the Ugly',
    'Lawrence of Arabia',
    'True Grit',
  ],
};

/** 12 artists per music category; each card shows 3 at random. */
export const MUSIC_EXAMPLES: Record<MusicCategory, readonly string[]> = {
  'classic and elegant': [
    'Frank Sinatra',
    'Ella Fitzgerald',
    'Nat King Cole',
    'Billie Holiday',
    'Tony Bennett',
    'Yo-Yo Ma',
    'Diana Krall',
    'Andrea Bocelli',
    'Chet Baker',
    'Miles Davis',
    'Nina Simone',
    'Ludovico Einaudi',
  ],
  'indie and mellow': [
    'Bon Iver',
    'Phoebe Bridgers',
    'Sufjan Stevens',
    'Iron & Wine',
    'Fleet Foxes',
    'Beach House',
    'The National',
    'Big Thief',
    'Cigarettes After Sex',
    'Feist',
    'Bright Eyes',
    'Vampire Weekend',
  ],
  'confident and pop': [
    'Beyoncé',
    'Taylor Swift',
    'Dua Lipa',
    'Harry Styles',
    'Lizzo',
    'Bruno Mars',
    'Ariana Grande',
    'Lady Gaga',
    'Justin Timberlake',
    'Rihanna',
    'Olivia Rodrigo',
    'Sabrina Carpenter',
  ],
  'modern and cool': [
    'Frank Ocean',
    'Tame Impala',
    'The Weeknd',
    'SZA',
    'Billie Eilish',
    'Daft Punk',
    'Jungle',
    'Khruangbin',
    'Rosalía',
    'Anderson .Paak',
    'Steve Lacy',
    'Tyler, the Creator',
  ],
  'deep cut or alt': [
    'Radiohead',
    'Björk',
    'Pixies',
    'Sonic Youth',
    'Talking Heads',
    'Kate Bush',
    'Joy Division',
    'Aphex Twin',
    'The Smiths',
    'Arcade Fire',
    'Portishead',
    'Pavement',
  ],
  'earthy and soulful': [
    'Leon Bridges',
    'Bill Withers',
    'Tracy Chapman',
    'Otis Redding',
    'Erykah Badu',
    'Hozier',
    'Alabama Shakes',
    'Lauryn Hill',
    'Marvin Gaye',
    'Al Green',
    'Jill Scott',
    'Michael Kiwanuka',
  ],
  'edgy and hype': [
    'Kendrick Lamar',
    'Travis Scott',
    'Rage Against the Machine',
    'The Prodigy',
    'Run the Jewels',
    'Doja Cat',
    'Metallica',
    'Nine Inch Nails',
    'Megan Thee Stallion',
    'Skrillex',
    'Beastie Boys',
    'Foo Fighters',
  ],
  'minimal and moody': [
    'The xx',
    'James Blake',
    'Massive Attack',
    'Nils Frahm',
    'Max Richter',
    'Sade',
    'Burial',
    'Lana Del Rey',
    'London Grammar',
    'Bonobo',
    'Ólafur Arnalds',
    'Brian Eno',
  ],
};

/** The five voice sliders of step 9: 0 is the left pole, 100 the right. */
export const VOICE_SLIDERS = [
  { field: 'voicePrecisionFlow', question: 'Precision or flow?', left: 'precise', right: 'flowing' },
  { field: 'voiceDirectGentle', question: 'Direct or gentle?', left: 'direct', right: 'gentle' },
  { field: 'voiceLiteralPoetic', question: 'Literal or poetic?', left: 'literal', right: 'poetic' },
  {
    field: 'voiceProfessionalPlayful',
    question: 'Professional or playful?',
    left: 'professional',
    right: 'playful',
  },
  { field: 'voiceFormalCasual', question: 'Formal or casual?', left: 'formal', right: 'casual' },
] as const;

type OptionLabels<T extends readonly string[]> = Record<T[number], string>;

/** Step 12: each colour question, its prompt and how each stored value reads on screen. */
export const COLOR_QUESTIONS = {
  veinColor: {
    question: 'What color are the veins on your inner wrist in daylight?',
    options: {
      'blue-purple': 'Blue or purple',
      green: 'Green',
      both: 'A mix of both',
    } satisfies OptionLabels<typeof VEIN_COLORS>,
  },
  sunReaction: {
    question: 'How does your skin react to the sun?',
    options: { burn: 'I burn easily', tan: 'I tan easily', both: 'I burn, then tan' } satisfies OptionLabels<
      typeof SUN_REACTIONS
    >,
  },
  jewelryPreference: {
    question: 'Which metal flatters your skin?',
    options: { gold: 'Gold', silver: 'Silver', both: 'Both look good' } satisfies OptionLabels<
      typeof JEWELRY_PREFERENCES
    >,
  },
  eyeClarity: {
    question: 'How would you describe your eyes?',
    options: { bright: 'Bright and clear', soft: 'Soft and muted' } satisfies OptionLabels<
      typeof EYE_CLARITY
    >,
  },
  featureContrast: {
    question: 'How much contrast is there between your hair, skin and eyes?',
    options: {
      high: 'High: they stand apart sharply',
      low: 'Low: they blend softly',
    } satisfies OptionLabels<typeof FEATURE_CONTRASTS>,
  },
  colorPreference: {
    question: 'Which colors do you feel best in?',
    options: { bold: 'Bold and saturated', soft: 'Soft and muted' } satisfies OptionLabels<
      typeof COLOR_PREFERENCES
    >,
  },
} as const;

/** Step 13's "Use a photo": the season the photo gives with step 12's answers, and what using it changes. */
export const PHOTO_STEP = {
  seasonTitle: 'Your season with this photo',
  season: (season: string) => `With your answers so far, this photo points to ${season}.`,
  confidence: { high: 'High', medium: 'Medium', low: 'Low' },
  confidenceLabel: 'Confidence',
  runnerUp: (season: string) => `Close second: ${season}.`,
  changeHint: 'Not right? Change them below.',
  clarityChanged: (from: string, to: string) =>
    `This also changed "How would you describe your eyes?" on the previous step from "${from}" to "${to}". Go back to change it.`,
} as const;

/** Step 13's swatches: a typical shade of each choice, for the picture only. */
export const EYE_SWATCHES: OptionLabels<typeof EYE_COLORS> = {
  'Dark Brown': '#4a2c17',
  'Light Brown / Hazel': '#8e6b3a',
  Green: '#5f7f4a',
  Blue: '#4f7cae',
  Grey: '#8a9399',
  Amber: '#b07a2a',
};
export const SKIN_SWATCHES: OptionLabels<typeof SKIN_TONES> = {
  Porcelain: '#f6e3d4',
  Fair: '#f1d2bc',
  Light: '#e5b998',
  Medium: '#c99a72',
  Olive: '#a88a5e',
  Tan: '#a8754e',
  Deep: '#6f4529',
  'Rich Ebony': '#3d2418',
};
export const HAIR_SWATCHES: OptionLabels<typeof HAIR_COLORS> = {
  Black: '#1b1b1b',
  'Dark Brown': '#3b2a20',
  'Medium Brown': '#5e3f2a',
  'Light Brown': '#8a6645',
  'Dark Blonde': '#a88455',
  'Light Blonde': '#e2c98f',
  Red: '#b5462b',
  Auburn: '#8c3a22',
  'Grey / Silver': '#b5b5b5',
  White: '#ecebe6',
};

/** Short names of the nine Enneagram types, shown next to a result. */
export const ENNEAGRAM_NAMES: Record<string, string> = {
  '1': 'The Reformer',
  '2': 'The Helper',
  '3': 'The Achiever',
  '4': 'The Individualist',
  '5': 'The Investigator',
  '6': 'The Loyalist',
  '7': 'The Enthusiast',
  '8': 'The Challenger',
  '9': 'The Peacemaker',
};

export interface QuizOption<T> {
  label: string;
  /** What choosing this option adds one point to. */
  scores: readonly T[];
}
export interface QuizQuestion<T> {
  prompt: string;
  options: readonly QuizOption<T>[];
}

export type EnneagramNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type MbtiLetter = 'E' | 'I' | 'S' | 'N' | 'T' | 'F' | 'J' | 'P';

/**
 * The 9-question Enneagram quiz (spec 1 §4): 3 options each, every option pointing at 2–3 types,
 * written from the types' core motivations (Riso & Hudson's descriptions) so each type is reachable.
 */
export const ENNEAGRAM_QUIZ: readonly QuizQuestion<EnneagramNumber>[] = [
  {
    prompt: 'When a project goes wrong, your first instinct is to…',
    options: [
      { label: 'Fix the details until it is right', scores: [1, 6] },
      { label: 'Check that everyone involved is okay', scores: [2, 9] },
      { label: 'Find the fastest way back to a win', scores: [3, 7, 8] },
    ],
  },
  {
    prompt: 'What drains you the most?',
    options: [
      { label: 'Sloppy work and broken promises', scores: [1, 3] },
      { label: 'Feeling ordinary or misunderstood', scores: [4, 5] },
      { label: 'Conflict that nobody resolves', scores: [9, 2, 6] },
    ],
  },
  {
    prompt: 'In a group, people count on you to…',
    options: [
      { label: 'Take charge and decide', scores: [8, 3] },
      { label: 'Bring the ideas and the energy', scores: [7, 4] },
      { label: 'Know the facts and think it through', scores: [5, 1, 6] },
    ],
  },
  {
    prompt: 'Your ideal free Saturday is…',
    options: [
      { label: 'A new place and a full itinerary', scores: [7, 3] },
      { label: 'A long stretch alone with a book or a project', scores: [5, 4, 9] },
      { label: 'Hosting the people you love', scores: [2, 6] },
    ],
  },
  {
    prompt: 'What do you most want to be known for?',
    options: [
      { label: 'Doing what is right', scores: [1, 8] },
      { label: 'Being generous and there for people', scores: [2, 9] },
      { label: 'Being truly original', scores: [4, 7] },
    ],
  },
  {
    prompt: 'Under pressure you tend to…',
    options: [
      { label: 'Push harder and take control', scores: [8, 3, 1] },
      { label: 'Pull back and think', scores: [5, 9] },
      { label: 'Plan for everything that could go wrong', scores: [6, 2] },
    ],
  },
  {
    prompt: 'Which compliment lands best?',
    options: [
      { label: '“You are so accomplished.”', scores: [3, 8] },
      { label: '“You are so wise.”', scores: [5, 1] },
      { label: '“You are so much fun to be around.”', scores: [7, 9, 2] },
    ],
  },
  {
    prompt: 'How do you make a big decision?',
    options: [
      { label: 'Gut feeling and conviction', scores: [8, 4] },
      { label: 'Ask people I trust, then weigh the risks', scores: [6, 2, 9] },
      { label: 'Research until I am sure', scores: [5, 1, 3] },
    ],
  },
  {
    prompt: 'What would you least like to be?',
    options: [
      { label: 'Controlled or betrayed', scores: [8, 6] },
      { label: 'Stuck, bored or limited', scores: [7, 4] },
      { label: 'Seen as a failure or incompetent', scores: [3, 5, 1] },
    ],
  },
];

/**
 * The 6-question Myers-Briggs quiz (spec 1 §4): each option adds a point to 1–3 letters; every
 * pair (E/I, S/N, T/F, J/P) is asked about at least twice.
 */
export const MBTI_QUIZ: readonly QuizQuestion<MbtiLetter>[] = [
  {
    prompt: 'After a long week you recharge by…',
    options: [
      { label: 'A night out with friends', scores: ['E'] },
      { label: 'A quiet evening at home', scores: ['I'] },
    ],
  },
  {
    prompt: 'When you learn something new you want…',
    options: [
      { label: 'Concrete facts and proven methods', scores: ['S'] },
      { label: 'The big idea and where it could lead', scores: ['N'] },
    ],
  },
  {
    prompt: 'A hard decision is settled by…',
    options: [
      { label: 'Logic and consistency', scores: ['T'] },
      { label: 'People and values', scores: ['F'] },
    ],
  },
  {
    prompt: 'Your calendar is…',
    options: [
      { label: 'Planned well ahead', scores: ['J'] },
      { label: 'Open to whatever comes up', scores: ['P'] },
    ],
  },
  {
    prompt: 'At a conference you…',
    options: [
      { label: 'Meet everyone and talk about what could be next', scores: ['E', 'N'] },
      { label: 'Have a few deep conversations and take careful notes', scores: ['I', 'S'] },
    ],
  },
  {
    prompt: 'A good project brief is…',
    options: [
      { label: 'Clear on goals, data and deadlines', scores: ['T', 'J', 'S'] },
      { label: 'Flexible, inspiring and built around people', scores: ['F', 'P', 'N'] },
    ],
  },
];

/**
 * Spec 1 §9's keyword suggestions for step 8: a keyword found at the start of a word in the
 * occupation or industry adds its events after the 12 base options. The spec names the keywords and
 * the events of the last two rules; the events of the others are ours.
 */
export const EVENT_KEYWORD_RULES: readonly { keywords: readonly string[]; events: readonly string[] }[] = [
  { keywords: ['ceo', 'founder'], events: ['Board meetings', 'Investor pitches', 'Media interviews'] },
  { keywords: ['sales'], events: ['Sales calls', 'Trade shows'] },
  { keywords: ['lawyer'], events: ['Court appearances', 'Client consultations'] },
  { keywords: ['doctor'], events: ['Clinic hours', 'Medical conferences'] },
  { keywords: ['teacher'], events: ['Classroom teaching', 'Parent-teacher conferences'] },
  { keywords: ['engineer'], events: ['Design reviews', 'Tech meetups'] },
  { keywords: ['student'], events: ['Lectures', 'Career fairs', 'Job interviews'] },
  { keywords: ['healthcare'], events: ['Patient care', 'Medical conferences'] },
  { keywords: ['finance'], events: ['Board meetings', 'Client dinners'] },
  { keywords: ['retail'], events: ['Store floor', 'Trade shows'] },
  {
    keywords: ['manager', 'lead', 'senior', 'corporate'],
    events: ['Team meetings', 'Project presentations', 'Professional conferences'],
  },
  {
    keywords: ['sales', 'consultant', 'business development', 'executive', 'director'],
    events: ['Business travel', 'Client visits'],
  },
];

/**
 * The success toasts (spec 1 §4): 'Analysis Complete!' for a real analysis; with too little to analyse
 * nothing was analysed, so the placeholder's toast says what comes next instead of claiming completion.
 */
export const ANALYSIS_TOASTS = {
  complete: { title: 'Analysis Complete!', description: 'Your style profile is ready.' },
  placeholder: {
    title: 'A little more to go on',
    description: 'Choose the archetype that feels most like you on your dashboard.',
  },
} as const;
