import {
  SEASON_ALIASES,
  SEASONS,
  type NeutralCategory,
  type PaletteCategory,
  type Season,
} from '@uniform/contracts';
import type { SeasonFamily, SeasonPalette } from '../types';

/**
 * The built-in palettes of the 12 seasons.
 *
 * Each season is a region of colour space in the 12-tone tradition (Sci\ART, after Munsell's hue,
 * value and chroma): Springs are warm, light-to-medium and clear; Summers cool, light and soft;
 * Autumns warm, medium-to-deep and soft; Winters cool, deep and clear. The season's name says which
 * of those it leans on most (a Light Spring is light first, then warm). The swatches below were
 * chosen to sit inside that region: Light seasons stay high in value, Deep seasons low, Bright
 * seasons high in chroma, Soft seasons greyed, Warm seasons yellow-based, Cool seasons blue-based.
 * Spec 2 §2.1 only requires six seasons to have palettes and lets the rest fall back to Bright
 * Spring; we give all twelve their own, so nobody sees another season's colours by accident.
 */

type Pair = readonly [name: string, hex: string];
type AvoidTriple = readonly [name: string, hex: string, reason: string];

interface PaletteSource {
  season: Season;
  description: string;
  metals: string;
  recommended: Record<PaletteCategory, readonly Pair[]>;
  neutrals: Record<NeutralCategory, readonly Pair[]>;
  avoid: readonly AvoidTriple[];
}

const familyOf = (season: Season): SeasonFamily => season.split(' ')[1] as SeasonFamily;

// Categories as records so a missing category is a compile error, expanded to the flat swatch lists
// of the analysis object.
function palette(source: PaletteSource): SeasonPalette {
  return {
    season: source.season,
    family: familyOf(source.season),
    description: source.description,
    metals: source.metals,
    recommended: (Object.keys(source.recommended) as PaletteCategory[]).flatMap((category) =>
      source.recommended[category].map(([name, hex]) => ({ name, hex, category })),
    ),
    neutrals: (Object.keys(source.neutrals) as NeutralCategory[]).flatMap((category) =>
      source.neutrals[category].map(([name, hex]) => ({ name, hex, category })),
    ),
    avoid: source.avoid.map(([name, hex, reason]) => ({ name, hex, reason })),
  };
}

const PALETTE_LIST: SeasonPalette[] = [
  palette({
    season: 'Light Spring',
    description:
      'Light first, then warm and clear: delicate, sunlit colors like peach, aqua and butter yellow. Keep everything light and fresh; dark or heavy colors overpower you.',
    metals: 'Light yellow gold and rose gold, polished',
    recommended: {
      foundation: [
        ['Light Camel', '#D4B48C'],
        ['Light Navy', '#566E9E'],
        ['Medium Warm Gray', '#9E958A'],
      ],
      professional: [
        ['Periwinkle', '#8C9EDB'],
        ['Light Teal', '#5FBFB5'],
        ['Soft Cornflower', '#7FA6E0'],
      ],
      statement: [
        ['Coral', '#FF8066'],
        ['Watermelon', '#F56B7A'],
        ['Light Turquoise', '#48CFC6'],
      ],
      accent: [
        ['Butter Yellow', '#FBE38A'],
        ['Peach', '#FFC19E'],
        ['Apple Green', '#9BD46A'],
      ],
      casual: [
        ['Mint', '#A8E6C4'],
        ['Light Aqua', '#8ED9E3'],
        ['Apricot', '#FDB384'],
      ],
      evening: [
        ['Clear Salmon', '#FA8F7E'],
        ['Warm Lilac', '#C3A6E0'],
        ['Golden Champagne', '#EBCB8B'],
      ],
    },
    neutrals: {
      light: [['Ivory', '#FFF8E7']],
      medium: [['Light Warm Gray', '#BEB4A6']],
      dark: [['Warm Cocoa', '#8E6B4F']],
      warm: [['Cream', '#F5E6C4']],
      cool: [['Soft Blue-Gray', '#A9B4C2']],
    },
    avoid: [
      ['Black', '#000000', 'Far darker than your lightest-in-the-room coloring; it swallows your face.'],
      ['Burgundy', '#800020', 'Too deep and too cool: it makes light, warm skin look sallow.'],
      ['Charcoal', '#36454F', 'Heavy and blue-gray; it drains the peach from your skin.'],
      ['Dusty Mauve', '#A67B8E', 'Grayed and cool, so it dulls clear, warm coloring.'],
      ['Olive Drab', '#6B6B3A', 'Muddy and dark; Light Spring needs colors with light in them.'],
    ],
  }),
  palette({
    season: 'Warm Spring',
    description:
      'Warm first, then light and clear: golden, sunny colors like camel, coral, marigold and turquoise. Choose yellow-based colors with life in them; icy and dusty shades fight your warmth.',
    metals: 'Yellow gold, brass and copper, polished',
    recommended: {
      foundation: [
        ['Camel', '#C19A6B'],
        ['Golden Brown', '#8B5A2B'],
        ['Warm Navy', '#34507F'],
      ],
      professional: [
        ['Warm Teal', '#1F9E96'],
        ['Clear Periwinkle', '#7F8FDB'],
        ['Warm Jade', '#3AA17E'],
      ],
      statement: [
        ['Tomato Red', '#EF4B2A'],
        ['Bright Coral', '#FF6F4F'],
        ['Marigold', '#F9A21B'],
      ],
      accent: [
        ['Golden Yellow', '#FFC93C'],
        ['Lime Green', '#9ACD32'],
        ['Warm Turquoise', '#2EC4B6'],
      ],
      casual: [
        ['Peach', '#FFB38A'],
        ['Aqua', '#63D1C5'],
        ['Spring Green', '#7BC96F'],
      ],
      evening: [
        ['Warm Violet', '#8E6FC2'],
        ['Bronze', '#CD7F32'],
        ['Peacock Teal', '#1B8A8C'],
      ],
    },
    neutrals: {
      light: [['Cream', '#FFF1D0']],
      medium: [['Light Camel', '#D5B07F']],
      dark: [['Chocolate Brown', '#6B4226']],
      warm: [['Golden Honey', '#D39B4E']],
      cool: [['Pewter Blue-Gray', '#8E9AA6']],
    },
    avoid: [
      ['Black', '#000000', 'Harsh against golden coloring; it makes warm skin look tired.'],
      ['Icy Pink', '#F7DDE9', 'Blue-based and icy, it cancels the gold in your skin.'],
      ['Burgundy', '#800020', 'Too deep and cool; choose tomato red or coral instead.'],
      ['Blue-Gray Charcoal', '#3C4650', 'Cold and heavy, it grays out a warm complexion.'],
      ['Dusty Mauve', '#B08A9B', 'Grayed and cool: the opposite of your clear, sunny coloring.'],
    ],
  }),
  palette({
    season: 'Bright Spring',
    description:
      'Clear first, then warm: saturated, high-energy colors like poppy red, turquoise and lime. Wear colors at full strength; muted, dusty shades make you look washed out.',
    metals: 'Bright yellow gold and polished rose gold',
    recommended: {
      foundation: [
        ['Bright Navy', '#1F3C88'],
        ['Warm Charcoal', '#4A4540'],
        ['Golden Tan', '#C68E4E'],
      ],
      professional: [
        ['Clear Turquoise', '#00B2A9'],
        ['Bright Periwinkle', '#6C7DF0'],
        ['Kelly Green', '#2DB24A'],
      ],
      statement: [
        ['Poppy Red', '#EE2C2C'],
        ['Hot Coral', '#FF5E4D'],
        ['Warm Fuchsia', '#F23C8C'],
      ],
      accent: [
        ['Sunflower', '#FFD21F'],
        ['Lime', '#A4D932'],
        ['Clear Aqua', '#00D1C1'],
      ],
      casual: [
        ['Mango', '#FFA62B'],
        ['Spring Green', '#3EC96B'],
        ['Clear Sky Blue', '#4AB8F0'],
      ],
      evening: [
        ['Bright Violet', '#8A52E0'],
        ['Emerald Green', '#009B6B'],
        ['Scarlet', '#FF2400'],
      ],
    },
    neutrals: {
      light: [['Warm White', '#FFF8EC']],
      medium: [['Light Warm Gray', '#B5ADA3']],
      dark: [['Dark Chocolate', '#4A2C20']],
      warm: [['Camel', '#C8A06E']],
      cool: [['Steel Gray', '#7D8590']],
    },
    avoid: [
      ['Dusty Rose', '#C4A4A7', 'Too muted: next to clear coloring it looks faded and makes you look tired.'],
      ['Olive Drab', '#6B6B3A', 'Muddy and dark, it dims the sparkle of clear eyes.'],
      ['Dusty Sage', '#9CA68B', 'A grayed green; your greens need to be clear, like kelly or lime.'],
      ['Rust', '#B7410E', 'Earthy and subdued, an Autumn color that dulls a Bright Spring.'],
      ['Dusty Mauve', '#B784A7', 'Grayed and cool, so it fights both your warmth and your clarity.'],
    ],
  }),
  palette({
    season: 'Light Summer',
    description:
      'Light first, then cool and gently soft: airy, blue-based pastels like powder blue, rose pink and lavender. Keep colors light and cool; dark, heavy or orange-yellow shades overwhelm you.',
    metals: 'Silver, white gold and platinum, brushed or polished',
    recommended: {
      foundation: [
        ['Soft Navy', '#4F6283'],
        ['Blue-Gray', '#8A9BB0'],
        ['Rose Beige', '#CDB4A9'],
      ],
      professional: [
        ['Powder Blue', '#A7C4E5'],
        ['Cornflower', '#7A9CD6'],
        ['Soft Periwinkle', '#9FA8DA'],
      ],
      statement: [
        ['Rose Pink', '#E58AA6'],
        ['Orchid', '#C88DC8'],
        ['Cool Aqua', '#6CC4CB'],
      ],
      accent: [
        ['Lavender', '#B9A6DA'],
        ['Lemon Ice', '#F6EFA5'],
        ['Soft Mint', '#A8DCC3'],
      ],
      casual: [
        ['Light Denim', '#93AACC'],
        ['Powder Pink', '#F2C4CF'],
        ['Soft Jade', '#7FBFAE'],
      ],
      evening: [
        ['Soft Raspberry', '#C75B7A'],
        ['Silver Lilac', '#CBBEE0'],
        ['Slate Blue', '#6A7FB0'],
      ],
    },
    neutrals: {
      light: [['Soft White', '#F5F3EE']],
      medium: [['Dove Gray', '#B6B4B5']],
      dark: [['Slate', '#5F6B7A']],
      warm: [['Light Taupe', '#B9A89C']],
      cool: [['Pewter', '#8E95A0']],
    },
    avoid: [
      ['Black', '#000000', 'Far too heavy for light coloring; it casts shadows under the eyes.'],
      ['Orange', '#FF7F00', 'Hot and yellow-based, it turns cool, light skin ruddy.'],
      ['Mustard', '#D4A017', 'Warm and muddy; it makes pink-toned skin look sallow.'],
      ['Rust', '#B7410E', 'Deep and warm, the opposite of your light, cool coloring.'],
      ['Chocolate Brown', '#4E2A1E', 'Dark and warm; choose slate or soft navy instead.'],
    ],
  }),
  palette({
    season: 'Cool Summer',
    description:
      'Cool first, then light-to-medium and soft: blue-based, gently muted colors like raspberry, periwinkle and soft teal. Choose blue undertones at medium strength; golden and orange shades fight your skin.',
    metals: 'Silver, platinum and pewter',
    recommended: {
      foundation: [
        ['Grayed Navy', '#34415E'],
        ['Charcoal Blue-Gray', '#4E5866'],
        ['Rose Brown', '#8B6F70'],
      ],
      professional: [
        ['Medium Blue', '#4F74B0'],
        ['Soft Teal', '#4A8C93'],
        ['Periwinkle', '#8C95CC'],
      ],
      statement: [
        ['Raspberry', '#C2456B'],
        ['Cool Watermelon', '#E06A85'],
        ['Soft Plum', '#8E5B87'],
      ],
      accent: [
        ['Cool Pink', '#E7A3BD'],
        ['Lavender', '#A89BD1'],
        ['Light Lemon', '#F1EBA0'],
      ],
      casual: [
        ['Denim Blue', '#5B7DA1'],
        ['Cool Sea Green', '#6FAF9E'],
        ['Soft Cornflower', '#87A5D6'],
      ],
      evening: [
        ['Berry', '#9A3A62'],
        ['Amethyst', '#8A6AB0'],
        ['Soft Sapphire', '#2F5496'],
      ],
    },
    neutrals: {
      light: [['Soft White', '#F4F4F0']],
      medium: [['Cool Gray', '#9A9EA5']],
      dark: [['Charcoal Navy', '#2E3646']],
      warm: [['Rose Taupe', '#A08786']],
      cool: [['Blue-Gray', '#7C8C9E']],
    },
    avoid: [
      ['Orange', '#F58025', 'Yellow-red and hot; it makes cool skin look flushed.'],
      ['Golden Yellow', '#FFC000', 'Strongly warm, it turns a pink-toned complexion sallow.'],
      ['Camel', '#C19A6B', 'A golden neutral that grays out cool coloring; choose rose brown.'],
      ['Olive Green', '#708238', 'Yellow-green and earthy: it fights blue undertones.'],
      ['Rust', '#B7410E', 'Warm and earthy, an Autumn color that clashes with cool skin.'],
    ],
  }),
  palette({
    season: 'Soft Summer',
    description:
      'Soft first, then cool: smoky, grayed colors like dusty blue, rose mauve and sage. Blend tones rather than contrast them; bright, pure or stark colors wear you.',
    metals: 'Pewter, brushed silver and white gold',
    recommended: {
      foundation: [
        ['Grayed Navy', '#3E4A60'],
        ['Mushroom Taupe', '#8F8179'],
        ['Smoky Blue-Gray', '#6E7C8C'],
      ],
      professional: [
        ['Dusty Blue', '#7690AD'],
        ['Muted Teal', '#5E8C8A'],
        ['Blue Spruce', '#4F7A74'],
      ],
      statement: [
        ['Dusty Raspberry', '#A95C72'],
        ['Rose Mauve', '#B98596'],
        ['Smoky Plum', '#7A5670'],
      ],
      accent: [
        ['Soft Lavender', '#A79DBE'],
        ['Sage', '#9BAE9A'],
        ['Misty Blue', '#A9BCCB'],
      ],
      casual: [
        ['Denim', '#6B83A0'],
        ['Seafoam Gray', '#9BB7AE'],
        ['Dusty Pink', '#D3A7AF'],
      ],
      evening: [
        ['Mulberry', '#7F4A63'],
        ['Deep Spruce', '#3F6462'],
        ['Smoky Amethyst', '#6E5C87'],
      ],
    },
    neutrals: {
      light: [['Oyster', '#DDD8CF']],
      medium: [['Rose Gray', '#A3979A']],
      dark: [['Charcoal Blue', '#3A424D']],
      warm: [['Cocoa', '#7D6A62']],
      cool: [['Gray-Blue', '#8797A6']],
    },
    avoid: [
      ['Black', '#000000', 'Too stark: it hardens soft features and shows every shadow.'],
      ['Pure White', '#FFFFFF', 'Glaring next to muted coloring; choose oyster or soft white.'],
      ['Bright Orange', '#FF6A00', 'Hot, pure and warm: everything your coloring is not.'],
      ['Canary Yellow', '#FFEF00', 'Saturated and yellow; it turns cool skin sallow.'],
      ['Electric Blue', '#0047FF', 'Pure and intense, it overpowers a soft face.'],
    ],
  }),
  palette({
    season: 'Soft Autumn',
    description:
      'Soft first, then warm: muted, earthy colors like camel, sage, terracotta and soft teal. Choose colors that look gently weathered; bright, icy or stark shades overpower you.',
    metals: 'Brushed gold, bronze and antique brass',
    recommended: {
      foundation: [
        ['Mushroom', '#9E8B78'],
        ['Soft Olive', '#857F56'],
        ['Taupe Brown', '#6F5B4B'],
      ],
      professional: [
        ['Muted Teal', '#4E8582'],
        ['Dusty Teal Blue', '#5A7F8C'],
        ['Warm Taupe', '#8C7A6B'],
      ],
      statement: [
        ['Terracotta', '#C07A5C'],
        ['Brick Rose', '#B05F55'],
        ['Dusty Coral', '#D98B76'],
      ],
      accent: [
        ['Soft Mustard', '#C9A54A'],
        ['Sage', '#A3A883'],
        ['Peach Beige', '#E3B897'],
      ],
      casual: [
        ['Khaki', '#B5A77F'],
        ['Moss Green', '#8A9160'],
        ['Rose Beige', '#C9A08C'],
      ],
      evening: [
        ['Cinnamon', '#A86B45'],
        ['Deep Muted Teal', '#2F5F5C'],
        ['Raisin', '#6E4B4E'],
      ],
    },
    neutrals: {
      light: [['Oatmeal', '#E6D7BF']],
      medium: [['Stone', '#B3A58F']],
      dark: [['Coffee', '#5A4636']],
      warm: [['Camel', '#C19A6B']],
      cool: [['Soft Pewter', '#8E918C']],
    },
    avoid: [
      ['Black', '#000000', 'Too harsh for soft, blended coloring; use coffee brown instead.'],
      ['Pure White', '#FFFFFF', 'Stark against muted warmth; oatmeal or cream flatter more.'],
      ['Fuchsia', '#FF00A0', 'Hot, cool and pure: it makes a soft face disappear.'],
      ['Royal Blue', '#4169E1', 'Saturated and cool, it clashes with earthy warmth.'],
      ['Icy Lavender', '#E1D9F2', 'Icy and blue-based, it grays out warm skin.'],
    ],
  }),
  palette({
    season: 'Warm Autumn',
    description:
      'Warm first, then medium-to-deep and rich: spicy, golden colors like rust, mustard, olive and teal. Lean into earthy warmth; icy, pastel and blue-pink shades drain you.',
    metals: 'Yellow gold, bronze and copper',
    recommended: {
      foundation: [
        ['Camel', '#C29A62'],
        ['Chocolate', '#5A3620'],
        ['Olive', '#6D6A2E'],
      ],
      professional: [
        ['Teal', '#1E6E6A'],
        ['Warm Marine Navy', '#2C4557'],
        ['Khaki Brown', '#8A7443'],
      ],
      statement: [
        ['Rust', '#B7410E'],
        ['Pumpkin', '#E07A1F'],
        ['Paprika Red', '#B83A22'],
      ],
      accent: [
        ['Mustard', '#D4A017'],
        ['Warm Turquoise', '#2A9D8F'],
        ['Terracotta', '#CC6B49'],
      ],
      casual: [
        ['Moss', '#787A34'],
        ['Warm Denim', '#4A6C7A'],
        ['Khaki', '#B0A06A'],
      ],
      evening: [
        ['Copper', '#B87333'],
        ['Deep Teal', '#12504F'],
        ['Oxblood', '#6E1E1A'],
      ],
    },
    neutrals: {
      light: [['Cream', '#F3E3C3']],
      medium: [['Warm Taupe', '#A48A6F']],
      dark: [['Dark Chocolate', '#3F2A1D']],
      warm: [['Toffee', '#B7834E']],
      cool: [['Grayed Khaki', '#8A8672']],
    },
    avoid: [
      ['Black', '#000000', 'Cold and severe next to golden skin; chocolate does its job better.'],
      ['Icy Blue', '#D6ECF5', 'Icy and blue: it makes warm skin look gray.'],
      ['Hot Pink', '#FF69B4', 'Blue-based pink that clashes with golden undertones.'],
      ['Pastel Pink', '#F8C8DC', 'Too light and cool for rich, warm coloring.'],
      ['Cool Gray', '#A2A6AD', 'A blue-gray neutral that drains the warmth from your face.'],
    ],
  }),
  palette({
    season: 'Deep Autumn',
    description:
      'Deep first, then warm: rich, dark, spiced colors like espresso, forest green, burnt orange and deep teal. Wear depth with warmth; light, icy or pastel colors look washed out on you.',
    metals: 'Antique gold, bronze and copper',
    recommended: {
      foundation: [
        ['Chestnut', '#5C3A28'],
        ['Dark Olive', '#4B4A22'],
        ['Deep Camel', '#A67A48'],
      ],
      professional: [
        ['Deep Teal', '#0E4F4F'],
        ['Forest Green', '#1F4B2C'],
        ['Warm Ink Navy', '#1F2F44'],
      ],
      statement: [
        ['Burnt Orange', '#CC5500'],
        ['Brick Red', '#A13426'],
        ['Deep Turquoise', '#007A74'],
      ],
      accent: [
        ['Saffron', '#E3A21A'],
        ['Terracotta', '#B55A3A'],
        ['Olive Gold', '#A08A2A'],
      ],
      casual: [
        ['Rust', '#A8441A'],
        ['Khaki Green', '#6F6A3A'],
        ['Teal Denim', '#2C5F6F'],
      ],
      evening: [
        ['Mahogany', '#6B2C1F'],
        ['Aubergine', '#4A2536'],
        ['Warm Wine', '#722F37'],
      ],
    },
    neutrals: {
      light: [['Warm Ivory', '#F1E6CF']],
      medium: [['Mushroom Taupe', '#8D7B68']],
      dark: [['Dark Chocolate', '#2E1D14']],
      warm: [['Cognac', '#9A4E22']],
      cool: [['Warm Charcoal', '#45423D']],
    },
    avoid: [
      ['Pastel Pink', '#F8C8DC', 'Light and cool: it leaves deep, warm coloring looking flat.'],
      ['Icy Blue', '#D6ECF5', 'Icy pastels have no depth to match yours and gray your skin.'],
      ['Lavender', '#B9A6DA', 'Light and blue-based, it fights both your depth and your warmth.'],
      ['Silver Gray', '#C0C0C8', 'Light and cold; choose mushroom taupe or warm charcoal.'],
      ['Hot Pink', '#FF69B4', 'Cool and sugary, it clashes with golden depth.'],
    ],
  }),
  palette({
    season: 'Deep Winter',
    description:
      'Deep first, then cool and clear: dark, dramatic colors like black, midnight navy, emerald and ruby, lit with icy accents. Wear high contrast; muted, golden or light-warm shades look muddy on you.',
    metals: 'Silver, platinum and gunmetal',
    recommended: {
      foundation: [
        ['Black', '#000000'],
        ['Charcoal', '#333438'],
        ['Midnight Navy', '#141B33'],
      ],
      professional: [
        ['Sapphire', '#0F52BA'],
        ['Pine', '#0B4F3C'],
        ['Deep Cool Teal', '#005F6A'],
      ],
      statement: [
        ['True Red', '#CC0A2B'],
        ['Emerald', '#00875A'],
        ['Royal Purple', '#5A2D8C'],
      ],
      accent: [
        ['Icy Pink', '#F6D6E6'],
        ['Icy Blue', '#DCEAF7'],
        ['Fuchsia', '#C9157A'],
      ],
      casual: [
        ['Indigo', '#283874'],
        ['Cool Turquoise', '#00A3AD'],
        ['Cool Burgundy', '#6D0F2F'],
      ],
      evening: [
        ['Ruby', '#9B1B30'],
        ['Deep Aubergine', '#3A1D45'],
        ['Cool Magenta', '#9E1A6A'],
      ],
    },
    neutrals: {
      light: [['Pure White', '#FFFFFF']],
      medium: [['Cool Gray', '#8A8D93']],
      dark: [['Deep Slate', '#2C3E50']],
      warm: [['Espresso', '#3C2A26']],
      cool: [['Steel Gray', '#5F6870']],
    },
    avoid: [
      ['Camel', '#C19A6B', 'A golden, mid-light neutral that looks muddy against deep, cool coloring.'],
      ['Orange', '#FF8C00', 'Warm and yellow-red, it clashes with cool depth.'],
      ['Mustard', '#D4A017', 'Earthy and golden: it turns cool skin sallow.'],
      ['Peach', '#FFCBA4', 'Light and warm, it has neither your depth nor your coolness.'],
      ['Dusty Rose', '#C4A4A7', 'Muted and mid-light; it fades against strong contrast.'],
    ],
  }),
  palette({
    season: 'Cool Winter',
    description:
      'Cool first, then deep and clear: icy and jewel colors on blue undertones, like true navy, royal blue, blue-red and emerald. Keep colors crisp and blue-based; golden, earthy and orange shades fight your skin.',
    metals: 'Silver, platinum and white gold',
    recommended: {
      foundation: [
        ['True Navy', '#1C2B58'],
        ['Charcoal', '#37393F'],
        ['Black', '#000000'],
      ],
      professional: [
        ['Royal Blue', '#2B4FBF'],
        ['Cool Teal', '#007C80'],
        ['Steel Blue-Gray', '#5A6B7D'],
      ],
      statement: [
        ['Blue-Red', '#C8102E'],
        ['Magenta', '#C2185B'],
        ['Emerald', '#009473'],
      ],
      accent: [
        ['Icy Violet', '#D9D2F0'],
        ['Icy Aqua', '#CFF1EE'],
        ['Lemon Yellow', '#F7EE55'],
      ],
      casual: [
        ['Cool Denim', '#3A5A8C'],
        ['Pine Green', '#1B5E4A'],
        ['Cool Pink', '#E77FAF'],
      ],
      evening: [
        ['Burgundy', '#800020'],
        ['Deep Amethyst', '#5E2A84'],
        ['Icy Pink', '#F6D6E6'],
      ],
    },
    neutrals: {
      light: [['Optic White', '#FAFAFA']],
      medium: [['Cool Gray', '#8C9097']],
      dark: [['Midnight Navy', '#111A33']],
      warm: [['Cool Taupe', '#7A6E6A']],
      cool: [['Silver Gray', '#BFC3C9']],
    },
    avoid: [
      ['Orange', '#F28C28', 'Hot and yellow-based, it makes cool skin look ruddy.'],
      ['Camel', '#C19A6B', 'A golden neutral that turns blue-toned skin sallow.'],
      ['Rust', '#B7410E', 'Earthy and warm: the Autumn opposite of your coloring.'],
      ['Olive', '#708238', 'Yellow-green and muted, it grays a cool complexion.'],
      ['Mustard', '#D4A017', 'Golden and muddy; choose lemon yellow for a yellow.'],
    ],
  }),
  palette({
    season: 'Bright Winter',
    description:
      'Clear first, then cool: vivid, high-contrast colors like cobalt, hot magenta, true red and icy pink against black and white. Wear color at full strength; dusty, earthy or beige shades dull you.',
    metals: 'Polished silver and platinum',
    recommended: {
      foundation: [
        ['Black', '#000000'],
        ['True Navy', '#14245E'],
        ['Charcoal', '#36363C'],
      ],
      professional: [
        ['Cobalt', '#0047AB'],
        ['Bright Teal', '#008B8B'],
        ['Emerald', '#009B77'],
      ],
      statement: [
        ['True Red', '#E0112B'],
        ['Hot Magenta', '#E0218A'],
        ['Electric Blue', '#1E5BFF'],
      ],
      accent: [
        ['Lemon Yellow', '#FFF44F'],
        ['Icy Pink', '#F9D9EA'],
        ['Bright Turquoise', '#00C5CD'],
      ],
      casual: [
        ['Kelly Green', '#00A550'],
        ['Clear Sky Blue', '#3FA9F5'],
        ['Violet', '#7F3FBF'],
      ],
      evening: [
        ['Royal Purple', '#6A0DAD'],
        ['Ruby', '#A3113A'],
        ['Deep Fuchsia', '#B0126E'],
      ],
    },
    neutrals: {
      light: [['Pure White', '#FFFFFF']],
      medium: [['Medium Cool Gray', '#8E9196']],
      dark: [['Midnight', '#0D1B3E']],
      warm: [['Cool Espresso', '#3D302C']],
      cool: [['Icy Gray', '#DDE1E6']],
    },
    avoid: [
      ['Beige', '#D8C3A5', 'Flat and warm, it makes vivid coloring look washed out.'],
      ['Dusty Rose', '#C4A4A7', 'Grayed and soft; your clarity needs cleaner color.'],
      ['Olive', '#708238', 'Muddy yellow-green that dulls clear eyes.'],
      ['Rust', '#B7410E', 'Earthy and warm, it clashes with cool, clear coloring.'],
      ['Mushroom Taupe', '#9E8B78', 'A muted mid-tone neutral with no contrast to hold your features.'],
    ],
  }),
];

/** Every season's palette, by season. */
export const SEASON_PALETTES: Record<Season, SeasonPalette> = Object.fromEntries(
  PALETTE_LIST.map((entry) => [entry.season, entry]),
) as Record<Season, SeasonPalette>;

/**
 * A season name as users and models write it → one of SEASONS: case and spacing ignored, and
 * 'Clear' read as 'Bright' (the older name, SEASON_ALIASES). Undefined for anything else, the
 * 'Insufficient Data' marker included.
 */
export function normaliseSeason(name: string): Season | undefined {
  const words = name.trim().toLowerCase().split(/\s+/).join(' ');
  const aliased = Object.entries(SEASON_ALIASES).find(([alias]) => alias.toLowerCase() === words);
  const wanted = aliased ? aliased[1].toLowerCase() : words;
  return SEASONS.find((season) => season.toLowerCase() === wanted);
}

/** The palette of a season (aliases such as 'Clear Spring' accepted); undefined for an unknown name. */
export function paletteFor(season: string): SeasonPalette | undefined {
  const known = normaliseSeason(season);
  return known ? SEASON_PALETTES[known] : undefined;
}
