import { BODY_SHAPES, BUDGET_TIERS, type BudgetTierId } from '@uniform/contracts';
import {
  BRAND_CATALOGUE,
  buyingPlanText,
  colourFromText,
  inBuyingOrder,
  nearestPaletteColour,
  planPurchases,
  UNIFORM_PIECE_CATALOGUE,
} from '@uniform/style-engine';
import type { Intent } from './built-in-responder';
import type { CapsulePiece, ChatProfile } from './profile';
import {
  bare,
  capitalise,
  countIn,
  dollars,
  firstSentences,
  listPhrase,
  lookBody,
  NUMBER_NAMES,
  sentences,
  trimEnd,
  withArticle,
} from './responder-text';
import {
  CARE_BY_MATERIAL,
  DRESS_CODES,
  HEIGHT_RULES,
  NAMED_EVENTS,
  PATTERN_RULES,
  SHAPE_RULES,
  SHOE_PAIRINGS,
  WEATHER_RULES,
} from './stylist-knowledge.data';

/**
 * Scottie without a model: what a stylist is asked most, each answered from the user's own
 * analysis (their season's colours, their 12 pieces at their tier's prices, their tier's brands,
 * their events, region and body answers). The order of STYLIST_INTENTS is the priority: a
 * specific question ("what shoes with jeans") wins over a general one ("shoes").
 */

// ── Shared pieces of an answer ───────────────────────────────────────────────

function firstColours(p: ChatProfile, count: number): string[] {
  const ordered = [
    ...(p.colours.foundation ?? []),
    ...(p.colours.professional ?? []),
    ...(p.colours.statement ?? []),
    ...Object.values(p.colours).flat(),
  ];
  return [...new Set(ordered)].slice(0, count);
}

function coloursOf(p: ChatProfile, categories: readonly string[], count: number): string[] {
  const found = categories.flatMap((category) => p.colours[category] ?? []);
  return [...new Set([...found, ...firstColours(p, count)])].slice(0, count);
}

function colourLine(p: ChatProfile): string {
  const core = firstColours(p, 3);
  return core.length
    ? `Your ${p.season} palette builds on ${listPhrase(core)}.`
    : `Your ${p.season} analysis has no recommended colors yet.`;
}

function brandLine(p: ChatProfile, lead = 'Shop it'): string {
  return p.brands.length
    ? `${lead} at your ${p.tierLabel} tier from ${listPhrase(p.brands.slice(0, 3).map((b) => b.name))}.`
    : `${lead} within your ${p.tierLabel} budget.`;
}

const priced = (piece: CapsulePiece) => `${piece.name} (${dollars(piece.price)})`;

function piece(p: ChatProfile, ...ids: string[]): CapsulePiece | undefined {
  for (const id of ids) {
    const found = p.capsule.find((entry) => entry.id === id);
    if (found) return found;
  }
  return undefined;
}

function pieces(p: ChatProfile, ids: readonly string[]): CapsulePiece[] {
  return ids.map((id) => piece(p, id)).filter((entry): entry is CapsulePiece => entry !== undefined);
}

const items = (list: string) =>
  list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The capsule in the engine's buying order, the one the dashboard's "What to buy first" uses. */
const byPriority = (p: ChatProfile): CapsulePiece[] => inBuyingOrder(p.capsule);

/** The first `count` pieces to buy, in priority order, skipping any that would break the budget. */
function firstBuys(p: ChatProfile, count: number): CapsulePiece[] {
  const chosen: CapsulePiece[] = [];
  let spent = 0;
  for (const entry of byPriority(p)) {
    if (chosen.length === count) break;
    if (spent + entry.price > p.budget) continue;
    chosen.push(entry);
    spent += entry.price;
  }
  return chosen;
}

const total = (list: readonly CapsulePiece[]) => list.reduce((sum, entry) => sum + entry.price, 0);

/** The uniform piece a message names in full ("the soft-shouldered blazer"), if any. */
function pieceNamed(text: string, list: readonly CapsulePiece[]): CapsulePiece | undefined {
  return list.find((entry) => entry.name.length > 3 && text.includes(entry.name.toLowerCase()));
}

/** "Does navy suit me?": yes from the palette, no from the avoid list, else the nearest swatch. */
function colourVerdict(p: ChatProfile, word: string, hex: string): { fits: boolean; text: string } {
  const named = (list: readonly string[]) => list.find((name) => name.toLowerCase().includes(word));
  const avoided = named(p.avoid);
  if (avoided) {
    const nearest = nearestPaletteColour(hex, p.season);
    return {
      fits: false,
      text: `No: ${avoided} is on your avoid list, outside your ${p.season} palette${nearest ? `; the nearest of your colors is ${nearest.swatch.name}` : ''}.`,
    };
  }
  const own = named([...Object.values(p.colours).flat(), ...p.neutrals]);
  if (own) return { fits: true, text: `Yes: ${own} is one of your ${p.season} colors.` };
  const match = nearestPaletteColour(hex, p.season);
  if (!match) return { fits: false, text: `I cannot check ${word} against your ${p.season} palette.` };
  return match.fits
    ? { fits: true, text: `Yes: ${word} sits close to ${match.swatch.name} in your ${p.season} palette.` }
    : {
        fits: false,
        text: `No: ${word} is outside your ${p.season} palette; the nearest of your colors is ${match.swatch.name}, so choose that instead or wear ${word} away from your face.`,
      };
}

// ── The intents ──────────────────────────────────────────────────────────────

const greeting: Intent = {
  id: 'greeting',
  matches: /^\s*(hi|hello|hey|good (morning|afternoon|evening))\b|\bwhat can you (do|help)|\bwho are you\b/,
  answer: (p) =>
    sentences(
      `Hi, I'm Scottie. I know your analysis: ${withArticle(p.archetype)}, ${p.season}, shopping at the ${p.tierLabel} tier.`,
      'Ask me which pieces to buy first, what to wear to an event, whether a color suits you, how clothes should fit you, what to pack or how to care for a piece.',
    ),
};

const namedPiece: Intent = {
  id: 'piece',
  matches: (q, p) => pieceNamed(q.text, p.pieces) !== undefined,
  answer: (p, q) => {
    const entry = pieceNamed(q.text, p.pieces)!;
    return sentences(
      `Your ${entry.name.toLowerCase()}: ${firstSentences(entry.description, 2)}.`,
      `At your ${p.tierLabel} tier, plan on about ${dollars(entry.price)} for it${p.brands.length ? `; look at ${listPhrase(p.brands.slice(0, 3).map((b) => b.name))}` : ''}.`,
      `Choose it in ${listPhrase(firstColours(p, 3), 'or')} from your ${p.season} palette${p.avoid.length ? `, never ${p.avoid[0]}` : ''}, and have it tailored so it reads as ${withArticle(p.archetype)}: ${listPhrase(p.styleLanguage.slice(0, 3))}.`,
      `Wear it with ${trimEnd(items(p.uniform.footwear)[0] ?? p.uniform.footwear).toLowerCase()} and ${trimEnd(items(p.uniform.accent)[0] ?? p.uniform.accent).toLowerCase()}.`,
    );
  },
};

const firstPieces: Intent = {
  id: 'first-pieces',
  matches:
    /\b(buy|get|invest in|purchase)\b.*\bfirst\b|\bfirst (\w+ )?(pieces?|items?|things?|buys?|purchases?)\b|\bwhich (\w+ )?(pieces|items)\b.*\b(buy|get|start)|\bwhere (do|should) i start\b|\bprioriti[sz]e\b|\bstart(ing)? (with|my (capsule|wardrobe|uniform))/,
  answer: (p, q) => {
    const count = countIn(q.text, 12) ?? 3;
    const chosen = firstBuys(p, count);
    const spent = total(chosen);
    const colours = firstColours(p, 2);
    return sentences(
      `Buy ${NUMBER_NAMES[chosen.length] ?? chosen.length} first: ${chosen
        .map(
          (entry, index) =>
            `${index + 1}. ${priced(entry)}, ${firstSentences(entry.description, 1).toLowerCase()}`,
        )
        .join('; ')}.`,
      `Together that is ${dollars(spent)} of your ${dollars(p.budget)} budget at the ${p.tierLabel} tier, leaving ${dollars(p.budget - spent)} for the next pieces and tailoring.`,
      colours.length
        ? `Buy all of them in ${listPhrase(colours, 'or')}, so they work with each other from day one.`
        : undefined,
      p.brands.length ? `Start at ${listPhrase(p.brands.slice(0, 2).map((b) => b.name))}.` : undefined,
    );
  },
};

const trip: Intent = {
  id: 'trip',
  matches: /\b(pack|packing|suitcase|carry-on|trip|travel(l?ing)?|getaway|away for)\b/,
  answer: (p, q) => {
    const days = countIn(q.text, 14) ?? 3;
    const tops = pieces(p, ['fine-knit', 'crisp-shirt', 'elevated-tee']);
    const bottoms = pieces(p, ['tailored-trousers', 'dark-denim']);
    const layer = piece(p, 'structured-blazer', 'overcoat');
    const shoes = pieces(p, ['leather-shoes', 'minimal-sneakers']);
    const packed = [layer, ...tops, ...bottoms, ...shoes].filter((entry): entry is CapsulePiece => !!entry);
    const plan = Array.from({ length: days }, (_, day) => {
      const outfit = [
        tops[day % Math.max(tops.length, 1)],
        bottoms[day % Math.max(bottoms.length, 1)],
        shoes[day % Math.max(shoes.length, 1)],
      ]
        .filter((entry): entry is CapsulePiece => !!entry)
        .map((entry) => entry.name.toLowerCase());
      return `Day ${day + 1}: ${listPhrase(day === 0 && layer ? [layer.name.toLowerCase(), ...outfit] : outfit)}`;
    });
    return sentences(
      `For ${days} ${days === 1 ? 'day' : 'days'} away, pack ${packed.length} pieces from your uniform: ${listPhrase(packed.map((entry) => entry.name))}.`,
      `Keep them in ${listPhrase(firstColours(p, 3))} so every top works with every bottom.`,
      `${plan.join('; ')}.`,
      layer ? `Wear the ${layer.name.toLowerCase()} on the journey to save space.` : undefined,
    );
  },
};

const TIER_ORDER: readonly BudgetTierId[] = BUDGET_TIERS.map((tier) => tier.id);
const lowestTier = (tiers: readonly BudgetTierId[]) =>
  Math.min(...tiers.map((tier) => TIER_ORDER.indexOf(tier)));

const cheaper: Intent = {
  id: 'cheaper-alternative',
  matches:
    /\b(cheaper|less expensive|more affordable|dupes?|alternatives? (to|for)|budget version|similar to|instead of|for less)\b/,
  answer: (p, q) => {
    const named = BRAND_CATALOGUE.filter((brand) => q.text.includes(brand.name.toLowerCase())).sort(
      (a, b) => b.name.length - a.name.length,
    )[0];
    const blazer = UNIFORM_PIECE_CATALOGUE.find((entry) => entry.id === 'structured-blazer')!;
    if (!named) {
      const below = TIER_ORDER[Math.max(TIER_ORDER.indexOf(p.tier) - 1, 0)]!;
      return sentences(
        `Name the brand and I will match it; meanwhile, the cheapest way to your uniform is fewer, better pieces: ${listPhrase(
          firstBuys(p, 3).map(priced),
        )} first.`,
        below !== p.tier
          ? `A blazer costs about ${dollars(blazer.prices[p.tier])} at your ${p.tierLabel} tier and ${dollars(blazer.prices[below])} one tier down.`
          : undefined,
        `Keep to ${listPhrase(firstColours(p, 3))}, so every cheaper piece still looks like yours.`,
      );
    }
    const from = lowestTier(named.tiers);
    const namesOfUser = new Set(p.brands.map((brand) => brand.name));
    const options = BRAND_CATALOGUE.filter((brand) => brand !== named && lowestTier(brand.tiers) < from).sort(
      (a, b) => Number(namesOfUser.has(b.name)) - Number(namesOfUser.has(a.name)),
    );
    if (!options.length) {
      return sentences(
        `${named.name} is already at the entry level, so buy it second-hand or in end-of-season sales rather than trading down.`,
        `Look for ${listPhrase(firstBuys(p, 2).map((entry) => entry.name.toLowerCase()))} in ${listPhrase(firstColours(p, 2), 'or')}.`,
      );
    }
    const cheaperTier = TIER_ORDER[lowestTier(options[0]!.tiers)]!;
    const tierLabel = (tier: BudgetTierId) => BUDGET_TIERS.find((entry) => entry.id === tier)!.label;
    return sentences(
      `For ${named.name} (${named.specialty.toLowerCase()}, ${tierLabel(TIER_ORDER[from]!)}), try ${listPhrase(
        options.slice(0, 3).map((brand) => `${brand.name} (${brand.specialty.toLowerCase()})`),
      )} at the ${tierLabel(cheaperTier)} tier.`,
      `A blazer there costs about ${dollars(blazer.prices[cheaperTier])} rather than ${dollars(blazer.prices[TIER_ORDER[from]!])}.`,
      `Buy the cheaper version in ${listPhrase(firstColours(p, 2), 'or')} and spend the difference on tailoring, which is what makes it read as ${bare(p.archetype)}.`,
    );
  },
};

const videoCall: Intent = {
  id: 'video-call',
  matches: /\b(video|zoom|webcam|on camera|google meet|teams call|livestream|on screen)\b/,
  answer: (p) => {
    const top = piece(p, 'fine-knit', 'crisp-shirt', 'elevated-tee');
    const layer = piece(p, 'structured-blazer');
    const colours = coloursOf(p, ['professional', 'foundation'], 2);
    return sentences(
      `On a video call only your top third shows, so put the effort there: ${top ? `your ${top.name.toLowerCase()}` : 'a solid top'}${layer ? ` under the ${layer.name.toLowerCase()}` : ''} in ${listPhrase(colours, 'or')}, a solid color that reads clearly on camera.`,
      p.avoid.length
        ? `Skip ${listPhrase(p.avoid.slice(0, 2))} near your face, and fine stripes that flicker on screen.`
        : 'Skip fine stripes that flicker on screen.',
      p.metals
        ? `Keep jewelry small in ${p.metals.toLowerCase()} so it doesn't flare under the light.`
        : undefined,
      'Sit facing the window or a soft light at eye level.',
    );
  },
};

const care: Intent = {
  id: 'care',
  matches:
    /\b(care for|take care of|look after|wash|washing|cleaning|clean (my|it|them|a|the)|dry[- ]?clean\w*|iron|ironing|steam|pilling|moths?|launder\w*|storing|store (my|it|them)|last longer)\b/,
  answer: (p, q) => {
    const named =
      pieceNamed(q.text, p.capsule) ?? p.capsule.find((entry) => q.text.includes(lastWord(entry.name)));
    const material =
      CARE_BY_MATERIAL.find((entry) => entry.pattern.test(q.text)) ??
      (named
        ? CARE_BY_MATERIAL.find((entry) => entry.pattern.test(named.description.toLowerCase()))
        : undefined);
    if (!material) {
      const knit = piece(p, 'fine-knit');
      const shoes = piece(p, 'leather-shoes');
      return sentences(
        'Care depends on the fabric; these three keep your uniform looking new.',
        knit
          ? `Your ${knit.name.toLowerCase()}: ${CARE_BY_MATERIAL.find((entry) => entry.material === 'cashmere')!.care}`
          : undefined,
        shoes
          ? `Your ${shoes.name.toLowerCase()}: ${CARE_BY_MATERIAL.find((entry) => entry.material === 'leather')!.care}`
          : undefined,
        `At ${dollars(total(p.capsule))} for the 12 pieces at your tier, care is the cheapest way to make them last.`,
      );
    }
    const mine = named ?? p.capsule.find((entry) => material.pattern.test(entry.description.toLowerCase()));
    return sentences(
      `For ${material.material}${mine ? `, like your ${mine.name.toLowerCase()} (${dollars(mine.price)})` : ''}: ${material.care}`,
      material.colourNote && firstColours(p, 1).length
        ? `${material.colourNote} ${listPhrase(firstColours(p, 2))} stay rich longest that way.`
        : undefined,
    );
  },
};

function lastWord(name: string): string {
  return name.toLowerCase().split(/\s+/).pop() ?? name.toLowerCase();
}

const shoes: Intent = {
  id: 'shoes',
  matches: /\b(shoes?|footwear|sneakers|trainers|boots|loafers|heels|flats)\b/,
  answer: (p, q) => {
    const pairing = SHOE_PAIRINGS.find((entry) => entry.pattern.test(q.text));
    const mine = items(p.uniform.footwear);
    const capsuleShoes = p.capsule.filter((entry) => entry.category === 'footwear');
    return sentences(
      pairing
        ? `With ${pairing.garment}, wear ${listPhrase(mine.slice(0, 2), 'or')} from your uniform: ${pairing.advice}`
        : `Your uniform's shoes are ${listPhrase(mine)}; they go with everything in it.`,
      capsuleShoes.length
        ? `At your ${p.tierLabel} tier that is ${listPhrase(capsuleShoes.map(priced))}.`
        : undefined,
      `Pick leather in ${listPhrase(coloursOf(p, ['foundation'], 2), 'or')} so they match your ${p.season} palette.`,
    );
  },
};

const weather: Intent = {
  id: 'weather',
  matches: /\b(winter|summer|spring|autumn|fall|cold|heat|hot|humid|rain|rainy|snow|weather|climate)\b/,
  answer: (p, q) => {
    const rule = WEATHER_RULES.find((entry) => entry.pattern.test(q.text)) ?? WEATHER_RULES[0]!;
    const list = pieces(p, rule.pieces);
    return sentences(
      `${capitalise(rule.name)} in ${p.region || 'your city'}: ${rule.advice}`,
      p.regionContext ? `${firstSentences(p.regionContext, 1)}.` : undefined,
      list.length ? `From your uniform: ${listPhrase(list.map(priced))}.` : undefined,
      `Keep it in ${listPhrase(coloursOf(p, rule.colours, 3))} from your ${p.season} palette.`,
    );
  },
};

const approachable: Intent = {
  id: 'approachable',
  matches:
    /\b(approachable|friendl\w*|softer|less (intimidating|severe|serious|stiff)|relatable|welcoming|more open)\b/,
  answer: (p) => {
    const knit = piece(p, 'fine-knit', 'elevated-tee');
    const soft = coloursOf(p, ['casual', 'accent'], 2);
    return sentences(
      `To look more approachable, soften the outline, not the standard: ${knit ? `swap the sharpest layer for your ${knit.name.toLowerCase()}` : 'swap the sharpest layer for a knit'} and wear ${listPhrase(soft, 'or')} rather than your darkest ${p.season} colors.`,
      'Texture (knit, brushed cotton) and an open collar read as warmer than smooth, dark suiting.',
      `Your networking look already does it: ${lookBody(p.eventLooks.networking)}.`,
    );
  },
};

const authority: Intent = {
  id: 'authority',
  matches:
    /\b(authority|taken seriously|credib|executive presence|powerful|command|more senior|older|like a (leader|ceo|boss))/,
  answer: (p) => {
    const layer = piece(p, 'structured-blazer', 'overcoat');
    return sentences(
      `Authority comes from structure and depth of color: ${layer ? `your ${priced(layer)}` : 'a structured layer'} in ${listPhrase(coloursOf(p, ['foundation'], 2), 'or')}, pressed and tailored.`,
      `Your pitch look is the template: ${lookBody(p.eventLooks.pitchMeeting)}.`,
      'Repeat it; consistency reads as confidence.',
    );
  },
};

const colourCheck: Intent = {
  id: 'color-check',
  matches: (q) =>
    colourFromText(q.text) !== undefined &&
    /\b(would|does|do|should|can|will|is|are|how)\b/.test(q.text) &&
    !/\b(colou?rs|palette)\b/.test(q.text),
  answer: (p, q) => {
    const colour = colourFromText(q.text)!;
    const verdict = colourVerdict(p, colour.word, colour.hex);
    const part = p.capsule.find((entry) => q.text.includes(lastWord(entry.name)));
    return sentences(
      verdict.text,
      part
        ? `It would stand in for the ${part.name.toLowerCase()} of your uniform (about ${dollars(part.price)} at your tier).`
        : verdict.fits
          ? `Wear it with ${listPhrase(firstColours(p, 2).filter((name) => !name.toLowerCase().includes(colour.word)))}.`
          : `Your safest alternatives are ${listPhrase(firstColours(p, 3))}.`,
      p.brands.length
        ? `At your ${p.tierLabel} tier, look for it at ${listPhrase(p.brands.slice(0, 2).map((b) => b.name))}.`
        : `Keep it within your ${p.tierLabel} budget.`,
    );
  },
};

const dressCode: Intent = {
  id: 'dress-code',
  matches: (q) => DRESS_CODES.some((code) => code.pattern.test(q.text)),
  answer: (p, q) => {
    const code = DRESS_CODES.find((entry) => entry.pattern.test(q.text))!;
    const list = pieces(p, code.pieces);
    return sentences(
      `${capitalise(code.name)}: ${code.advice}`,
      list.length
        ? `From your uniform: ${listPhrase(list.map((entry) => entry.name.toLowerCase()))}.`
        : undefined,
      `In ${listPhrase(coloursOf(p, code.colours, 2), 'or')} from your ${p.season} palette.`,
    );
  },
};

const event: Intent = {
  id: 'event',
  matches: (q) =>
    NAMED_EVENTS.some((entry) => entry.pattern.test(q.text)) || /\bwear (to|for|at)\b/.test(q.text),
  answer: (p, q) => {
    const named = NAMED_EVENTS.find((entry) => entry.pattern.test(q.text)) ?? NAMED_EVENTS.at(-1)!;
    const evening = coloursOf(p, ['evening', 'statement'], 2);
    return sentences(
      `As ${withArticle(p.archetype)} with ${p.season} coloring, for ${named.label} I would wear this: ${lookBody(p.eventLooks[named.look])}.`,
      named.note ? named.note.replace('{evening}', listPhrase(evening, 'or')) : undefined,
      colourLine(p),
      p.brands.length
        ? `Keep it in the ${p.tierLabel} range with ${listPhrase(p.brands.slice(0, 3).map((b) => b.name))}.`
        : `Keep it in the ${p.tierLabel} range.`,
    );
  },
};

const fit: Intent = {
  id: 'fit',
  matches:
    /\b(body|shape|figure|silhouette|petite|tall|short|curvy|pear|apple|hourglass|rectangle|inverted triangle|broad|hips|shoulders|tailor|tailoring|fit me|fits me|flatter|proportions?)\b|\bhow should .* fit\b/,
  answer: (p, q) => {
    const shape = BODY_SHAPES.find((entry) => q.text.includes(entry.toLowerCase())) ?? p.body.shape;
    const height = /\b(petite|short)\b/.test(q.text)
      ? 'petite'
      : /\btall\b/.test(q.text)
        ? 'tall'
        : p.body.height;
    const rules = [shape ? SHAPE_RULES[shape] : undefined, height ? HEIGHT_RULES[height] : undefined].filter(
      Boolean,
    );
    return sentences(
      rules.length
        ? rules.join(' ')
        : 'Fit comes before everything: shoulder seams on your shoulder bone, sleeves ending at the wrist bone, trousers just touching the shoe, and nothing pulling at the buttons.',
      `For ${withArticle(p.archetype)}, build around your ${listPhrase(
        p.capsule
          .filter((piece) => piece.category === 'foundation' || piece.category === 'outerwear')
          .slice(0, 4)
          .map((piece) => piece.name.toLowerCase()),
      )}, and have each piece tailored so shoulders and hems sit exactly right.`,
      `Keep the line unbroken in your ${p.season} colors: ${listPhrase(firstColours(p, 2))}.`,
      rules.length
        ? undefined
        : `Tell me your body shape (${listPhrase(
            BODY_SHAPES.map((s) => s.toLowerCase()),
            'or',
          )}) and I will be more specific.`,
    );
  },
};

const brands: Intent = {
  id: 'brands',
  matches: /\b(brands?|shops?|shopping|stores?|where (to|do|should|can) i (buy|shop)|retailers?|labels?)\b/,
  answer: (p) => {
    if (!p.brands.length) {
      return sentences(
        `Your analysis lists no brands at the ${p.tierLabel} tier yet, so shop by fabric and fit: ${listPhrase(firstBuys(p, 3).map(priced))}.`,
        `Look for pieces in your ${p.season} colors that fit ${withArticle(p.archetype)}'s ${listPhrase(p.styleLanguage.slice(0, 3))} style.`,
      );
    }
    const named = p.brands.slice(0, 5).map((b) => (b.priceRange ? `${b.name} (${b.priceRange})` : b.name));
    return sentences(
      `At your ${p.tierLabel} tier (a budget of about ${dollars(p.budget)}), the brands that fit ${withArticle(p.archetype)} are ${listPhrase(named)}.`,
      p.brands[0]?.specialty
        ? `Start with ${p.brands[0].name} for ${p.brands[0].specialty.toLowerCase()}.`
        : undefined,
      p.regionalBrands.length && p.region
        ? `Locally in ${p.region}, look at ${listPhrase(p.regionalBrands.slice(0, 2))}.`
        : undefined,
      `Buy them in your ${p.season} colors: ${listPhrase(firstColours(p, 3))}.`,
    );
  },
};

const budget: Intent = {
  id: 'budget',
  matches: /\b(how much|what will it cost|cost|costs|spend|afford|total|investment|budget|price|prices)\b/,
  answer: (p) => {
    const all = total(p.capsule);
    if (all <= p.budget) {
      return sentences(
        `Your 12 pieces come to ${dollars(all)} at the ${p.tierLabel} tier, within your ${dollars(p.budget)} budget, leaving ${dollars(p.budget - all)} for tailoring.`,
        `The biggest items are ${listPhrase(
          [...p.capsule]
            .sort((a, b) => b.price - a.price)
            .slice(0, 2)
            .map(priced),
        )}; buy those in ${listPhrase(firstColours(p, 2), 'or')}.`,
      );
    }
    // Over budget: the engine's plan, word for word what the 12-pieces dialog says.
    return buyingPlanText(planPurchases(p.capsule, p.budget)!);
  },
};

const week: Intent = {
  id: 'week',
  matches:
    /\b(this week|next week|monday|tuesday|wednesday|thursday|friday|today|tomorrow|every ?day|daily|rotation|outfit formula|work week)\b/,
  answer: (p) => {
    const tops = pieces(p, ['fine-knit', 'crisp-shirt', 'elevated-tee']);
    const bottoms = pieces(p, ['tailored-trousers', 'dark-denim']);
    const layer = piece(p, 'structured-blazer');
    const footwear = pieces(p, ['leather-shoes', 'minimal-sneakers']);
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    const plan = days.map((day, index) => {
      const outfit = [
        index % 2 === 0 ? layer : undefined,
        tops[index % Math.max(tops.length, 1)],
        bottoms[index % Math.max(bottoms.length, 1)],
        footwear[index % Math.max(footwear.length, 1)],
      ]
        .filter((entry): entry is CapsulePiece => !!entry)
        .map((entry) => entry.name.toLowerCase());
      return `${day}: ${listPhrase(outfit)}`;
    });
    return sentences(
      `A week from your uniform, in ${listPhrase(firstColours(p, 3))}: ${plan.join('; ')}.`,
      p.environments.length
        ? `Move the blazer days to your ${listPhrase(p.environments.slice(0, 2).map((env) => env.toLowerCase()))}.`
        : undefined,
    );
  },
};

const patterns: Intent = {
  id: 'patterns',
  matches:
    /\b(patterns?|prints?|printed|stripes?|striped|checks?|plaid|tartan|florals?|polka|houndstooth|herringbone)\b/,
  answer: (p) => {
    const rule = PATTERN_RULES.find((entry) => entry.pattern.test(p.season)) ?? PATTERN_RULES.at(-1)!;
    return sentences(
      `As a ${p.season}, ${rule.advice}`,
      `Build any pattern from ${listPhrase(firstColours(p, 2))}, and keep it to one patterned piece per outfit, as fits a ${listPhrase(p.styleLanguage.slice(0, 2))} style.`,
    );
  },
};

const accessories: Intent = {
  id: 'accessories',
  matches:
    /\b(accessor\w*|jewell?ery|watch|bag|belt|glasses|frames|scarf|earrings|necklace|ring|metals?|gold|silver)\b/,
  answer: (p) => {
    const capsuleAccents = p.capsule.filter((entry) => entry.category === 'accent');
    return sentences(
      p.metals ? `Your metals as a ${p.season}: ${trimEnd(p.metals).toLowerCase()}.` : undefined,
      `Your uniform's accents are ${listPhrase(items(p.uniform.accent))}.`,
      capsuleAccents.length
        ? `At your ${p.tierLabel} tier: ${listPhrase(capsuleAccents.map(priced))}.`
        : undefined,
      'Choose one signature piece and wear it every day; that repetition is what people remember.',
    );
  },
};

/** Metal questions ("gold or silver?") are about jewellery, not a colour verdict on the word. */
const metals: Intent = {
  ...accessories,
  id: 'metals',
  matches: /\b(gold|silver|metals?|jewell?ery|platinum|brass)\b/,
};

const inspiration: Intent = {
  id: 'inspiration',
  matches: /\b(icons?|inspiration|inspire|role model|muse|who should i (look|copy|follow|dress))\b/,
  answer: (p) =>
    sentences(
      `Your style icon is ${p.icon}: ${firstSentences(p.iconNote, 1)}.`,
      `Borrow the principle, not the outfits: ${listPhrase(p.styleLanguage.slice(0, 3))}, in your ${p.season} colors (${listPhrase(firstColours(p, 2))}).`,
    ),
};

const declutter: Intent = {
  id: 'declutter',
  matches:
    /\b(get rid|declutter|throw (out|away)|donate|clear out|purge|edit my (closet|wardrobe)|what to keep)\b/,
  answer: (p) =>
    sentences(
      p.avoid.length
        ? `Let go first of anything in ${listPhrase(p.avoid.slice(0, 3))}: those sit outside your ${p.season} palette.`
        : `Let go first of colors outside your ${p.season} palette.`,
      `Keep what matches your 12 pieces (${listPhrase(
        byPriority(p)
          .slice(0, 4)
          .map((entry) => entry.name.toLowerCase()),
      )}) and fits now, not after a change.`,
      "If you haven't worn it in a year and it doesn't fit the uniform, donate it.",
    ),
};

const weekend: Intent = {
  id: 'weekend',
  matches: /\b(weekend|casual|off[- ]duty|day off|relaxed|errands)\b/,
  answer: (p) => {
    const list = pieces(p, ['dark-denim', 'elevated-tee', 'fine-knit', 'minimal-sneakers']);
    return sentences(
      `Off duty, keep the uniform but relax it: ${listPhrase(list.map((entry) => entry.name.toLowerCase()))}.`,
      `Use your casual colors, ${listPhrase(coloursOf(p, ['casual', 'accent'], 2))}, so it still reads as you.`,
    );
  },
};

const colours: Intent = {
  id: 'colors',
  matches: /\b(colou?rs?|palette|shades?|season|hues?|tones?|undertone)\b/,
  answer: (p) =>
    sentences(
      `You are a ${p.season} with a ${p.undertone.toLowerCase()} undertone.`,
      colourLine(p),
      p.colours.statement?.length || p.colours.accent?.length
        ? `For a statement, reach for ${listPhrase([...(p.colours.statement ?? []), ...(p.colours.accent ?? [])].slice(0, 3))}.`
        : undefined,
      p.neutrals.length ? `Your neutrals are ${listPhrase(p.neutrals.slice(0, 4))}.` : undefined,
      p.metals ? `Metals: ${trimEnd(p.metals)}.` : undefined,
      p.avoid.length ? `Keep ${listPhrase(p.avoid.slice(0, 3))} away from your face.` : undefined,
    ),
};

const uniform: Intent = {
  id: 'uniform',
  matches: /\b(uniform|capsule|wardrobe|essentials|staples|pieces|basics|closet)\b/,
  answer: (p) =>
    sentences(
      `Your uniform as ${withArticle(p.archetype)}: foundation ${trimEnd(p.uniform.foundation)}; footwear ${trimEnd(p.uniform.footwear)}; accents ${trimEnd(p.uniform.accent)}.`,
      colourLine(p),
      brandLine(p),
    ),
};

const item: Intent = {
  id: 'item',
  matches:
    /\b(how (does|would|will) (a|an|this|my|the)|does (a|an|this|the) .* (work|fit|go)|should i (buy|get|keep)|worth buying|go with|would (a|an) )/,
  answer: (p, q) => {
    const part = p.capsule.find((entry) => q.text.includes(lastWord(entry.name)));
    return sentences(
      `Check its color against your ${p.season} palette: ${listPhrase(firstColours(p, 4))}.`,
      part
        ? `It would stand in for the ${part.name.toLowerCase()} of your uniform (about ${dollars(part.price)} at your tier), so match that piece's cut.`
        : `It earns a place if it works with your core pieces: ${trimEnd(p.uniform.foundation)}.`,
      p.brands.length
        ? `At your ${p.tierLabel} tier, compare quality and price at ${listPhrase(p.brands.slice(0, 2).map((b) => b.name))}.`
        : `Keep it within your ${p.tierLabel} budget.`,
    );
  },
};

/** Any other question about what to wear: the everyday formula from the uniform, and their first event. */
const outfit: Intent = {
  id: 'outfit',
  matches: /\b(wear|outfits?|dress|dressing|clothes|clothing|style|styling|look|fashion|fits?)\b/,
  answer: (p) => {
    const formula = pieces(p, ['structured-blazer', 'fine-knit', 'tailored-trousers', 'leather-shoes']);
    const events = p.environments.slice(0, 3).map((env) => env.toLowerCase());
    return sentences(
      `Your everyday formula as ${withArticle(p.archetype)}: ${listPhrase(formula.map((entry) => entry.name.toLowerCase()))}, in ${listPhrase(firstColours(p, 2), 'or')}.`,
      events.length
        ? `Ask me about ${listPhrase(events, 'or')}, the weather or one piece, and I will give you a look for it.`
        : 'Ask me about an occasion, the weather or one piece, and I will give you a look for it.',
    );
  },
};

/** Tried in order: the specific before the general. */
export const STYLIST_INTENTS: readonly Intent[] = [
  greeting,
  namedPiece,
  firstPieces,
  trip,
  cheaper,
  videoCall,
  care,
  shoes,
  dressCode,
  approachable,
  authority,
  metals,
  colourCheck,
  event,
  weather,
  fit,
  brands,
  budget,
  week,
  patterns,
  accessories,
  inspiration,
  declutter,
  weekend,
  colours,
  uniform,
  item,
  outfit,
];

/** An out-of-scope question: a friendly pointer to what Scottie does, with one concrete example. */
export function stylistRedirect(p: ChatProfile): string {
  const example = p.environments[0]
    ? `What should I wear to ${p.environments[0].toLowerCase()}?`
    : 'Which three pieces should I buy first?';
  return sentences(
    "That's outside my wardrobe, so I'll leave it to someone better placed; I'm your stylist.",
    `I can tell you which of your 12 pieces to buy first, what to wear to an event, whether a color suits your ${p.season} palette, how clothes should fit you, what to pack and which ${p.tierLabel} brands to shop.`,
    `Try: "${example}"`,
  );
}
