import { OWN_ENGINE_LABEL } from '../../../shared/content/engine';

/** The words of the manifesto page that are not the conversation itself. */
export const MANIFESTO_PAGE = {
  title: 'Family Manifesto',
  intro:
    'Write down who your family is, in your own words. A guided conversation walks you through seven sections, a few questions each; after each one we write that section from your answers, and at the end bring them together into one manifesto you can keep, print and share.',
  howItWorks: [
    'Gather whoever you want around one screen, or answer on your own.',
    'Answer in a sentence or a story; type "skip" to pass on a question.',
    'Nothing is stored on our servers: the conversation stays in this browser tab.',
  ],
  start: 'Start Your Manifesto',
  starting: 'Starting...',
  skipHint: 'Enter sends, Shift+Enter adds a new line. Type "skip" to pass on a question.',
  generating: 'Writing your family manifesto...',
  offlineNote: OWN_ENGINE_LABEL,
} as const;

/** The three failure toasts of spec 2 §8 (destructive, titled 'Error'). */
export const MANIFESTO_ERRORS = {
  start: 'Failed to start the manifesto wizard. Please try again.',
  respond: 'Failed to send message. Please try again.',
  generate: 'Failed to generate final manifesto. Please try again.',
} as const;
