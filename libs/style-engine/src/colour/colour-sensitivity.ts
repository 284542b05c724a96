import {
  COLOR_PREFERENCES,
  EYE_CLARITY,
  EYE_COLORS,
  FEATURE_CONTRASTS,
  HAIR_COLORS,
  JEWELRY_PREFERENCES,
  SKIN_TONES,
  SUN_REACTIONS,
  VEIN_COLORS,
  type Season,
} from '@uniform/contracts';
import {
  bestSeason,
  colouringScores,
  hasColourEvidence,
  scoreTraits,
  type ColourAnswers,
  type ColouringTraits,
  type ColourInput,
} from './colour-analysis';
import { ColourMemo } from './colour-memo';

/**
 * What would change a colour season: the honest half of a confident label (issue 22, item 5).
 *
 * Method. Every colour question's other options are tried, one answer at a time (an unanswered
 * question counts too: answering it is a change), and the engine itself scores each changed set of
 * answers, so a sentence is only ever said of a change that really gives the season it names. Of the
 * changes that move the season, changes that make the runner-up win come first, as the runner-up is
 * the season the result is weighed against. Then the smallest change of the answer itself: a step
 * to 'both' on an undertone question, to the neighbouring skin tone, or answering a skipped question
 * is one step; the opposite answer, or another eye or hair colour, two; a skin tone further away,
 * as many steps as it moves (a user unsure of an answer is unsure between neighbours). Then the
 * change that shifts the measured colouring least (the distance between the warmth, depth and
 * chroma axes before and after); then questionnaire and option order, so the answer is
 * deterministic. At most two sentences, from two different questions. When no single answer moves
 * the season, pairs of changes are tried to say how firm the result is instead.
 */

type ColourField = keyof ColourAnswers;

/** One answer changed: the question, its new answer and the season the engine then gives. */
export interface AnswerChange {
  field: ColourField;
  answer: string;
  season: Season;
  /** How far the answer moves: 1 for a neighbouring option or a skipped question answered. */
  steps: number;
  /** How far the change moves the person's (warmth, depth, chroma). */
  shift: number;
  /** "If your veins look more green than blue in daylight, you would be Warm Autumn." */
  sentence: string;
}

export interface ColourSensitivity {
  season: Season;
  /** The engine's second season for these answers (given even when the confidence is high). */
  runnerUp: Season;
  /** The one or two smallest single-answer changes that move the season, runner-up first. */
  changes: AnswerChange[];
  /** Fewest answers that must change to move the season: 1, 2, or 3 meaning "more than two". */
  answersToMove: 1 | 2 | 3;
  /** The sentences to show: the changes', or how firm the result is when there are none. */
  sentences: string[];
}

const MAX_SENTENCES = 2;

/** Each question's options with the clause an "If …" sentence says of them. */
const CLAUSES: { [F in ColourField]-?: Readonly<Record<string, string>> } = {
  veinColor: {
    green: 'your veins look more green than blue in daylight',
    'blue-purple': 'your veins look more blue or purple than green in daylight',
    both: 'your veins look as much green as blue in daylight',
  } satisfies Record<(typeof VEIN_COLORS)[number], string>,
  sunReaction: {
    tan: 'you tan easily rather than burn',
    burn: 'you burn easily rather than tan',
    both: 'you burn first and then tan',
  } satisfies Record<(typeof SUN_REACTIONS)[number], string>,
  jewelryPreference: {
    gold: 'gold jewelry flatters you more than silver',
    silver: 'silver jewelry flatters you more than gold',
    both: 'gold and silver jewelry flatter you equally',
  } satisfies Record<(typeof JEWELRY_PREFERENCES)[number], string>,
  eyeClarity: {
    bright: 'your eyes look bright and clear',
    soft: 'your eyes look soft and muted',
  } satisfies Record<(typeof EYE_CLARITY)[number], string>,
  featureContrast: {
    high: 'your hair, skin and eyes stand apart sharply',
    low: 'your hair, skin and eyes blend softly',
  } satisfies Record<(typeof FEATURE_CONTRASTS)[number], string>,
  colorPreference: {
    bold: 'you feel best in bold, saturated colors',
    soft: 'you feel best in soft, muted colors',
  } satisfies Record<(typeof COLOR_PREFERENCES)[number], string>,
  eyeColor: {
    'Dark Brown': 'your eyes are dark brown',
    'Light Brown / Hazel': 'your eyes are light brown or hazel',
    Green: 'your eyes are green',
    Blue: 'your eyes are blue',
    Grey: 'your eyes are gray',
    Amber: 'your eyes are amber',
  } satisfies Record<(typeof EYE_COLORS)[number], string>,
  skinTone: Object.fromEntries(
    SKIN_TONES.map((tone) => [tone, `your skin tone is ${tone.toLowerCase()}`]),
  ) as Record<(typeof SKIN_TONES)[number], string>,
  hairColor: {
    Black: 'your hair is black',
    'Dark Brown': 'your hair is dark brown',
    'Medium Brown': 'your hair is medium brown',
    'Light Brown': 'your hair is light brown',
    'Dark Blonde': 'your hair is dark blonde',
    'Light Blonde': 'your hair is light blonde',
    Red: 'your hair is red',
    Auburn: 'your hair is auburn',
    'Grey / Silver': 'your hair is silver-gray',
    White: 'your hair is white',
  } satisfies Record<(typeof HAIR_COLORS)[number], string>,
};

/** Questionnaire order, which breaks ties between equally small changes. */
const FIELDS = Object.keys(CLAUSES) as ColourField[];

const sameAnswer = (input: ColourInput, field: ColourField, answer: string): boolean => {
  const current = input[field];
  // A list of hair colours is the same answer only when it is that one colour.
  return Array.isArray(current) ? current.length === 1 && current[0] === answer : current === answer;
};

const INPUT_FIELDS: readonly (keyof ColourInput)[] = [...FIELDS, 'colorMeasurements'];

/** The colouring answers and the photo's measurements of `answers`, and nothing else. */
function colourInputOf(answers: ColourInput): ColourInput {
  const input: ColourInput = {};
  for (const field of INPUT_FIELDS) {
    if (answers[field] !== undefined) (input as Record<string, unknown>)[field] = answers[field];
  }
  return input;
}

/** The answers with one question answered differently. */
const withAnswer = (input: ColourInput, field: ColourField, answer: string): ColourInput =>
  ({ ...input, [field]: answer }) as ColourInput;

/** Every single-answer change of these answers, in questionnaire and option order. */
function alternatives(input: ColourInput): { field: ColourField; answer: string }[] {
  return FIELDS.flatMap((field) =>
    Object.keys(CLAUSES[field])
      .filter((answer) => !sameAnswer(input, field, answer))
      .map((answer) => ({ field, answer })),
  );
}

/** The undertone questions' middle answer, one step from either side. */
const MIDDLE = 'both';

/** How far an answer moves on its question's own scale (see the module comment). */
function stepsOf(input: ColourInput, field: ColourField, answer: string): number {
  const current = input[field];
  if (current === undefined || (Array.isArray(current) && current.length === 0)) return 1;
  if (field === 'skinTone') {
    const from = (SKIN_TONES as readonly unknown[]).indexOf(current);
    const to = (SKIN_TONES as readonly unknown[]).indexOf(answer);
    return from < 0 ? 1 : Math.abs(to - from);
  }
  if (field === 'veinColor' || field === 'sunReaction' || field === 'jewelryPreference') {
    return current === MIDDLE || answer === MIDDLE ? 1 : 2;
  }
  return 2;
}

const topSeason = (input: ColourInput): Season => bestSeason(colouringScores(input));

const axesOf = ({ warmth, depth, chroma }: ColouringTraits): [number, number, number] => [
  warmth.score,
  depth.score,
  chroma.score,
];

function sentenceFor(input: ColourInput, field: ColourField, answer: string, season: Season): string {
  const current = input[field];
  // From a mix of hair colours to one of them: "your hair is dark brown alone", not as if it were new.
  const alone = Array.isArray(current) && (current as readonly string[]).includes(answer) ? ' alone' : '';
  return `If ${CLAUSES[field][answer]}${alone}, you would be ${season}.`;
}

/** Whether some change of two different answers moves the season away from `season`. */
function twoChangesMove(input: ColourInput, season: Season): boolean {
  const options = alternatives(input);
  return options.some((first, i) =>
    options
      .slice(i + 1)
      .some(
        (second) =>
          second.field !== first.field &&
          topSeason(withAnswer(withAnswer(input, first.field, first.answer), second.field, second.answer)) !==
            season,
      ),
  );
}

function firmSentence(answersToMove: 2 | 3): string {
  return answersToMove === 2
    ? 'No single answer would change your season: it would take a change in two answers.'
    : 'Your answers agree firmly: even changing any two of them would not change your season.';
}

/**
 * How the season of these answers would change, or undefined when the answers decide no season
 * (the insufficient-data result). Deterministic: the same answers give the same sentences.
 */
export function colourSensitivity(answers: ColourInput): ColourSensitivity | undefined {
  // The insufficient-data result decides no season.
  if (!hasColourEvidence(answers)) return undefined;
  const sensitivity = sensitivities.get(answers, () => sensitivityOf(answers));
  // The caller's own copy: nothing done to it can change the memo.
  return {
    ...sensitivity,
    changes: sensitivity.changes.map((change) => ({ ...change })),
    sentences: [...sensitivity.sentences],
  };
}

/** colourSensitivity's results by colouring answers (see colour-memo.ts). */
const sensitivities = new ColourMemo<ColourSensitivity>();

function sensitivityOf(answers: ColourInput): ColourSensitivity {
  // Only what the colour analysis reads, so each changed copy below is small (the caller may pass
  // the whole questionnaire).
  const input = colourInputOf(answers);
  const traits = colouringScores(input);
  const [best, second] = scoreTraits(traits);
  const season = best!.season;
  const runnerUp = second!.season;
  const before = axesOf(traits);

  const moves: AnswerChange[] = [];
  for (const { field, answer } of alternatives(input)) {
    const changed = colouringScores(withAnswer(input, field, answer));
    const next = bestSeason(changed);
    if (next === season) continue;
    const after = axesOf(changed);
    const shift = Math.hypot(...after.map((value, i) => value - before[i]!));
    const steps = stepsOf(input, field, answer);
    moves.push({
      field,
      answer,
      season: next,
      steps,
      shift,
      sentence: sentenceFor(input, field, answer, next),
    });
  }
  // Stable sort: equal changes keep questionnaire and option order.
  moves.sort(
    (a, b) =>
      Number(b.season === runnerUp) - Number(a.season === runnerUp) || a.steps - b.steps || a.shift - b.shift,
  );

  const changes: AnswerChange[] = [];
  for (const move of moves) {
    if (changes.some((chosen) => chosen.field === move.field)) continue;
    changes.push(move);
    if (changes.length === MAX_SENTENCES) break;
  }
  if (changes.length > 0) {
    return { season, runnerUp, changes, answersToMove: 1, sentences: changes.map((c) => c.sentence) };
  }
  const answersToMove = twoChangesMove(input, season) ? 2 : 3;
  return { season, runnerUp, changes, answersToMove, sentences: [firmSentence(answersToMove)] };
}

/** The sentences of colourSensitivity, or none when the answers decide no season. */
export function whatWouldChange(input: ColourInput): string[] {
  return colourSensitivity(input)?.sentences ?? [];
}
