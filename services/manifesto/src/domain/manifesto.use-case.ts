import { z } from 'zod';
import { ModelError, withModelFallback, type ModelClient } from '@uniform/ai';
import {
  MANIFESTO_HISTORY_MAX,
  MANIFESTO_SECTION_CONTENT_MAX,
  MANIFESTO_SECTIONS,
  type ManifestoGenerateRequest,
  type ManifestoGenerateResponse,
  type ManifestoRespondResponse,
  type ManifestoStartResponse,
  type ChatMessage,
} from '@uniform/contracts';
import type { Logger } from '@uniform/service-kit';
import {
  builtInReply,
  composeManifesto,
  inManifestoOrder,
  markdownProse,
  MANIFESTO_TITLE,
} from './built-in-engine';
import { openingMessage, sectionScript } from './interview-script';
import { nextTurn, stepFor } from './interview-state';

export interface ManifestoDeps {
  logger: Logger;
  /** The model, or null to run the interview on the built-in engine. */
  model: ModelClient | null;
  now: () => Date;
}

/** Limits of what we accept from the model (the response schema's own limits, with room). */
const MESSAGE_MAX = 4000;
/** The model may not write a section from fewer answers than this… */
export const MODEL_MIN_ANSWERS = 2;
/** …and must write it by this many (past it, the built-in engine writes the section). */
export const MODEL_MAX_ANSWERS = 6;

/** POST /api/manifesto/start. */
export async function startManifesto(deps: ManifestoDeps): Promise<ManifestoStartResponse> {
  const produced = await withModelFallback({
    model: deps.model,
    feature: 'manifesto-start',
    logger: deps.logger,
    call: async (model) => {
      const { message } = await model.structured({
        name: 'manifesto_opening',
        schema: z.object({ message: z.string() }),
        system: FACILITATOR,
        user: [
          'Write the opening message of the conversation, in plain text with blank lines between paragraphs.',
          'Welcome the family, explain in two or three sentences what a family manifesto is and that you will talk through seven sections with a few questions each, then ask the first question of the first section.',
          `The seven sections: ${sectionList()}.`,
          `A built-in draft you may improve on:\n${openingMessage()}`,
        ].join('\n'),
      });
      return requireText(message, MESSAGE_MAX, 'opening message');
    },
    fallback: openingMessage,
  });
  return { message: produced.value, engine: produced.engine };
}

const modelTurnSchema = z.object({
  message: z.string(),
  sectionComplete: z.boolean(),
  sectionContent: z.string(),
});

/** POST /api/manifesto/respond (the request already checked by the contract schema). */
export async function respondManifesto(
  deps: ManifestoDeps,
  request: { message: string; currentSection: number; conversationHistory: ChatMessage[] },
): Promise<ManifestoRespondResponse> {
  const { currentSection } = request;
  const history = request.conversationHistory.slice(-MANIFESTO_HISTORY_MAX);
  const turn = nextTurn(currentSection, history, request.message);
  const produced = await withModelFallback({
    model: deps.model,
    feature: 'manifesto-respond',
    logger: deps.logger,
    call: async (model) => {
      const answered = turn.progress.answers.length + (turn.progress.pending !== null ? 1 : 0);
      const answer = await model.structured({
        name: 'manifesto_turn',
        schema: modelTurnSchema,
        system: FACILITATOR,
        user: turnPrompt(currentSection, history, request.message, turn, answered),
      });
      return checkModelTurn(answer, answered, currentSection);
    },
    fallback: () => builtInReply(currentSection, turn),
  });
  return { ...produced.value, engine: produced.engine };
}

/** POST /api/manifesto/generate. */
export async function generateManifesto(
  deps: ManifestoDeps,
  request: ManifestoGenerateRequest,
): Promise<ManifestoGenerateResponse> {
  const sections = inManifestoOrder(request.sections);
  const builtIn = () => composeManifesto(sections, deps.now());
  const produced = await withModelFallback({
    model: deps.model,
    feature: 'manifesto-generate',
    logger: deps.logger,
    call: async (model) => {
      const text = await model.text({
        maxTokens: 3000,
        messages: [
          { role: 'system', content: WRITER },
          {
            role: 'user',
            content: [
              `Today is ${deps.now().toISOString().slice(0, 10)}.`,
              'The sections the family completed, in order, as JSON:',
              JSON.stringify(sections.map(({ title, content }) => ({ title, content }))),
              'A built-in draft you should improve on, keeping every section and the family’s own words:',
              builtIn(),
            ].join('\n\n'),
          },
        ],
      });
      return checkManifesto(
        text,
        sections.map((s) => s.title),
      );
    },
    fallback: builtIn,
  });
  return { manifesto: produced.value, engine: produced.engine };
}

const FACILITATOR = [
  'You are a warm, unhurried family facilitator helping a family write their family manifesto.',
  'The manifesto has seven sections, talked through in order, each a short guided conversation of a few questions.',
  'Ask one question at a time, briefly reflect what they said in their own words before the next question, never lecture, never invent facts about the family.',
  'Write in plain text: no Markdown, no lists, no headings in messages.',
].join(' ');

const WRITER = [
  'You write a family manifesto in Markdown from sections a family completed in a guided conversation.',
  `Start with a level-1 heading (e.g. "# ${MANIFESTO_TITLE}"), a one-line italic date line and a short preamble; then one level-2 heading per section with its title, in the given order; end with a short closing line.`,
  "Keep the family's own words and facts; polish, never invent. First person plural. No HTML, no code fences, no links or images.",
].join(' ');

function sectionList(): string {
  return MANIFESTO_SECTIONS.map((s) => `${s.title} (${s.description})`).join('; ');
}

function turnPrompt(
  sectionIndex: number,
  history: readonly ChatMessage[],
  message: string,
  turn: ReturnType<typeof nextTurn>,
  answered: number,
): string {
  const section = MANIFESTO_SECTIONS[sectionIndex]!;
  const next = MANIFESTO_SECTIONS[sectionIndex + 1];
  const script = sectionScript(sectionIndex);
  const guide = builtInReply(sectionIndex, turn);
  const step = stepFor(turn.progress, script.questions.length);
  return [
    `Current section ${sectionIndex + 1} of 7: ${section.title}: ${section.description}`,
    `Guide questions for this section: ${script.questions.map((q, i) => `${i + 1}. ${q}`).join(' ')}`,
    `The family has now answered ${answered} question(s) in this section.`,
    `Rules: set sectionComplete true only when you have enough to write the section, after at least ${MODEL_MIN_ANSWERS} answers and at the latest after ${MODEL_MAX_ANSWERS}.`,
    'When sectionComplete is false: message is your short reflection and the next single question; sectionContent is "".',
    `When sectionComplete is true: sectionContent is the ${section.title} section of the manifesto, 2 to 4 short paragraphs in the first person plural ("we", "our") built from their answers, using their own words and facts, no heading, no Markdown except paragraphs; message thanks them and ${
      next
        ? `introduces the next section, ${next.title} (${next.description}), with its first question: ${sectionScript(sectionIndex + 1).questions[0]}`
        : 'says all seven sections are done and the manifesto is being written now'
    }.`,
    `The built-in guide would ${step.kind === 'complete' ? 'now write the section' : 'ask next'}: ${guide.message}`,
    `This section's conversation so far (JSON, oldest first): ${JSON.stringify(
      history.map(({ type, content }) => ({ type, content })),
    )}`,
    `The family's new answer: ${JSON.stringify(message)}`,
  ].join('\n');
}

/** The model's turn, or a ModelError that makes the built-in engine answer instead. */
function checkModelTurn(
  answer: z.infer<typeof modelTurnSchema>,
  answered: number,
  sectionIndex: number,
): Omit<ManifestoRespondResponse, 'engine'> {
  const message = requireText(answer.message, MESSAGE_MAX, 'message');
  if (!answer.sectionComplete) {
    if (answered >= MODEL_MAX_ANSWERS)
      throw new ModelError('invalid-output', `The model kept asking after ${answered} answers`);
    return { message, sectionComplete: false };
  }
  if (answered < MODEL_MIN_ANSWERS)
    throw new ModelError(
      'invalid-output',
      `The model closed section ${sectionIndex} after ${answered} answer(s)`,
    );
  const sectionContent = requireText(answer.sectionContent, MANIFESTO_SECTION_CONTENT_MAX, 'section');
  if (sectionContent.length < 80)
    throw new ModelError('invalid-output', 'The model wrote a section too short to be one');
  return { message, sectionComplete: true, sectionContent };
}

function requireText(text: string, max: number, what: string): string {
  const clean = text.trim();
  if (!clean) throw new ModelError('invalid-output', `The model wrote an empty ${what}`);
  if (clean.length > max) throw new ModelError('invalid-output', `The model's ${what} is too long`);
  return clean;
}

/** The model's manifesto, unwrapped from a code fence if it used one, with every section heading. */
function checkManifesto(text: string, titles: readonly string[]): string {
  const unfenced = text
    .trim()
    .replace(/^```(?:markdown|md)?\s*\n([\s\S]*?)\n```$/i, '$1')
    .trim();
  const missing = titles.filter(
    (title) => !new RegExp(`^#{1,3}\\s+${escapeRegExp(title)}\\b`, 'im').test(unfenced),
  );
  if (missing.length)
    throw new ModelError(
      'invalid-output',
      `The model's manifesto lacks the section(s) ${missing.join(', ')}`,
    );
  if (/<\s*[a-z!/]/i.test(unfenced))
    throw new ModelError('invalid-output', "The model's manifesto contains HTML");
  const titled = /^#\s/.test(unfenced) ? unfenced : `# ${MANIFESTO_TITLE}\n\n${unfenced}`;
  // It was told to write no links; one it wrote anyway (perhaps echoing a family's) stays text.
  return requireText(markdownProse(titled), 100_000, 'manifesto');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
