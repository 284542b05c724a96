import { SEASONS, type ColorAnalysis, type Season } from '@uniform/contracts';
import {
  HIGH_MARGIN,
  MEDIUM_MARGIN,
  SEASON_DIRECTIONS,
  scoreSeasons,
  type ColourInput,
  type SeasonScore,
} from './colour-analysis';
import { deltaE, hexToLab, labChroma, type Lab } from './colour-maths';
import { normaliseSeason, SEASON_PALETTES } from './season-palettes.data';

/**
 * The virtual drape (issue 22, item 3): the face shown framed by pairs of colours, the user picking
 * the more flattering of each, as in a draping session with an analyst, who holds fabrics under the
 * chin two at a time to settle the questions the face leaves open.
 *
 * Method.
 * 1. The two seasons to split are the result's season and its runner-up (with no runner-up, the
 *    season whose direction in colour-analysis.ts lies nearest). Their directions in (warmth,
 *    depth, chroma) say where they differ; the axes are ranked by that difference, and the first
 *    gets three pairs, the second two, the third one, leaving out axes where they do not differ:
 *    three to six pairs.
 * 2. A pair for an axis is one colour from each season's palette (recommended colours and
 *    neutrals), the one from the season at that axis's warm, deep or clear end on that end. A colour
 *    is placed on the axes in CIELAB: warmth by b* (yellow against blue), depth by L* (lower is
 *    deeper), chroma by C*. Of all such pairs, the one chosen has the widest gap on the axis less
 *    its differences on the other two (ΔL* and ΔC* for warm against cool; ΔC* and the hue
 *    difference ΔH* for light against deep; ΔL* and ΔH* for clear against soft), so the pair asks
 *    one question only. A pair must be at least MIN_AXIS_GAP apart on its axis and MIN_DELTA_E in
 *    CIEDE2000, and no colour is shown twice. Left and right alternate between the two seasons.
 *    Everything is deterministic: ties go to palette order.
 * 3. Each pick is evidence on its axis of DRAPE_WEIGHT on the −1…+1 axis scale, about half what
 *    one undertone answer gives (1 of 4.5). A season's score is the dot product of its direction
 *    and the axes, so a pick moves every season's score by its direction on that axis times the
 *    pick's signed weight. From the answers, all twelve seasons are rescored; from a saved result
 *    (season, confidence, runner-up, no answers), the two seasons start PRIOR_MARGIN[confidence]
 *    apart, the middle of that confidence's band.
 * 4. Confidence from the new margin between the first two, with the analysis's bands (≥ 0.3 high,
 *    ≥ 0.1 medium, else low). When the picks are split (more than a third of them toward the season
 *    the majority went against), one level below the lower of that and the confidence before the
 *    drape: an analyst whose drapes disagree is less sure than before, not more. The runner-up is
 *    always given: it is what the drape was weighing.
 */

export type DrapeAxis = 'warmth' | 'depth' | 'chroma';
export const DRAPE_AXES: readonly DrapeAxis[] = ['warmth', 'depth', 'chroma'];
type Confidence = NonNullable<ColorAnalysis['confidence']>;

export interface DrapeColour {
  hex: string;
  name: string;
  /** The season whose palette the colour comes from. */
  season: Season;
  /** Its end of the pair's axis: +1 warm, deep or clear; −1 cool, light or soft. */
  toward: 1 | -1;
}

export interface DrapePair {
  axis: DrapeAxis;
  left: DrapeColour;
  right: DrapeColour;
}

/** One choice: the pair's axis and the end of it the chosen colour sits on. */
export interface DrapePick {
  axis: DrapeAxis;
  toward: 1 | -1;
}

export interface DrapeTally {
  season: Season;
  picks: number;
}

export interface DrapeResult {
  season: Season;
  confidence: Confidence;
  runnerUpSeason: Season;
  /** The two seasons the drape weighed (the prior's season first) and how many picks went to each. */
  tally: [DrapeTally, DrapeTally];
}

/** A saved result, when the answers behind it are not at hand (the dashboard keeps only the result). */
export type DrapeResultPrior = Pick<ColorAnalysis, 'season' | 'confidence' | 'runnerUpSeason'>;
/** The answers, or a saved result. */
export type DrapePrior = ColourInput | DrapeResultPrior;

/** A pick's evidence on its axis's −1…+1 scale. */
export const DRAPE_WEIGHT = 0.1;
/** Least gap on the pair's axis (b*, L* or C*) for a pair to ask its question. */
export const MIN_AXIS_GAP = 12;
/** Least CIEDE2000 difference between a pair's colours: clearly two colours side by side. */
export const MIN_DELTA_E = 10;
/** Pairs for the axis where the two seasons differ most, next most, least. */
const PAIRS_BY_RANK = [3, 2, 1] as const;
/** A saved result's margin: the middle of its confidence band (an old result without one as medium). */
const PRIOR_MARGIN: Record<Confidence, number> = { high: 0.4, medium: 0.2, low: 0.05 };
/** Picks are split when the minority's share is above this. */
const SPLIT_SHARE = 1 / 3;
const LEVELS: readonly Confidence[] = ['low', 'medium', 'high'];
const AXIS_INDEX: Record<DrapeAxis, 0 | 1 | 2> = { warmth: 0, depth: 1, chroma: 2 };

interface Candidate {
  hex: string;
  name: string;
  lab: Lab;
  /** b*, −L*, C*: higher is warmer, deeper, clearer. */
  axes: [number, number, number];
}

const round = (value: number): number => Math.round(value * 10_000) / 10_000;

function isResultPrior(prior: DrapePrior): prior is DrapeResultPrior {
  return typeof (prior as Partial<DrapeResultPrior>).season === 'string';
}

/** The nearest season to `season` by direction (ties in SEASONS order). */
function nearestSeason(season: Season): Season {
  const from = SEASON_DIRECTIONS[season];
  const distance = (other: Season) =>
    SEASON_DIRECTIONS[other].reduce((sum, value, i) => sum + (value - from[i]!) ** 2, 0);
  return SEASONS.filter((other) => other !== season).reduce((best, other) =>
    distance(other) < distance(best) ? other : best,
  );
}

/** The two seasons to split, best first; undefined when the prior names no season. */
function topTwo(prior: DrapePrior): [Season, Season] | undefined {
  if (isResultPrior(prior)) {
    const season = normaliseSeason(prior.season);
    if (!season) return undefined;
    const runnerUp =
      prior.runnerUpSeason && prior.runnerUpSeason !== season ? prior.runnerUpSeason : undefined;
    return [season, runnerUp ?? nearestSeason(season)];
  }
  const [best, second] = scoreSeasons(prior);
  return [best!.season, second!.season];
}

function candidates(season: Season): Candidate[] {
  const palette = SEASON_PALETTES[season];
  return [...palette.recommended, ...palette.neutrals].map(({ hex, name }) => {
    const lab = hexToLab(hex);
    return { hex, name, lab, axes: [lab.b, -lab.L, labChroma(lab)] };
  });
}

/** Hue difference ΔH* between two Lab colours (0 for the same hue, grows with their chroma). */
function hueDifference(one: Lab, two: Lab): number {
  const deltaC = labChroma(one) - labChroma(two);
  const squared = (one.a - two.a) ** 2 + (one.b - two.b) ** 2 - deltaC ** 2;
  return Math.sqrt(Math.max(0, squared));
}

/** How far apart two colours are on everything but the pair's axis. */
function otherDifference(axis: DrapeAxis, plus: Candidate, minus: Candidate): number {
  const deltaL = Math.abs(plus.lab.L - minus.lab.L);
  const deltaC = Math.abs(plus.axes[2] - minus.axes[2]);
  const deltaH = hueDifference(plus.lab, minus.lab);
  if (axis === 'warmth') return deltaL + deltaC;
  if (axis === 'depth') return deltaC + deltaH;
  return deltaL + deltaH;
}

/** The best `count` pairs on `axis`, the `plus` colours from the season at the axis's + end. */
function pairsOnAxis(
  axis: DrapeAxis,
  count: number,
  plus: { season: Season; colours: Candidate[] },
  minus: { season: Season; colours: Candidate[] },
  used: Set<string>,
): Array<{ plus: DrapeColour; minus: DrapeColour }> {
  const i = AXIS_INDEX[axis];
  const scored: Array<{ plus: Candidate; minus: Candidate; score: number }> = [];
  for (const p of plus.colours) {
    for (const m of minus.colours) {
      const gap = p.axes[i] - m.axes[i];
      if (gap < MIN_AXIS_GAP || deltaE(p.lab, m.lab) < MIN_DELTA_E) continue;
      scored.push({ plus: p, minus: m, score: gap - otherDifference(axis, p, m) });
    }
  }
  // Stable sort: equal scores stay in palette order.
  scored.sort((a, b) => b.score - a.score);
  const chosen: Array<{ plus: DrapeColour; minus: DrapeColour }> = [];
  for (const pair of scored) {
    if (chosen.length === count) break;
    if (used.has(pair.plus.hex) || used.has(pair.minus.hex)) continue;
    used.add(pair.plus.hex);
    used.add(pair.minus.hex);
    chosen.push({
      plus: { hex: pair.plus.hex, name: pair.plus.name, season: plus.season, toward: 1 },
      minus: { hex: pair.minus.hex, name: pair.minus.name, season: minus.season, toward: -1 },
    });
  }
  return chosen;
}

/**
 * Three to six colour pairs that split the result's season from its runner-up, on the axes where
 * they differ most (see the module comment); [] when the prior names none of the 12 seasons.
 */
export function drapePairs(prior: DrapePrior): DrapePair[] {
  const seasons = topTwo(prior);
  if (!seasons) return [];
  const [season, runnerUp] = seasons;
  const difference = SEASON_DIRECTIONS[season].map((value, i) => value - SEASON_DIRECTIONS[runnerUp][i]!);
  const ranked = DRAPE_AXES.filter((axis) => difference[AXIS_INDEX[axis]] !== 0).sort(
    (a, b) => Math.abs(difference[AXIS_INDEX[b]]!) - Math.abs(difference[AXIS_INDEX[a]]!),
  );
  const own = { season, colours: candidates(season) };
  const other = { season: runnerUp, colours: candidates(runnerUp) };
  const used = new Set<string>();
  const pairs: DrapePair[] = [];
  ranked.forEach((axis, rank) => {
    const seasonIsPlus = difference[AXIS_INDEX[axis]]! > 0;
    const [plus, minus] = seasonIsPlus ? [own, other] : [other, own];
    for (const pair of pairsOnAxis(axis, PAIRS_BY_RANK[rank]!, plus, minus, used)) {
      const [ofSeason, ofRunnerUp] = seasonIsPlus ? [pair.plus, pair.minus] : [pair.minus, pair.plus];
      // Alternate sides so that always picking one side is not always picking one season.
      const seasonLeft = pairs.length % 2 === 0;
      pairs.push({
        axis,
        left: seasonLeft ? ofSeason : ofRunnerUp,
        right: seasonLeft ? ofRunnerUp : ofSeason,
      });
    }
  });
  return pairs;
}

const levelOf = (margin: number): number => (margin >= HIGH_MARGIN ? 2 : margin >= MEDIUM_MARGIN ? 1 : 0);

/**
 * The season, confidence and runner-up after the drape's picks (see the module comment);
 * undefined when the prior names none of the 12 seasons.
 */
export function refineWithDrape(prior: DrapePrior, picks: readonly DrapePick[]): DrapeResult | undefined {
  const seasons = topTwo(prior);
  if (!seasons) return undefined;
  const shift = [0, 0, 0];
  for (const pick of picks) shift[AXIS_INDEX[pick.axis]]! += pick.toward * DRAPE_WEIGHT;

  let before: SeasonScore[];
  if (isResultPrior(prior)) {
    const margin = PRIOR_MARGIN[prior.confidence ?? 'medium'];
    before = [
      { season: seasons[0], score: margin },
      { season: seasons[1], score: 0 },
    ];
  } else {
    before = scoreSeasons(prior);
  }
  const after = before
    .map(({ season, score }) => ({
      season,
      score: round(score + SEASON_DIRECTIONS[season].reduce((sum, weight, i) => sum + weight * shift[i]!, 0)),
    }))
    .sort((a, b) => b.score - a.score || SEASONS.indexOf(a.season) - SEASONS.indexOf(b.season));
  const [best, second] = after as [SeasonScore, SeasonScore];

  // Which of the two seasons each pick went toward: the one whose direction is further that way.
  const [season, runnerUp] = seasons;
  const tally: [DrapeTally, DrapeTally] = [
    { season, picks: 0 },
    { season: runnerUp, picks: 0 },
  ];
  for (const pick of picks) {
    const i = AXIS_INDEX[pick.axis];
    const lean = (SEASON_DIRECTIONS[season][i] - SEASON_DIRECTIONS[runnerUp][i]) * pick.toward;
    if (lean !== 0) tally[lean > 0 ? 0 : 1].picks += 1;
  }
  const counted = tally[0].picks + tally[1].picks;
  const split = counted > 0 && Math.min(tally[0].picks, tally[1].picks) / counted > SPLIT_SHARE;

  const level = levelOf(best.score - second.score);
  const levelBefore = levelOf(before[0]!.score - before[1]!.score);
  const confidence = LEVELS[split ? Math.max(0, Math.min(level, levelBefore) - 1) : level]!;

  return {
    season: best.season,
    confidence,
    runnerUpSeason: second.season,
    tally,
  };
}
