import { MANIFESTO_SECTIONS, type ManifestoRespondResponse, type ManifestoSection } from '@uniform/contracts';
import { pickDetail, type FamilyDetail } from './family-details';
import {
  followUpQuestion,
  nextQuestion,
  sectionDoneMessage,
  sectionScript,
  skippedAcknowledgement,
  thanks,
} from './interview-script';
import type { Turn } from './interview-state';

/**
 * The detail each answer of a section hands to the question after it, in order. Replayed from the
 * answers alone, so a detail picked up once is never picked up again in the same section.
 */
export function detailsPickedUp(sectionIndex: number, answers: readonly string[]): (FamilyDetail | null)[] {
  const { id } = sectionScript(sectionIndex);
  const used: string[] = [];
  return answers.map((answer) => {
    const detail = answer ? pickDetail(id, answer, used) : null;
    if (detail) used.push(detail.key);
    return detail;
  });
}

/** The built-in interviewer's answer to one turn of the state machine. */
export function builtInReply(sectionIndex: number, turn: Turn): Omit<ManifestoRespondResponse, 'engine'> {
  const script = sectionScript(sectionIndex);
  const { step } = turn;
  switch (step.kind) {
    case 'follow-up':
      return {
        message: followUpQuestion(sectionIndex, step.questionIndex, step.vague),
        sectionComplete: false,
      };
    case 'ask': {
      const answered = step.questionIndex - 1;
      if (step.previous.skipped)
        return {
          message: `${skippedAcknowledgement(sectionIndex, answered)}\n\n${script.questions[step.questionIndex]}`,
          sectionComplete: false,
        };
      // The question builds on something named in the answer just given, never on its whole sentence.
      const detail = detailsPickedUp(sectionIndex, turn.progress.answers)[answered] ?? null;
      return {
        message: `${thanks(sectionIndex, answered)} ${nextQuestion(sectionIndex, step.questionIndex, detail)}`,
        sectionComplete: false,
      };
    }
    case 'complete':
      return {
        message: sectionDoneMessage(sectionIndex),
        sectionComplete: true,
        sectionContent: script.compose(step.answers),
      };
  }
}

const ORDER = new Map(MANIFESTO_SECTIONS.map((section, index) => [section.id, index]));

/** The sections in the manifesto's order (origins … future), whatever order they were sent in. */
export function inManifestoOrder(sections: readonly ManifestoSection[]): ManifestoSection[] {
  return [...sections].sort((a, b) => (ORDER.get(a.id) ?? 0) - (ORDER.get(b.id) ?? 0));
}

export const MANIFESTO_TITLE = 'Our Family Manifesto';

const TITLES = new Map(MANIFESTO_SECTIONS.map((section) => [section.id, section.title]));

/**
 * The family's words as Markdown prose and nothing more: the downloaded file is opened in whatever
 * Markdown viewer the family has, so a `<script>` or `[link](javascript:…)` they pasted (or someone
 * pasted for them) must stay literal text. `<` is backslash-escaped (CommonMark shows it as is) and
 * link or image syntax is unwrapped to `text (target)`, which no renderer turns into a link.
 */
export function markdownProse(text: string): string {
  return text.replace(/!?\[([^\]\n]*)\]\(([^)\n]*)\)/g, '$1 ($2)').replace(/</g, '\\<');
}

/** The whole manifesto in Markdown: a title and date line, a preamble, each section, a closing. */
export function composeManifesto(sections: readonly ManifestoSection[], writtenOn: Date): string {
  const date = writtenOn.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const ordered = inManifestoOrder(sections);
  const missing = MANIFESTO_SECTIONS.filter((meta) => !ordered.some((s) => s.id === meta.id));
  // Headings are ours (the section ids are an enum); only the content is the family's.
  const body = ordered.map(
    (section) => `## ${TITLES.get(section.id) ?? ''}\n\n${markdownProse(section.content.trim())}`,
  );
  return [
    `# ${MANIFESTO_TITLE}`,
    `*Written together, in our own words, on ${date}.*`,
    'We wrote this to remember who we are, to say out loud what we stand for, and to choose, on purpose, where we are going together. It is not a set of rules. It is a promise we make to each other, and a letter to everyone who comes after us.',
    ...body,
    ...(missing.length ? [`*Still to be written together: ${missing.map((m) => m.title).join(', ')}.*`] : []),
    '---',
    '*We will read these words when we forget them, and rewrite them as we grow.*',
  ].join('\n\n');
}
