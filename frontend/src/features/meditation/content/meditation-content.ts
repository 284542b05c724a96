import { MEDITATION_MESSAGES, type DailyMeditation } from '@uniform/contracts';

/**
 * The Still Core's own words on the page (spec 2 §2.6, §8). The day's content comes from the
 * meditation service; the sections below stand in only when it cannot be reached, so no section
 * is ever blank.
 */
export const MEDITATION_PAGE = {
  title: 'The Still Core',
  subtitle: 'A daily meditation journal for thoughtful leaders',
  loadingTheme: 'Receiving spiritual guidance...',
  placeholder: 'Let your thoughts flow here...',
  signedInNote: 'Your entries are securely encrypted and saved to your private journal.',
  visitorNote: 'Sign in to save and access your meditation history',
  historyTitle: 'Your Meditation Journey',
  historyEmpty: 'No entries yet. Your saved reflections will appear here.',
  printFooter: 'The Still Core · a daily meditation journal by Uniform',
} as const;

export const MEDITATION_TOASTS = {
  saved: { title: 'Entry Saved', description: 'Your meditation journal entry has been securely saved.' },
  saveFailed: { title: 'Save Failed', fallback: 'Failed to save your meditation entry.' },
  accountRequired: {
    title: 'Account Required',
    description: MEDITATION_MESSAGES.signInRequired,
  },
} as const;

export const SECTION_TITLES = {
  meditation: 'Meditation',
  actionStep: 'CEO Action Step',
  scripture: 'Scripture Anchor',
  journalPrompt: 'Journal Prompt',
} as const;

export const DEFAULT_DAILY: Omit<DailyMeditation, 'date' | 'engine'> = {
  theme: 'Returning to Center',
  meditation:
    'Close your eyes and take three slow breaths, each one longer than the last. Notice the weight of your body in the chair and the quiet beneath the noise of the day. Rest there for a minute before you decide anything.',
  actionStep:
    'Before your next meeting, write down the one outcome that would make today worthwhile, and give it your first hour.',
  scripture: '"In quietness and in confidence shall be your strength." — Isaiah 30:15',
  journalPrompt: 'What would change in your leadership today if you acted from calm instead of urgency?',
  quote: { text: 'Nothing can bring you peace but yourself.', author: 'Ralph Waldo Emerson' },
};
