import type { ArchetypeProfile } from './archetype.types';

/**
 * The fixed set of ten style archetypes for founders, creators and leaders. The same set is the
 * fallback list of spec 2 §2.2. Each names real style icons (the first is the default), the
 * archetype's words, brand-summary and moodboard sentences, the brands per market tier (names of
 * the wardrobe brand catalogue) and how it wears the 12 uniform pieces.
 *
 * The order is the scoring tie-break: on an equal score the earlier archetype wins, so the broad,
 * easy-to-wear archetypes come first.
 */
export const ARCHETYPES: ArchetypeProfile[] = [
  {
    id: 'visionary-minimalist',
    name: 'The Visionary Minimalist',
    description:
      'You remove everything that does not serve the idea, and your clothes do the same. A repeatable uniform of precise shapes in a narrow palette frees your attention for the work and makes you instantly recognizable. The detail is in fabric and proportion, never in logos.',
    keywords: ['focused', 'precise', 'intentional', 'repeatable', 'clean lines', 'product-minded', 'calm'],
    styleLanguage: ['pared-back', 'monochrome', 'architectural', 'considered', 'essential'],
    styleIcons: [
      {
        name: 'Steve Jobs',
        description:
          'His black Issey Miyake mock-neck, Levi’s 501s and New Balance sneakers made a uniform into a signature.',
        expression: 85,
      },
      {
        name: 'Phoebe Philo',
        description:
          'She defined modern minimalism at Céline: sharp tailoring, flat shoes and nothing superfluous.',
        expression: 25,
      },
      {
        name: 'Jony Ive',
        description:
          'Cashmere crewnecks and quiet color show the same reduction he brought to Apple’s products.',
        expression: 80,
      },
      {
        name: 'Jil Sander',
        description: 'Her purist, perfectly cut pieces turned restraint into a recognized luxury.',
        expression: 35,
      },
    ],
    summaryTemplates: [
      'As {aRole} in {industry}, your presence works best when it is as clear as your thinking.',
      'A pared-back uniform in a narrow palette signals focus, taste and the discipline to edit.',
      'Let fabric and proportion carry the message, so people remember the idea and the person, not the outfit.',
    ],
    moodboardPrompts: [
      'A bright studio with one {c1} cashmere crewneck folded on an oak bench, hard side light',
      'Architectural concrete and glass, a figure in a {c1} overcoat crossing an empty plaza',
      'Flat lay of a {c2} wool trouser, clean leather sneakers and a steel watch on raw linen',
      'A product prototype on a clean desk beside a notebook and a {c3} knit, morning light',
    ],
    brands: {
      entry: ['Uniqlo', 'COS', 'Everlane', 'Arket', 'Muji', 'Quince', 'Allbirds'],
      mid: ['A.P.C.', 'Theory', 'Studio Nicholson', 'Vince', 'Common Projects', 'Norse Projects'],
      luxury: ['The Row', 'Jil Sander', 'Lemaire', 'Issey Miyake', 'Toteme', "Arc'teryx Veilance"],
    },
    wardrobe: {
      pieces: {
        'fine-knit': {
          name: 'Signature Mock-Neck Knit',
          description: 'A fine merino or cashmere mock-neck in your darkest neutral, bought in multiples.',
        },
        'minimal-sneakers': {
          name: 'Clean Leather Sneakers',
          description: 'Leather low-tops in your lightest or darkest neutral, with no visible branding.',
        },
        'structured-blazer': {
          name: 'Unstructured Wool Blazer',
          description: 'A soft-shouldered blazer in your darkest neutral that layers over knitwear.',
        },
      },
      suggestions: {
        foundation: [
          { text: 'fine merino mock-neck in a dark neutral' },
          { text: 'straight-leg wool trousers', fit: 'structured' },
          { text: 'heavyweight crewneck tee' },
          { text: 'crisp poplin shirt with a hidden placket', fit: 'structured' },
          { text: 'relaxed wide-leg trousers', fit: 'relaxed' },
          { text: 'slim rib-knit top', fit: 'fitted' },
          { text: 'column midi skirt', expression: 'feminine' },
        ],
        footwear: [
          { text: 'clean leather sneakers in a light neutral' },
          { text: '{c1} leather Chelsea boots', fit: 'structured' },
          { text: 'minimal leather loafers' },
          { text: 'soft square-toe flats', expression: 'feminine' },
        ],
        accent: [
          { text: 'slim steel watch' },
          { text: 'unbranded leather tote' },
          { text: 'thin dark frame glasses' },
          { text: 'single sculptural ring' },
        ],
      },
      eventLooks: {
        pitchMeeting:
          'A {c1} fine-knit mock-neck under an unstructured {c2} blazer, straight wool trousers and clean leather sneakers: nothing to read but the idea.',
        conference:
          'A {c2} heavyweight crewneck with {c1} wide-leg trousers and minimal loafers, one steel watch, easy to wear through a long day on stage or in the hall.',
        networking:
          'A {c3} merino knit over {c1} trousers with clean leather sneakers, relaxed but exact, so people remember the conversation.',
      },
      defaultColours: ['black', 'charcoal', 'white'],
      resalePlatform: 'Grailed',
    },
  },
  {
    id: 'modern-classic',
    name: 'The Modern Classic',
    description:
      'You earn trust through consistency, and your style says you will still be here in ten years. Timeless tailoring, crisp shirts and good leather are updated with a modern cut so they never look like a costume. Credibility first, with one personal detail that people remember.',
    keywords: ['trustworthy', 'timeless', 'polished', 'credible', 'tailored', 'steady', 'refined'],
    styleLanguage: ['tailored', 'heritage', 'crisp', 'refined', 'enduring'],
    styleIcons: [
      {
        name: 'Amal Clooney',
        description:
          'Impeccably tailored coats and structured dresses give her courtroom authority and red-carpet ease.',
        expression: 15,
      },
      {
        name: 'George Clooney',
        description: 'Navy suits, open collars and a steady palette make classic dressing look effortless.',
        expression: 85,
      },
      {
        name: 'Ralph Lauren',
        description: 'He built an empire on timeless American tailoring, denim and heritage tweed.',
        expression: 80,
      },
      {
        name: 'Kate Middleton',
        description: 'Tailored coat dresses and a disciplined palette show how classics can feel current.',
        expression: 10,
      },
    ],
    summaryTemplates: [
      'As {aRole} in {industry}, your clients and colleagues look for judgment they can rely on.',
      'Timeless tailoring with a modern cut tells them you are prepared, consistent and here for the long term.',
      'Keep one signature detail, a watch, a color or a collar, so the classic look is unmistakably yours.',
    ],
    moodboardPrompts: [
      'A {c1} overcoat and a crisp {c3} shirt on a wooden valet stand in a wood-paneled library',
      'Autumn street in Boston, a figure in {c2} and {c1} flannel carrying a leather briefcase',
      'Flat lay of a silk tie, a steel dress watch and polished {c2} loafers on linen',
      'A boardroom at golden hour, tailored jacket over a chair, fountain pen on a legal pad',
    ],
    brands: {
      entry: [
        'J.Crew',
        'Banana Republic',
        'Massimo Dutti',
        'Charles Tyrwhitt',
        'Quince',
        'Ann Taylor',
        'Bonobos',
      ],
      mid: ['Ralph Lauren', 'Brooks Brothers', 'Reiss', 'Suitsupply', 'Theory', 'Club Monaco'],
      luxury: [
        'Ralph Lauren Purple Label',
        'Max Mara',
        'Zegna',
        'Burberry',
        'Loro Piana',
        'Carolina Herrera',
      ],
    },
    wardrobe: {
      pieces: {
        'structured-blazer': {
          name: 'Classic Tailored Blazer',
          description:
            'A half-lined blazer in your darkest neutral with natural shoulders, the anchor of every formal look.',
        },
        overcoat: {
          name: 'Classic Wool Overcoat',
          description:
            'A knee-length wool coat in a core neutral of your palette that works over tailoring and knitwear.',
        },
      },
      suggestions: {
        foundation: [
          { text: 'crisp Oxford shirt in your lightest neutral', fit: 'structured' },
          { text: '{c1} tailored trousers', fit: 'structured' },
          { text: 'fine merino V-neck' },
          { text: 'pressed chinos', fit: 'relaxed' },
          { text: 'soft cashmere crewneck', fit: 'relaxed' },
          { text: 'fitted sheath dress', fit: 'fitted', expression: 'feminine' },
          { text: 'silk blouse', expression: 'feminine' },
        ],
        footwear: [
          { text: 'polished leather loafers' },
          { text: '{c2} suede Chelsea boots' },
          { text: 'leather oxfords', fit: 'structured', expression: 'masculine' },
          { text: 'leather block-heel pumps', expression: 'feminine' },
        ],
        accent: [
          { text: 'classic steel dress watch' },
          { text: 'structured leather briefcase' },
          { text: 'silk pocket square', expression: 'masculine' },
          { text: 'pearl studs', expression: 'feminine' },
          { text: 'leather belt with a simple buckle' },
        ],
      },
      eventLooks: {
        pitchMeeting:
          'A {c1} tailored blazer over a crisp {c2} shirt, matching trousers and polished leather loafers: the quiet confidence of someone who has done this before.',
        conference:
          'A {c2} fine merino knit under a {c1} blazer with pressed trousers and suede boots, classic enough for the panel and comfortable for the day.',
        networking:
          'A {c3} cashmere crewneck over a collared shirt with {c1} chinos and loafers, approachable but still unmistakably put together.',
      },
      defaultColours: ['navy', 'white', 'camel'],
      resalePlatform: 'Poshmark',
    },
  },
  {
    id: 'creative-maverick',
    name: 'The Creative Maverick',
    description:
      'You see connections other people miss, and your clothes are part of the work. Unexpected proportions, color and texture signal originality before you speak. The skill is editing: one or two bold choices on a calm base, so the look reads as vision rather than noise.',
    keywords: ['original', 'expressive', 'curious', 'playful', 'artistic', 'unexpected', 'inventive'],
    styleLanguage: ['eclectic', 'textural', 'colorful', 'sculptural', 'witty', 'layered'],
    styleIcons: [
      {
        name: 'Tilda Swinton',
        description: 'Sculptural tailoring and fearless androgyny make every appearance an artwork.',
        expression: 50,
      },
      {
        name: 'Pharrell Williams',
        description: 'He mixes tailoring, streetwear and bold hats with a designer’s eye for color.',
        expression: 70,
      },
      {
        name: 'Iris Apfel',
        description: 'Oversized glasses and joyful layers proved personal style needs no permission.',
        expression: 10,
      },
      {
        name: 'Jenna Lyons',
        description:
          'She pairs sequins with chambray and men’s tailoring with heels, making the unexpected feel natural.',
        expression: 35,
      },
    ],
    summaryTemplates: [
      'As {aRole} in {industry}, your work is your originality, and your appearance is its first sample.',
      'A calm base with one or two unexpected choices, color, texture or proportion, tells people you see differently.',
      'Edit hard, so the look always reads as intention and never as noise.',
    ],
    moodboardPrompts: [
      'A paint-splashed studio wall, an oversized {c4} blazer hung on an easel',
      'A gallery opening at night, a figure in a sculptural {c3} shirt and bold round glasses',
      'Flat lay of a patterned silk scarf, chunky loafers and a sketchbook on sun-baked tiles',
      'A sunlit loft with vintage rugs and a rail of textured jackets in saturated colors',
    ],
    brands: {
      entry: ['& Other Stories', 'Urban Outfitters', 'ASOS', 'Dr. Martens', 'Converse', 'Stüssy', "Levi's"],
      mid: ['Acne Studios', 'Ganni', 'Paul Smith', 'Marimekko', 'Our Legacy', 'Rachel Comey'],
      luxury: ['Dries Van Noten', 'Comme des Garçons', 'Marni', 'Loewe', 'Maison Margiela', 'Bode'],
    },
    wardrobe: {
      pieces: {
        'structured-blazer': {
          name: 'Oversized Statement Blazer',
          description: 'A roomy blazer in a saturated color or a bold texture, worn over simple basics.',
        },
        'signature-accessory': {
          name: 'Statement Eyewear',
          description: 'Distinctive frames that become part of how people picture you.',
        },
      },
      suggestions: {
        foundation: [
          { text: 'oversized blazer in a saturated color' },
          { text: 'textured knit with an unexpected color' },
          { text: 'wide-leg trousers', fit: 'relaxed' },
          { text: 'printed silk shirt' },
          { text: 'sharply cut jacket with exaggerated shoulders', fit: 'structured' },
          { text: 'fitted rib-knit with a graphic collar', fit: 'fitted' },
          { text: 'pleated midi skirt', expression: 'feminine' },
        ],
        footwear: [
          { text: 'chunky leather loafers' },
          { text: 'colorful suede sneakers' },
          { text: 'platform boots', fit: 'structured' },
          { text: 'sculptural mules', expression: 'feminine' },
        ],
        accent: [
          { text: 'statement eyewear' },
          { text: 'patterned silk scarf' },
          { text: 'sculptural jewelry' },
          { text: 'canvas tote with an artist print' },
        ],
      },
      eventLooks: {
        pitchMeeting:
          'A {c1} oversized blazer over a simple {c2} knit, straight trousers and chunky loafers, with statement eyewear: creative, but clearly in charge.',
        conference:
          'A printed silk shirt in {c2} with {c1} wide-leg trousers, colorful suede sneakers and a patterned scarf, memorable from the back row.',
        networking:
          'A textured {c3} knit with {c1} trousers and sculptural jewelry: the conversation starter is you.',
      },
      defaultColours: ['cobalt', 'cream', 'rust'],
      resalePlatform: 'Depop',
    },
  },
  {
    id: 'quiet-luxury-strategist',
    name: 'The Quiet Luxury Strategist',
    description:
      'You are the calmest person in the room and usually the one who decides. Your clothes whisper: exceptional fabric, perfect fit and no logos, in a soft neutral palette. People notice the quality only when they are close enough to matter.',
    keywords: ['discreet', 'strategic', 'composed', 'exacting', 'understated', 'assured', 'long-term'],
    styleLanguage: ['understated', 'tonal', 'luxurious', 'precise', 'soft-structured'],
    styleIcons: [
      {
        name: 'Carolyn Bessette-Kennedy',
        description:
          'Slip dresses, camel coats and no visible logos made her the reference for quiet luxury.',
        expression: 15,
      },
      {
        name: 'Brunello Cucinelli',
        description: 'Cashmere in warm neutrals and soft tailoring embody his idea of humanistic luxury.',
        expression: 80,
      },
      {
        name: 'Sofia Coppola',
        description: 'Navy knits, crisp shirts and simple trousers show her restraint and precision.',
        expression: 30,
      },
      {
        name: 'Gianni Agnelli',
        description:
          'He wore perfect tailoring with studied nonchalance: the watch over the cuff, the tie askew.',
        expression: 90,
      },
    ],
    summaryTemplates: [
      'As {aRole} in {industry}, you signal judgment through what you leave out.',
      'Exceptional fabric, tonal neutrals and a perfect fit say quality without asking for attention.',
      'Invest in fewer, better pieces so every outfit carries the same composed authority.',
    ],
    moodboardPrompts: [
      'Morning light in a limestone villa, a {c3} cashmere coat over a chair by a linen sofa',
      'A private members’ club lounge, a figure in a tonal {c1} suit reading a newspaper',
      'Flat lay of a suede loafer, a slim gold watch and a folded {c3} knit on travertine',
      'A quiet harbor at dusk, {c1} knitwear and {c2} trousers on a wooden deck',
    ],
    brands: {
      entry: ['Quince', 'Uniqlo', 'COS', 'Everlane', 'Massimo Dutti', 'Naadam', 'Arket'],
      mid: ['Vince', 'Cuyana', 'Theory', 'Jenni Kayne', 'Studio Nicholson', 'Alex Mill'],
      luxury: ['Loro Piana', 'Brunello Cucinelli', 'The Row', 'Khaite', 'Toteme', 'Zegna'],
    },
    wardrobe: {
      pieces: {
        'fine-knit': {
          name: 'Cashmere Crewneck',
          description:
            'A fine-gauge cashmere sweater in a soft neutral of your palette, the core of the tonal look.',
        },
        'leather-shoes': {
          name: 'Suede Loafers',
          description: 'Unlined suede loafers in a soft, deep neutral of your palette, without hardware.',
        },
      },
      suggestions: {
        foundation: [
          { text: 'fine cashmere crewneck in a warm neutral' },
          { text: 'high-waisted pleated wool trousers', fit: 'structured' },
          { text: 'silk-cotton shirt' },
          { text: 'soft double-faced wool coat', fit: 'relaxed' },
          { text: 'fine rib-knit polo', fit: 'fitted' },
          { text: 'bias-cut silk skirt', expression: 'feminine' },
        ],
        footwear: [
          { text: 'unlined suede loafers' },
          { text: 'sleek leather ankle boots' },
          { text: 'minimal leather sneakers in your lightest neutral' },
          { text: 'leather ballet flats', expression: 'feminine' },
        ],
        accent: [
          { text: 'slim gold or steel watch' },
          { text: 'logo-free leather tote' },
          { text: 'cashmere scarf' },
          { text: 'fine leather belt' },
        ],
      },
      eventLooks: {
        pitchMeeting:
          'A {c1} cashmere crewneck under a soft {c2} blazer, pleated wool trousers and suede loafers: the quality speaks once they are close enough.',
        conference:
          'Tonal {c2} and {c1}: a silk-cotton shirt, fluid trousers and sleek ankle boots, with a logo-free tote for the day.',
        networking:
          'A {c3} fine-knit polo with {c1} trousers, suede loafers and a slim watch, relaxed and unmistakably expensive.',
      },
      defaultColours: ['camel', 'navy', 'ivory'],
      resalePlatform: 'Poshmark',
    },
  },
  {
    id: 'rugged-explorer',
    name: 'The Rugged Explorer',
    description:
      'You are most yourself outdoors or on the move, and you value what lasts. Technical fabrics, waxed cotton and good boots give you a practical, capable presence that travels from the trail to the meeting room. Function first, with the patina of real use.',
    keywords: ['capable', 'adventurous', 'resilient', 'practical', 'outdoors', 'grounded', 'durable'],
    styleLanguage: ['rugged', 'technical', 'earthy', 'functional', 'weathered'],
    styleIcons: [
      {
        name: 'Yvon Chouinard',
        description:
          'Patagonia’s founder wears worn flannel and repaired gear, proving durability is a statement.',
        expression: 85,
      },
      {
        name: 'Jane Goodall',
        description: 'Khaki, a ponytail and practical layers made her field uniform iconic for sixty years.',
        expression: 25,
      },
      {
        name: 'Steve McQueen',
        description:
          'Barbour jackets, desert boots and rugged knits defined his effortless, adventurous look.',
        expression: 90,
      },
    ],
    summaryTemplates: [
      'As {aRole} in {industry}, you bring a capable, get-it-done presence people trust in hard moments.',
      'Technical layers, waxed cotton and good boots show you value function and things that last.',
      'Keep one sharper layer for the meeting room so the rugged look reads as intention, not as the weekend.',
    ],
    moodboardPrompts: [
      'A misty mountain trailhead, a {c2} waxed jacket over a {c3} merino base layer',
      'A cabin workbench with a compass, a field notebook and worn leather boots',
      'Flat lay of a technical shell, a wool beanie and a canvas rucksack on granite',
      'A coastal road at dawn, a figure in a {c1} fisherman sweater beside a camper van',
    ],
    brands: {
      entry: ['Patagonia', 'L.L.Bean', 'Columbia', 'REI Co-op', 'Carhartt', "Levi's", 'Timberland'],
      mid: ["Arc'teryx", 'Filson', 'Barbour', 'Red Wing Heritage', 'Snow Peak', 'Taylor Stitch'],
      luxury: ['Moncler', 'Canada Goose', 'Belstaff', 'RRL', 'Stone Island', 'Viberg'],
    },
    wardrobe: {
      pieces: {
        overcoat: {
          name: 'Waxed Field Jacket',
          description:
            'A waxed cotton or technical shell that handles weather and still looks sharp in town.',
        },
        'leather-shoes': {
          name: 'Leather Work Boots',
          description: 'Goodyear-welted boots that can be resoled for a decade of wear.',
        },
        'fine-knit': {
          name: 'Merino Base Layer',
          description: 'A fine merino crew or quarter-zip that regulates temperature indoors and out.',
        },
      },
      suggestions: {
        foundation: [
          { text: 'merino quarter-zip' },
          { text: 'waxed cotton field jacket', fit: 'structured' },
          { text: 'heavy flannel overshirt', fit: 'relaxed' },
          { text: 'straight-leg canvas trousers' },
          { text: 'dark selvedge denim' },
          { text: 'fitted technical base layer', fit: 'fitted' },
        ],
        footwear: [
          { text: 'Goodyear-welted leather boots' },
          { text: 'suede desert boots' },
          { text: 'trail-ready sneakers' },
        ],
        accent: [
          { text: 'field watch with a canvas strap' },
          { text: 'waxed canvas rucksack' },
          { text: 'wool beanie' },
          { text: 'leather belt with a brass buckle' },
        ],
      },
      eventLooks: {
        pitchMeeting:
          'A {c1} merino quarter-zip under a {c2} waxed field jacket, dark selvedge denim and polished leather boots: credible and clearly someone who builds.',
        conference:
          'A {c2} flannel overshirt over a fine knit, {c1} canvas trousers and suede desert boots, comfortable from keynote to dinner.',
        networking:
          'A {c3} fisherman sweater with dark denim, leather boots and a field watch, warm, solid and easy to approach.',
      },
      defaultColours: ['olive', 'navy', 'stone'],
      resalePlatform: 'Grailed',
    },
  },
  {
    id: 'polished-connector',
    name: 'The Polished Connector',
    description:
      'Relationships are your superpower, and you dress to make people feel at ease and impressed at once. Sharp, confident tailoring in flattering color gives you presence on a stage and warmth across a table. Every look is camera-ready without trying too hard.',
    keywords: ['charismatic', 'confident', 'warm', 'persuasive', 'sharp', 'camera-ready', 'social'],
    styleLanguage: ['sleek', 'confident', 'vibrant', 'tailored', 'magnetic'],
    styleIcons: [
      {
        name: 'Michelle Obama',
        description:
          'Bold color, sharp tailoring and accessible brands make her look both powerful and warm.',
        expression: 15,
      },
      {
        name: 'Tom Ford',
        description: 'Immaculate suits and open collars define his sleek, seductive polish.',
        expression: 90,
      },
      {
        name: 'Idris Elba',
        description: 'Sharp suits with a relaxed edge give him authority and easy charm.',
        expression: 85,
      },
      {
        name: 'Oprah Winfrey',
        description: 'Rich color and elegant tailoring make her look approachable and in command.',
        expression: 20,
      },
    ],
    summaryTemplates: [
      'As {aRole} in {industry}, your influence comes from the rooms you open and the people you bring in.',
      'Sharp tailoring in flattering color gives you presence on stage and warmth across the table.',
      'Look camera-ready every day, because your next opportunity is usually a handshake away.',
    ],
    moodboardPrompts: [
      'A rooftop reception at dusk, a figure in a {c4} suit laughing with a small group',
      'A podcast studio with warm lighting, a crisp shirt under a sleek blazer',
      'Flat lay of a silk blouse, a leather card case and polished loafers on marble',
      'A hotel lobby bar, a tailored jacket and a bold lip color caught in a mirror',
    ],
    brands: {
      entry: ['Banana Republic', 'J.Crew', 'Mango', 'Zara', 'Ann Taylor', 'Bonobos', 'Massimo Dutti'],
      mid: ['Theory', 'Reiss', 'Hugo Boss', 'Diane von Furstenberg', 'M.M.LaFleur', 'Suitsupply'],
      luxury: ['Tom Ford', 'Max Mara', 'Saint Laurent', 'Zegna', 'Oscar de la Renta', 'Ferragamo'],
    },
    wardrobe: {
      pieces: {
        'structured-blazer': {
          name: 'Sharp Tailored Blazer',
          description: 'A defined-waist blazer in a confident color that photographs well.',
        },
        'crisp-shirt': {
          name: 'Silk or Poplin Shirt',
          description: 'A fluid silk or crisp poplin shirt that sits well open at the neck.',
        },
      },
      suggestions: {
        foundation: [
          { text: 'sharp tailored blazer in a confident color', fit: 'structured' },
          { text: 'fluid silk shirt' },
          { text: 'slim tailored trousers', fit: 'structured' },
          { text: 'fine-gauge knit polo', fit: 'fitted' },
          { text: 'soft unstructured suit', fit: 'relaxed' },
          { text: 'wrap dress in a bold color', expression: 'feminine' },
        ],
        footwear: [
          { text: 'polished leather loafers' },
          { text: 'sleek ankle boots' },
          { text: 'pointed-toe heels', expression: 'feminine' },
          { text: 'suede driving shoes', expression: 'masculine' },
        ],
        accent: [
          { text: 'elegant dress watch' },
          { text: 'structured leather handbag', expression: 'feminine' },
          { text: 'leather card case' },
          { text: 'silk pocket square', expression: 'masculine' },
          { text: 'gold statement earrings', expression: 'feminine' },
        ],
      },
      eventLooks: {
        pitchMeeting:
          'A {c1} tailored blazer with slim matching trousers, a fluid {c2} shirt and polished loafers: confident, warm and ready for the hard questions.',
        conference:
          'A {c2} soft unstructured suit over a fine-gauge knit, sleek ankle boots and an elegant watch, camera-ready for the panel photo.',
        networking:
          'A {c3} silk shirt with {c1} trousers and polished loafers, one bold accessory to open the conversation.',
      },
      defaultColours: ['cobalt', 'white', 'emerald'],
      resalePlatform: 'Poshmark',
    },
  },
  {
    id: 'urban-innovator',
    name: 'The Urban Innovator',
    description:
      'You move fast, build in public and speak the language of the street and the server room. Elevated streetwear, technical fabrics and the right sneakers make you look current without chasing trends. Comfort and credibility in one uniform, from a demo day to a late launch.',
    keywords: ['fast-moving', 'current', 'tech-savvy', 'bold', 'connected', 'builder', 'urban'],
    styleLanguage: ['elevated streetwear', 'technical', 'sleek', 'modular', 'sporty'],
    styleIcons: [
      {
        name: 'Virgil Abloh',
        description: 'He bridged streetwear and luxury with hoodies, tailoring and ideas in quotation marks.',
        expression: 80,
      },
      {
        name: 'Rihanna',
        description: 'The Fenty founder mixes oversized streetwear with luxury pieces with total ease.',
        expression: 20,
      },
      {
        name: 'Donald Glover',
        description: 'Relaxed tailoring, bold color and sneakers make his style creative and current.',
        expression: 75,
      },
      {
        name: 'Hailey Bieber',
        description: 'Oversized blazers, bike shorts and clean sneakers define her polished street uniform.',
        expression: 15,
      },
    ],
    summaryTemplates: [
      'As {aRole} in {industry}, you are building what comes next and your style should move as fast as you do.',
      'Elevated streetwear and technical fabrics say current and credible without chasing trends.',
      'One clean, repeatable uniform carries you from a demo day to a late launch.',
    ],
    moodboardPrompts: [
      'A rain-soaked city street at night, a {c1} technical jacket under neon signs',
      'A co-working space with exposed brick, a {c3} hoodie under a sleek overshirt',
      'Flat lay of limited-run sneakers, a matte laptop and wireless earbuds on concrete',
      'A rooftop at sunrise over a skyline, a figure in a monochrome track set',
    ],
    brands: {
      entry: ['Nike', 'Adidas', 'New Balance', 'Uniqlo', 'Lululemon', 'Vuori', 'Stüssy'],
      mid: ['Aimé Leon Dore', "Arc'teryx", 'On', 'Kith', 'Carhartt WIP', 'Norse Projects'],
      luxury: ['Fear of God', 'Stone Island', "Arc'teryx Veilance", 'Prada', 'Y-3', 'Moncler'],
    },
    wardrobe: {
      pieces: {
        'minimal-sneakers': {
          name: 'Signature Sneakers',
          description: 'One clean, recognizable sneaker you wear until it becomes your signature.',
        },
        overcoat: {
          name: 'Technical Shell',
          description: 'A matte, minimal waterproof shell that works over tailoring or a hoodie.',
        },
        'elevated-tee': {
          name: 'Heavyweight Tee',
          description: 'A boxy, heavyweight cotton tee in a neutral of your palette.',
        },
      },
      suggestions: {
        foundation: [
          { text: 'heavyweight boxy tee' },
          { text: 'technical overshirt', fit: 'structured' },
          { text: 'relaxed tapered trousers', fit: 'relaxed' },
          { text: 'premium hoodie' },
          { text: 'fitted performance knit', fit: 'fitted' },
          { text: 'oversized blazer over a fitted top', expression: 'feminine' },
        ],
        footwear: [
          { text: 'clean signature sneakers' },
          { text: 'technical runners' },
          { text: 'chunky leather boots', fit: 'structured' },
        ],
        accent: [
          { text: 'smart watch with a minimal band' },
          { text: 'technical sling bag' },
          { text: 'baseball cap in a neutral tone' },
          { text: 'sculptural sunglasses' },
        ],
      },
      eventLooks: {
        pitchMeeting:
          'A {c1} technical overshirt over a heavyweight {c2} tee, tapered trousers and clean signature sneakers: you look like you ship.',
        conference:
          'A {c2} premium hoodie under a matte {c1} shell, relaxed trousers and technical runners, with a sling bag for the day.',
        networking:
          'A boxy {c3} tee with {c1} tapered trousers, signature sneakers and sculptural sunglasses, current and easy to talk to.',
      },
      defaultColours: ['black', 'gray', 'white'],
      resalePlatform: 'Grailed',
    },
  },
  {
    id: 'warm-mentor',
    name: 'The Warm Mentor',
    description:
      'People come to you for guidance, and your presence makes them feel safe to speak. Soft textures, warm color and relaxed tailoring say approachable without losing authority. You look like someone who listens, and who has done the work.',
    keywords: ['approachable', 'wise', 'supportive', 'grounded', 'generous', 'steady', 'human'],
    styleLanguage: ['soft', 'warm', 'textured', 'approachable', 'relaxed-tailored'],
    styleIcons: [
      {
        name: 'Jacinda Ardern',
        description: 'Simple coats, soft knits and warm color made her look empathetic and composed.',
        expression: 20,
      },
      {
        name: 'Barack Obama',
        description: 'Rolled sleeves, open collars and a steady palette made him look calm and accessible.',
        expression: 85,
      },
      {
        name: 'Fred Rogers',
        description: 'His zip cardigans made warmth and attention into a recognizable uniform.',
        expression: 80,
      },
    ],
    summaryTemplates: [
      'As {aRole} in {industry}, your strength is making people feel heard and capable.',
      'Soft textures, warm color and relaxed tailoring say approachable without losing authority.',
      'Dress so the first impression is trust, and let your experience do the rest.',
    ],
    moodboardPrompts: [
      'A sunlit reading room, a {c1} cardigan over a chair beside a stack of books',
      'A community workshop with long wooden tables, soft knitwear and rolled sleeves',
      'Flat lay of a cable knit, suede loafers and a leather notebook on a wool blanket',
      'An autumn park bench conversation, soft {c2} and {c3} layers',
    ],
    brands: {
      entry: ['Madewell', 'J.Crew', 'Everlane', 'Quince', 'L.L.Bean', 'Gap', 'Uniqlo'],
      mid: ['Jenni Kayne', 'Alex Mill', 'Sézane', 'Todd Snyder', 'Buck Mason', 'Vince'],
      luxury: ['Brunello Cucinelli', 'Margaret Howell', 'Loro Piana', 'Max Mara', 'Isabel Marant', 'Zegna'],
    },
    wardrobe: {
      pieces: {
        'fine-knit': {
          name: 'Soft Cardigan',
          description: 'A textured wool or cashmere cardigan that layers over a shirt or tee.',
        },
        'structured-blazer': {
          name: 'Soft Unstructured Blazer',
          description: 'A relaxed blazer in brushed wool or cotton that keeps authority without stiffness.',
        },
      },
      suggestions: {
        foundation: [
          { text: 'textured wool cardigan' },
          { text: 'soft chambray shirt' },
          { text: 'relaxed pleated trousers', fit: 'relaxed' },
          { text: 'unstructured brushed-wool blazer', fit: 'structured' },
          { text: 'fine-knit fitted turtleneck', fit: 'fitted' },
          { text: 'knit midi dress', expression: 'feminine' },
        ],
        footwear: [
          { text: 'suede loafers' },
          { text: 'leather desert boots' },
          { text: 'clean canvas sneakers' },
          { text: 'low block-heel boots', expression: 'feminine' },
        ],
        accent: [
          { text: 'leather-strap watch' },
          { text: 'soft wool scarf' },
          { text: 'well-worn leather notebook' },
          { text: 'delicate gold necklace', expression: 'feminine' },
        ],
      },
      eventLooks: {
        pitchMeeting:
          'A soft {c1} unstructured blazer over a {c2} fine-knit, pleated trousers and suede loafers: authority that still invites questions.',
        conference:
          'A {c2} textured cardigan over a chambray shirt with {c1} trousers and desert boots, warm and comfortable for a long day.',
        networking:
          'A {c3} knit with relaxed {c1} trousers, clean canvas sneakers and a leather-strap watch, the person everyone wants to sit next to.',
      },
      defaultColours: ['camel', 'cream', 'rust'],
      resalePlatform: 'Poshmark',
    },
  },
  {
    id: 'bold-disruptor',
    name: 'The Bold Disruptor',
    description:
      'You challenge how things are done and you are not afraid to be seen doing it. Strong silhouettes, leather, black and a flash of color give you a presence that is impossible to ignore. The look is confident and deliberate, never accidental.',
    keywords: ['fearless', 'magnetic', 'provocative', 'ambitious', 'energetic', 'visible', 'daring'],
    styleLanguage: ['bold', 'edgy', 'dramatic', 'high-contrast', 'sculpted', 'fearless'],
    styleIcons: [
      {
        name: 'Zendaya',
        description: 'Bold color, sharp power suits and dramatic silhouettes make every appearance an event.',
        expression: 20,
      },
      {
        name: 'Harry Styles',
        description: 'Flared tailoring, pearls and color broke menswear rules with confidence.',
        expression: 60,
      },
      {
        name: 'Janelle Monáe',
        description: 'Sharp black-and-white tailoring turned her style into a manifesto.',
        expression: 40,
      },
      {
        name: 'David Beckham',
        description: 'He pushes tailoring and streetwear forward with a confident, high-contrast edge.',
        expression: 90,
      },
    ],
    summaryTemplates: [
      'As {aRole} in {industry}, you are changing the rules, and people should see that before you speak.',
      'Strong silhouettes, high contrast and one flash of color give you a presence that is impossible to ignore.',
      'Keep it deliberate: bold is a decision, and every piece should look chosen.',
    ],
    moodboardPrompts: [
      'A stage under a single spotlight, a figure in a sharp {c1} leather jacket',
      'A premiere wall of flashbulbs, a {c4} power suit with wide lapels',
      'Flat lay of a studded boot, silver jewelry and a {c1} silk shirt on steel',
      'A graffiti-lined alley at night, a long {c1} coat and a streak of neon color',
    ],
    brands: {
      entry: ['Zara', 'ASOS', 'H&M', 'Mango', 'Dr. Martens', 'Urban Outfitters', 'Nike'],
      mid: ['AllSaints', 'Acne Studios', 'Ganni', 'Sandro', 'The Kooples', 'Kith'],
      luxury: ['Saint Laurent', 'Rick Owens', 'Balenciaga', 'Alexander McQueen', 'Versace', 'Valentino'],
    },
    wardrobe: {
      pieces: {
        overcoat: {
          name: 'Leather Jacket',
          description: 'A sharp leather jacket in your darkest neutral, the armor of the look.',
        },
        'structured-blazer': {
          name: 'Power Blazer',
          description: 'A strong-shouldered blazer in your darkest neutral or a bold color of your palette.',
        },
      },
      suggestions: {
        foundation: [
          { text: '{c1} leather jacket' },
          { text: 'strong-shouldered power blazer', fit: 'structured' },
          { text: '{c2} silk shirt' },
          { text: 'wide flared trousers', fit: 'relaxed' },
          { text: 'fitted {c1} turtleneck', fit: 'fitted' },
          { text: 'leather midi skirt', expression: 'feminine' },
        ],
        footwear: [
          { text: '{c1} leather Chelsea boots' },
          { text: 'chunky platform boots' },
          { text: 'pointed-toe heels', expression: 'feminine' },
          { text: 'high-shine leather loafers' },
        ],
        accent: [
          { text: 'silver statement rings' },
          { text: 'bold sunglasses' },
          { text: 'structured leather bag' },
          { text: 'bold lip or pocket square in {c4} for a flash of color' },
        ],
      },
      eventLooks: {
        pitchMeeting:
          'A {c1} power blazer over a {c3} silk shirt, sharp trousers and Chelsea boots, a single {c4} accent: the disruptor who came prepared.',
        conference:
          'A {c3} leather jacket over a {c2} turtleneck, wide {c1} trousers and platform boots, impossible to miss from the stage.',
        networking:
          'A {c3} silk shirt with {c1} trousers, silver rings and high-shine loafers, magnetic without saying a word.',
      },
      defaultColours: ['black', 'crimson', 'white'],
      resalePlatform: 'Grailed',
    },
  },
  {
    id: 'grounded-craftsperson',
    name: 'The Grounded Craftsperson',
    description:
      'You make real things with care, and you trust materials more than trends. Selvedge denim, canvas, wool and leather that age well give you an honest, hands-on presence. Your clothes carry the same craftsmanship you put into your work.',
    keywords: ['honest', 'hands-on', 'authentic', 'patient', 'skilled', 'sustainable', 'made to last'],
    styleLanguage: ['workwear', 'textured', 'natural', 'heritage', 'lived-in'],
    styleIcons: [
      {
        name: 'Nick Offerman',
        description: 'A woodworker’s flannel, denim and boots make his style as honest as his craft.',
        expression: 90,
      },
      {
        name: 'Patti Smith',
        description: 'A worn blazer, white shirt and boots have stayed her unchanging, authentic uniform.',
        expression: 45,
      },
      {
        name: 'Joanna Gaines',
        description: 'Denim, chambray and simple boots reflect her hands-on design and farmhouse roots.',
        expression: 15,
      },
    ],
    summaryTemplates: [
      'As {aRole} in {industry}, your credibility comes from what you make and how carefully you make it.',
      'Denim, canvas, wool and leather that age well give you an honest, hands-on presence.',
      'Choose pieces that improve with wear, so your wardrobe tells the same story as your work.',
    ],
    moodboardPrompts: [
      'A woodworking shop in afternoon light, a canvas chore coat hung on a peg',
      'A ceramic studio with clay-dusted hands and a chambray shirt with rolled sleeves',
      'Flat lay of raw selvedge denim, leather work boots and a brass-buckle belt on oak',
      'A farmers’ market stall, a wool overshirt and a leather apron in earthy tones',
    ],
    brands: {
      entry: ['Carhartt', "Levi's", 'Dickies', 'L.L.Bean', 'Madewell', 'Pact', 'Timberland'],
      mid: ['Filson', 'Carhartt WIP', 'Red Wing Heritage', 'Blundstone', 'Taylor Stitch', 'Nudie Jeans'],
      luxury: ['RRL', 'R.M. Williams', 'Viberg', 'Margaret Howell', 'Private White V.C.', 'Bode'],
    },
    wardrobe: {
      pieces: {
        overcoat: {
          name: 'Canvas Chore Coat',
          description: 'A sturdy canvas or wool chore coat that softens and fades with use.',
        },
        'dark-denim': {
          name: 'Raw Selvedge Denim',
          description: 'Raw selvedge jeans that mold to you and fade with your own wear.',
        },
        'leather-shoes': {
          name: 'Leather Work Boots',
          description: 'Resoleable leather boots built for a lifetime.',
        },
      },
      suggestions: {
        foundation: [
          { text: 'canvas chore coat' },
          { text: 'chambray work shirt' },
          { text: 'raw selvedge denim' },
          { text: 'wool overshirt', fit: 'relaxed' },
          { text: 'structured waxed jacket', fit: 'structured' },
          { text: 'fitted Henley', fit: 'fitted' },
        ],
        footwear: [
          { text: 'resoleable leather work boots' },
          { text: 'Chelsea boots in {c2} leather' },
          { text: 'canvas sneakers' },
        ],
        accent: [
          { text: 'brass-buckle leather belt' },
          { text: 'canvas tote with leather handles' },
          { text: 'field watch' },
          { text: 'hand-made ceramic or silver jewelry' },
        ],
      },
      eventLooks: {
        pitchMeeting:
          'A {c1} chore coat over a crisp {c2} chambray shirt, dark selvedge denim and polished work boots: honest, prepared and proud of the work.',
        conference:
          'A {c2} wool overshirt over a Henley, {c1} canvas trousers and leather Chelsea boots, with a brass-buckle belt that will outlast the event.',
        networking:
          'A {c3} chambray shirt with rolled sleeves, raw denim and leather boots, the maker people want to hear from.',
      },
      defaultColours: ['indigo', 'tan', 'olive'],
      resalePlatform: 'Grailed',
    },
  },
];
