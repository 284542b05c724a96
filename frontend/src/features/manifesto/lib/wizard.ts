import { z } from 'zod';
import {
  CHAT_CONTENT_MAX,
  MANIFESTO_SECTIONS,
  manifestoSectionSchema,
  type ChatMessage,
  type Engine,
  type ManifestoRespondResponse,
  type ManifestoSection,
} from '@uniform/contracts';
import { parseJsonAs } from '../../../shared/lib/parse-json';

/**
 * The family manifesto wizard as a reducer (spec 2 §4): intro, then the conversation (section 0 to
 * 6, completed sections accumulating), then the final manifesto. The service keeps no state, so
 * this is the whole conversation: what the page shows and what it sends back with each answer.
 */

export type WizardPhase = 'intro' | 'conversation' | 'final';

export interface WizardMessage {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  timestamp: string;
}

export interface WizardState {
  phase: WizardPhase;
  /** The section being talked through, 0 (origins) to 6 (future). */
  currentSection: number;
  /** Every message of the conversation, oldest first, as the page shows it. */
  messages: WizardMessage[];
  /** Where the current section's messages start in `messages` (what the service is sent). */
  sectionStart: number;
  /** The written sections, in order. */
  completed: ManifestoSection[];
  /** The final manifesto in Markdown, once generated. */
  manifesto: string | null;
  /** Who wrote the last answer: the model or the built-in interviewer. */
  engine: Engine | null;
}

export type WizardAction =
  | { type: 'started'; message: string; engine?: Engine; at: Date }
  | { type: 'sent'; content: string; at: Date }
  /** The last answer could not be sent: it leaves the conversation (and goes back to the input). */
  | { type: 'send-failed' }
  | { type: 'replied'; response: ManifestoRespondResponse; at: Date }
  | { type: 'generated'; manifesto: string; engine?: Engine }
  | { type: 'restart' };

export const SECTION_COUNT = MANIFESTO_SECTIONS.length;

export const INITIAL_WIZARD: WizardState = {
  phase: 'intro',
  currentSection: 0,
  messages: [],
  sectionStart: 0,
  completed: [],
  manifesto: null,
  engine: null,
};

let sequence = 0;
const messageId = (type: WizardMessage['type'], at: Date) => `${type}-${at.getTime()}-${++sequence}`;

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'started':
      return {
        ...INITIAL_WIZARD,
        phase: 'conversation',
        messages: [assistant(action.message, action.at)],
        engine: action.engine ?? null,
      };
    case 'sent':
      if (state.phase !== 'conversation') return state;
      return {
        ...state,
        messages: [
          ...state.messages,
          {
            id: messageId('user', action.at),
            type: 'user',
            content: action.content,
            timestamp: action.at.toISOString(),
          },
        ],
      };
    case 'send-failed': {
      const last = state.messages[state.messages.length - 1];
      return last?.type === 'user' ? { ...state, messages: state.messages.slice(0, -1) } : state;
    }
    case 'replied': {
      if (state.phase !== 'conversation' || isComplete(state)) return state;
      const { response } = action;
      const messages = [...state.messages, assistant(response.message, action.at)];
      const engine = response.engine ?? state.engine;
      if (!response.sectionComplete) return { ...state, messages, engine };
      const meta = MANIFESTO_SECTIONS[state.currentSection]!;
      const completed = [
        ...state.completed,
        {
          id: meta.id,
          title: meta.title,
          description: meta.description,
          content: response.sectionContent ?? '',
        },
      ];
      const last = state.currentSection === SECTION_COUNT - 1;
      return {
        ...state,
        messages,
        engine,
        completed,
        // The next section's conversation starts with the message that completed this one: it asks
        // the next section's first question.
        currentSection: last ? state.currentSection : state.currentSection + 1,
        sectionStart: last ? state.sectionStart : messages.length - 1,
      };
    }
    case 'generated':
      return { ...state, phase: 'final', manifesto: action.manifesto, engine: action.engine ?? state.engine };
    case 'restart':
      return INITIAL_WIZARD;
  }
}

function assistant(content: string, at: Date): WizardMessage {
  return { id: messageId('assistant', at), type: 'assistant', content, timestamp: at.toISOString() };
}

/** Every section is written: the manifesto can be generated (the page does it at once). */
export function isComplete(state: WizardState): boolean {
  return state.completed.length >= SECTION_COUNT;
}

/** The current section's conversation, as the service expects it (before the new answer). */
export function sectionHistory(state: WizardState): ChatMessage[] {
  return state.messages.slice(state.sectionStart).map(({ id, type, content, timestamp }) => ({
    id,
    type,
    content: content.slice(0, CHAT_CONTENT_MAX),
    timestamp,
  }));
}

/** Each section's place in the progress: written, being talked through, or still to come. */
export function sectionStatuses(
  state: WizardState,
): { id: string; title: string; status: 'done' | 'current' | 'upcoming' }[] {
  return MANIFESTO_SECTIONS.map((section, index) => ({
    id: section.id,
    title: section.title,
    status: state.completed.some((done) => done.id === section.id)
      ? 'done'
      : index === state.currentSection && state.phase === 'conversation'
        ? 'current'
        : 'upcoming',
  }));
}

const wizardMessageSchema = z.object({
  id: z.string().max(100),
  type: z.enum(['user', 'assistant']),
  content: z.string().max(CHAT_CONTENT_MAX),
  timestamp: z.string().max(40),
});

/** What a stored wizard must look like to be resumed; anything else starts over at the intro. */
export const storedWizardSchema = z
  .object({
    phase: z.enum(['intro', 'conversation', 'final']),
    currentSection: z
      .number()
      .int()
      .min(0)
      .max(SECTION_COUNT - 1),
    messages: z.array(wizardMessageSchema).max(1000),
    sectionStart: z.number().int().min(0),
    completed: z.array(manifestoSectionSchema).max(SECTION_COUNT),
    manifesto: z.string().max(100_000).nullable(),
    engine: z.enum(['ai', 'offline']).nullable(),
  })
  .refine((state) => state.sectionStart <= state.messages.length);

/** A stored wizard read back, or the intro. */
export function restoreWizard(raw: string | null): WizardState {
  return parseJsonAs(storedWizardSchema, raw) ?? INITIAL_WIZARD;
}
