/** The site header's links (spec 1 §2); /meditation's label is 'Still Core'. */
export const NAV_LINKS = [
  { to: '/onboarding', label: 'Get Started' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/getup', label: 'Getup' },
  { to: '/personality-quiz', label: 'Personality Quiz' },
  { to: '/family-manifesto', label: 'Family Manifesto' },
  { to: '/meditation', label: 'Still Core' },
] as const;

/** The landing page's anchor, reachable from every page. */
export const HOW_IT_WORKS_LINK = { to: '/#how-it-works', label: 'How it Works' } as const;

/** The footer's links to the legal pages. */
export const LEGAL_LINKS = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
] as const;
