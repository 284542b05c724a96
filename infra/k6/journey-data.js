// The requests of the mixed journey, shared by the k6 scenarios and `npm run bench:load`,
// so both measure the same thing. Plain ES module: k6 and Node both load it.

/** A founder's questionnaire answers (spec 1 §3). */
export const ANSWERS = {
  whatBuilding: 'A climate-data platform for mid-size manufacturers',
  styleFilms: ['understated power'],
  styleMusic: ['minimal and moody'],
  industry: 'Software',
  occupation: 'Founder',
  coreValues: ['Integrity', 'Craftsmanship', 'Growth'],
  environments: ['Investor pitches', 'Conferences'],
  veinColor: 'blue-purple',
  sunReaction: 'burn',
  jewelryPreference: 'silver',
  eyeClarity: 'bright',
  featureContrast: 'high',
  colorPreference: 'bold',
  eyeColor: 'Blue',
  skinTone: 'Fair',
  hairColor: 'Black',
  zipCode: '94105',
  budget: 2000,
};

/** The journey: the pages and calls a visitor makes after finishing the questionnaire. */
export function journeyRequests(analysis) {
  return [
    { name: 'landing page', method: 'GET', path: '/' },
    { name: 'dashboard page', method: 'GET', path: '/dashboard' },
    { name: 'analyze style', method: 'POST', path: '/api/analyze-style', body: ANSWERS },
    { name: 'fallback archetypes', method: 'GET', path: '/api/fallback-archetypes' },
    { name: 'personal brand', method: 'POST', path: '/api/generate-personal-brand', body: { analysis } },
    {
      name: 'ask Scottie',
      method: 'POST',
      path: '/api/chat-stylist',
      body: { message: 'What should I wear to an investor pitch?', analysis, chatHistory: [] },
    },
    {
      name: 'community',
      method: 'POST',
      path: '/api/generate-community-recommendations',
      body: { analysis },
    },
    {
      name: 'validate phone',
      method: 'POST',
      path: '/api/sms/validate-phone',
      body: { phoneNumber: '(415) 555-2671' },
    },
    { name: 'daily meditation', method: 'GET', path: '/api/daily-meditation' },
    { name: 'manifesto start', method: 'POST', path: '/api/manifesto/start', body: {} },
  ];
}

/**
 * What a signed-in user with a saved profile adds to the journey (issue 20): saving the profile after an
 * edit and loading it on another device. `signedIn` steps carry the visitor's own session cookie.
 */
export function profileRequests(analysis) {
  return [
    {
      name: 'save profile',
      method: 'PUT',
      path: '/api/style-profile',
      body: { analysis, brandEdits: { voiceAndTone: 'Warm, direct and unhurried.' } },
      signedIn: true,
    },
    { name: 'load profile', method: 'GET', path: '/api/style-profile', signedIn: true },
  ];
}
