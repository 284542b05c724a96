export const NAV_LINKS = [
  { to: '/onboarding', label: 'Get Started' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/getup', label: 'Getup' },
  { to: '/personality-quiz', label: 'Personality Quiz' },
  { to: '/family-manifesto', label: 'Family Manifesto' },
  { to: '/meditation', label: 'Still Core' },
] as const;
