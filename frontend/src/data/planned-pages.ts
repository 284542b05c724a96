/** What each not-yet-built route is for; shown on that route until its feature lands. */
export const PLANNED_PAGES = {
  dashboard: {
    title: 'Your Style Dashboard',
    purpose:
      'Your archetype, colour analysis, uniform, event looks, regional style, personal brand and chats with Scottie and Cas.',
  },
  getup: {
    title: 'Getup',
    purpose: 'A free style prompt by text message at 7 AM your local time. Reply STOP to cancel at any time.',
  },
  quiz: {
    title: 'Personality Quiz',
    purpose:
      'Fifteen statements, your birthday, and a reading that compares your traits with your tropical and sidereal signs.',
  },
  manifesto: {
    title: 'Family Manifesto',
    purpose:
      'A guided conversation through seven sections, from origins to future, that ends in your family’s written manifesto.',
  },
  meditation: {
    title: 'The Still Core',
    purpose:
      'A daily meditation journal for thoughtful leaders: a theme, a meditation, a CEO action step, a scripture anchor and a journal prompt.',
  },
} as const;

export type PlannedPageKey = keyof typeof PLANNED_PAGES;
