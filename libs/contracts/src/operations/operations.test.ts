import type { z } from 'zod';
import { buildAnalysisFixture } from '../analysis/analysis.fixture';
import { resolveRoute } from '../routing';
import type { Operation } from './operation';
import {
  OPERATIONS,
  operationById,
  type OperationId,
  type OperationQuery,
  type OperationRequestBody,
  type OperationResponseBody,
} from './operations';

/** The list seen through the general Operation shape, for checks over every call. */
const LIST: readonly Operation[] = OPERATIONS;

/** The call tables of spec 1 §7 and spec 2 §7, as method + path. */
const SPEC_CALLS = [
  'GET /api/simple-auth/user',
  'POST /api/simple-auth/signin',
  'POST /api/simple-auth/signup',
  'POST /api/simple-auth/logout',
  'GET /api/auth/user',
  'POST /api/analyze-style',
  'POST /api/chat-stylist',
  'POST /api/generate-personal-brand',
  'POST /api/update-personal-brand',
  'POST /api/generate-pdf',
  'POST /api/chat-brand-strategist',
  'POST /api/generate-community-recommendations',
  'POST /api/sms/validate-phone',
  'POST /api/sms/subscribe',
  'POST /api/sms/unsubscribe',
  'GET /api/fallback-archetypes',
  'POST /api/style-analysis/fallback',
  'POST /api/analyze-custom-item',
  'POST /api/personality-reading',
  'POST /api/manifesto/start',
  'POST /api/manifesto/respond',
  'POST /api/manifesto/generate',
  'GET /api/daily-meditation',
  'GET /api/meditation-entry',
  'GET /api/meditation-history',
  'POST /api/meditation-entry',
  'POST /api/privacy-inquiry',
];

/**
 * Calls the issues added to the spec tables: the engine the landing page names (issue 19 item 8), and
 * issue 20's saved profiles and Getup personalization, issue 21's sign-in with Google and Microsoft and its "Download my data".
 */
const ADDED_CALLS = [
  'GET /api/engine',
  'POST /api/sms/personalize',
  'GET /api/style-profile/consent',
  'PUT /api/style-profile/consent',
  'GET /api/style-profile',
  'PUT /api/style-profile',
  'GET /api/style-profiles',
  'POST /api/style-profiles/{id}/restore',
  'GET /api/auth/oidc/providers',
  'GET /api/auth/oidc/{provider}/start',
  'GET /api/auth/oidc/{provider}/callback',
  'GET /api/account/export',
  'GET /api/account',
  'PUT /api/account/names',
  'PUT /api/account/email',
  'PUT /api/account/password',
  'DELETE /api/account/sessions',
  'DELETE /api/account',
];

/** The calls whose answer the spec leaves "not shown": each must say what we decided. */
const ANSWER_NOT_SHOWN: OperationId[] = [
  'signIn',
  'signUp',
  'logout',
  'updatePersonalBrand',
  'getMeditationHistory',
  'saveMeditationEntry',
  'submitPrivacyInquiry',
  'getDailyMeditation',
  'finishOidcSignIn',
];

const analysis = buildAnalysisFixture();
const entry = {
  id: 'c7a1e1c2-0f7e-4d36-9d5e-2f3f8f4f7b10',
  entryDate: '2026-11-23',
  theme: 'Stillness before action',
  journalResponse: 'I will start the day with the hardest conversation.',
  createdAt: '2026-11-23T07:10:00.000Z',
  updatedAt: '2026-11-23T07:12:00.000Z',
};
const brand = {
  brandStatement: 'I make maths feel possible.',
  enneagramMbtiVibes: 'INFJ 2w1: the devoted guide.',
  voiceAndTone: 'Warm, plain, encouraging.',
  visualSignature: 'Dusty blue and dove grey, soft structure.',
  brandWords: 'Patient, precise, kind',
  stylingRules: "DO'S: soft structure, muted colour.\nDON'TS: harsh black, loud logos.",
};

const profile = {
  id: 'c7a1e1c2-0f7e-4d36-9d5e-2f3f8f4f7b11',
  analysis,
  brandEdits: { brandStatement: 'I make maths feel possible for everyone.' },
  savedLooks: [{ look: 'pitchMeeting', savedAt: '2026-11-23T07:05:00.000Z' }],
  customItems: {},
  tier: 'mid',
  createdAt: '2026-11-23T07:00:00.000Z',
  updatedAt: '2026-11-23T07:05:00.000Z',
};

const getupFacts = {
  archetype: 'The Sage',
  season: 'Soft Summer',
  undertone: 'cool',
  colours: [{ name: 'Dusty Blue', hex: '#6F8FAF' }],
  neutrals: ['Dove Grey'],
  pieces: ['Navy blazer'],
  keywords: ['calm'],
};

const account = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  hasPassword: true,
  signInProviders: [{ provider: 'google', email: 'ada@example.com', linkedAt: '2026-11-21T08:00:00.000Z' }],
  confirmedUntil: null,
  sessions: [
    {
      id: 'c7a1e1c2-0f7e-4d36-9d5e-2f3f8f4f7b13',
      current: true,
      device: 'Firefox on Linux',
      signedInAt: '2026-11-24T08:00:00.000Z',
      lastSeenAt: '2026-11-24T09:00:00.000Z',
    },
  ],
};

/** The path to every string inside a JSON value, through objects and arrays. */
function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...at, i]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
  }
  return [];
}

/** A copy of a JSON value with the string at a path replaced. */
function withString(value: unknown, at: (string | number)[], replacement: string): unknown {
  if (at.length === 0) return replacement;
  const [head, ...rest] = at;
  if (Array.isArray(value))
    return value.map((item, i) => (i === head ? withString(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: withString(record[head], rest, replacement) };
}

/** One valid request and success answer per operation, as a real client and service would send them. */
const EXAMPLES: Record<
  OperationId,
  { body?: unknown; query?: unknown; params?: unknown; response?: unknown }
> = {
  getSimpleAuthUser: { response: { email: 'ada@example.com', firstName: 'Ada', lastName: null } },
  signIn: {
    body: { email: 'ada@example.com', password: 'correct horse battery' },
    response: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null },
  },
  signUp: {
    body: {
      email: 'Ada@Example.com',
      password: 'correct horse battery',
      firstName: 'Ada',
      dataRetentionConsent: true,
    },
    response: { email: 'ada@example.com', firstName: 'Ada', lastName: null, profileImageUrl: null },
  },
  logout: {},
  getAuthUser: { response: { firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null } },
  exportAccountData: {
    response: {
      format: 'uniform-account-export',
      version: 1,
      exportedAt: '2026-11-24T09:00:00.000Z',
      account: {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: null,
        createdAt: '2026-11-20T08:00:00.000Z',
        dataRetentionConsentAt: '2026-11-20T08:00:00.000Z',
      },
      signInProviders: [
        { provider: 'google', email: 'ada@example.com', linkedAt: '2026-11-21T08:00:00.000Z' },
      ],
      styleProfiles: { consent: { consent: true, givenAt: '2026-11-23T07:00:00.000Z' }, profiles: [profile] },
      journal: [entry],
      privacyInquiries: [
        {
          id: 'c7a1e1c2-0f7e-4d36-9d5e-2f3f8f4f7b12',
          email: 'Ada@Example.com',
          subject: 'access',
          message: 'Please send me a copy of my saved profile.',
          requestId: null,
          receivedAt: '2026-11-23T07:00:00.000Z',
        },
      ],
      getup: {
        note: 'Getup text subscriptions are kept by phone number.',
        subscriptions: [
          {
            phone: '+12125550123',
            status: 'active',
            requestedAt: '2026-11-22T08:00:00.000Z',
            confirmedAt: '2026-11-22T08:01:00.000Z',
            unsubscribedAt: null,
            timeZone: 'America/New_York',
            timeZoneSource: 'zip',
            styleFacts: getupFacts,
            deliveries: [],
          },
        ],
      },
    },
  },
  getAccount: { response: account },
  updateAccountNames: { body: { firstName: 'Ada', lastName: '' }, response: account },
  changeAccountEmail: {
    body: { email: 'ada@example.org', password: 'correct horse battery' },
    response: account,
  },
  changeAccountPassword: {
    body: { currentPassword: 'correct horse battery', newPassword: 'a new tailored navy blazer' },
    response: account,
  },
  signOutEverywhere: {},
  deleteAccount: { body: { password: 'correct horse battery' } },
  getOidcProviders: { response: { providers: [{ id: 'google', name: 'Google' }] } },
  startOidcSignIn: { params: { provider: 'microsoft' }, query: { consent: '1', returnTo: '/dashboard' } },
  finishOidcSignIn: { params: { provider: 'google' } },
  analyzeStyle: { body: { zipCode: '98103', styleFilms: ['natural and soulful'] }, response: analysis },
  getFallbackArchetypes: {
    response: [
      { name: 'The Grounded Mentor', description: 'Calm authority.', styleIcons: ['Michelle Obama'] },
    ],
  },
  styleAnalysisFallback: {
    body: {
      selectedArchetype: 'The Grounded Mentor',
      selectedStyleIcon: 'Michelle Obama',
      basicUserData: {},
    },
    response: analysis,
  },
  generatePersonalBrand: { body: { analysis }, response: { ...brand, engine: 'offline' } },
  updatePersonalBrand: {
    body: { analysis, field: 'brandStatement', value: 'I make maths feel possible for everyone.' },
    response: { ...brand, brandStatement: 'I make maths feel possible for everyone.' },
  },
  analyzeCustomItem: {
    body: { url: 'https://shop.example.com/items/navy-blazer', analysis, pieceType: 'foundation' },
    response: { guidance: 'Navy sits close to your Dusty Blue; keep it.', engine: 'offline' },
  },
  personalityReading: {
    body: { actualSign: 'Leo', siderealSign: 'Cancer', closestSign: 'Ophiuchus' },
    response: { reading: 'Your Leo warmth meets a Cancer instinct to protect.' },
  },
  getEngine: { response: { engine: 'ai', model: 'gpt-4o', gpt4Class: true } },
  chatStylist: {
    body: { message: 'What should I wear to parents evening?', analysis, chatHistory: [] },
    response: { response: 'Your dove grey blazer over the dusty-blue knit.', engine: 'offline' },
  },
  chatBrandStrategist: {
    body: { message: 'How do I describe my brand on LinkedIn?', analysis, personalBrand: brand },
    response: { response: 'Lead with the students you help.' },
  },
  generateCommunityRecommendations: {
    body: { analysis },
    response: {
      recommendations: [
        {
          name: 'Seattle Math Circle',
          type: 'Educator meetup',
          description: 'Monthly problem-solving evenings.',
          reason: 'Your tutoring collective fits its mission.',
          meetingInfo: 'First Tuesday, 6 PM',
          location: 'Seattle, WA',
        },
      ],
      engine: 'offline',
    },
  },
  validatePhone: {
    body: { phoneNumber: '(206) 555-0143' },
    response: { isValid: true, canReceiveSMS: true, lineType: 'mobile', e164: '+12065550143' },
  },
  smsSubscribe: {
    body: { phoneNumber: '(206) 555-0143', analysis },
    response: {
      success: true,
      status: 'pending',
      message: 'Almost there! We texted (206) 555-0143 — reply YES to start your 7 AM Getup.',
      personalizationToken: 'A'.repeat(43),
    },
  },
  smsPersonalize: {
    body: { token: 'A'.repeat(43), analysis },
    response: { success: true, message: 'Your Getup texts now follow your style analysis.' },
  },
  smsUnsubscribe: {
    body: { phoneNumber: '(206) 555-0143' },
    response: { success: true, message: 'You will not receive further texts.' },
  },
  generatePdf: { body: { analysis } },
  manifestoStart: { response: { message: 'Let us begin with where your family comes from.' } },
  manifestoRespond: {
    body: {
      message: 'My grandparents came from Kerala.',
      currentSection: 0,
      conversationHistory: [{ type: 'assistant', content: 'Where does your family come from?' }],
    },
    response: { message: 'What did they carry with them?', sectionComplete: false },
  },
  manifestoGenerate: {
    body: {
      sections: [
        {
          id: 'origins',
          title: 'Origins',
          description: 'Where we come from.',
          content: 'We come from Kerala.',
        },
      ],
    },
    response: { manifesto: '# Our Family Manifesto\n\n## Origins\n\nWe come from Kerala.' },
  },
  getDailyMeditation: {
    query: { timeZone: 'America/Los_Angeles' },
    response: {
      date: '2026-11-23',
      theme: 'Stillness before action',
      meditation: 'Breathe in for four counts.',
      actionStep: 'Name the one decision that matters today.',
      scripture: 'Be still, and know. (Psalm 46:10)',
      journalPrompt: 'Where did you rush this week?',
      quote: { text: 'Nature does not hurry, yet everything is accomplished.', author: 'Lao Tzu' },
    },
  },
  getMeditationEntry: { query: { date: '2026-11-23' }, response: entry },
  saveMeditationEntry: {
    body: { entryDate: '2026-11-23', theme: 'Stillness', journalResponse: 'I will listen first.' },
    response: entry,
  },
  getMeditationHistory: { response: [entry] },
  getProfileConsent: { response: { consent: true, givenAt: '2026-11-23T07:00:00.000Z' } },
  setProfileConsent: { body: { consent: false }, response: { consent: false, givenAt: null } },
  getStyleProfile: { response: profile },
  saveStyleProfile: {
    body: { analysis, brandEdits: { brandStatement: 'I make maths feel possible for everyone.' } },
    response: profile,
  },
  getStyleProfileHistory: {
    response: [
      {
        id: profile.id,
        createdAt: profile.createdAt,
        updatedAt: profile.updatedAt,
        archetype: analysis.styleArchetype,
        season: analysis.colorAnalysis.season,
        current: true,
      },
    ],
  },
  restoreStyleProfile: { params: { id: profile.id }, response: profile },
  submitPrivacyInquiry: {
    body: {
      email: 'ada@example.com',
      subject: 'access',
      message: 'Please send me a copy of my saved profile.',
    },
    response: { id: 'c7a1e1c2-0f7e-4d36-9d5e-2f3f8f4f7b10', receivedAt: '2026-11-23T07:00:00.000Z' },
  },
};

const issuesOf = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the operation list', () => {
  test('When the list is read, then it holds exactly the 27 calls of the spec tables and the ones the issues added, each once', () => {
    const listed = OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`);

    expect(listed).toHaveLength(SPEC_CALLS.length + ADDED_CALLS.length);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...SPEC_CALLS, ...ADDED_CALLS].sort());
  });

  test('When the operation ids are read, then they are distinct camelCase names', () => {
    const ids = OPERATIONS.map((op) => op.id);

    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]+$/);
  });

  test('When each path is routed, then a service owns it', () => {
    const owners = OPERATIONS.map((op) => [op.path, resolveRoute(op.path)?.service.name]);

    expect(owners.filter(([, owner]) => owner === undefined)).toEqual([]);
  });

  test('When a call is a GET, then it has no body; when a POST or PUT sends data, then it has a body schema', () => {
    for (const op of LIST) {
      const request = op.request ?? {};
      if (op.method === 'get') expect(request.body).toBeUndefined();
      else if (!['logout', 'manifestoStart', 'restoreStyleProfile', 'signOutEverywhere'].includes(op.id))
        expect(request.body).toBeDefined();
    }
  });

  test('When the spec shows no answer, then the operation states its decision', () => {
    for (const id of ANSWER_NOT_SHOWN) {
      const op: Operation = operationById(id);
      expect(op.decisions?.length).toBeGreaterThan(0);
    }
  });

  test('When a call needs the journal or the saved profile, then it requires a session; the others do not', () => {
    const required = OPERATIONS.filter((op) => op.auth === 'required').map((op) => op.id);

    expect(required.sort()).toEqual(
      [
        'getAuthUser',
        'exportAccountData',
        'getAccount',
        'updateAccountNames',
        'changeAccountEmail',
        'changeAccountPassword',
        'signOutEverywhere',
        'deleteAccount',
        'getMeditationEntry',
        'getMeditationHistory',
        'getSimpleAuthUser',
        'saveMeditationEntry',
        'getProfileConsent',
        'setProfileConsent',
        'getStyleProfile',
        'saveStyleProfile',
        'getStyleProfileHistory',
        'restoreStyleProfile',
      ].sort(),
    );
  });

  test('When a client is typed from the list, then bodies, queries and answers have the schema types', () => {
    const body: OperationRequestBody<'submitPrivacyInquiry'> = {
      email: 'ada@example.com',
      subject: 'deletion',
      message: 'Please delete my profile.',
    };
    const query: OperationQuery<'getMeditationEntry'> = { date: '2026-11-23' };
    const answer: OperationResponseBody<'submitPrivacyInquiry'> = {
      id: 'c7a1e1c2-0f7e-4d36-9d5e-2f3f8f4f7b10',
      receivedAt: '2026-11-23T07:00:00.000Z',
    };

    expect(operationById('submitPrivacyInquiry').request.body.parse(body)).toEqual(body);
    expect(operationById('getMeditationEntry').request.query.parse(query)).toEqual(query);
    expect(operationById('submitPrivacyInquiry').responses[201].schema.parse(answer)).toEqual(answer);
  });

  test('When an unknown id is looked up, then it throws', () => {
    expect(() => operationById('nope' as OperationId)).toThrow('Unknown operation nope');
  });
});

describe('every operation against a real example', () => {
  test.each(LIST.map((op) => [op.id, op] as const))(
    'When %s gets a valid request and answer, then its schemas accept both',
    (id, op) => {
      const example = EXAMPLES[id as OperationId];
      const request = op.request ?? {};
      const success = Object.values(op.responses)[0]!;

      if (request.body) expect(issuesOf(request.body.safeParse(example.body))).toEqual([]);
      if (request.query) expect(issuesOf(request.query.safeParse(example.query))).toEqual([]);
      if (request.params) expect(issuesOf(request.params.safeParse(example.params))).toEqual([]);
      if (success.schema) expect(issuesOf(success.schema.safeParse(example.response))).toEqual([]);
      else expect(example.response).toBeUndefined();
    },
  );

  // setProfileConsent's body is one boolean: no string to grow.
  test.each(
    LIST.flatMap((op) =>
      op.request?.body && op.id !== 'setProfileConsent' ? [[op.id, op.request.body] as const] : [],
    ),
  )('When a string field of %s is 1 MB, then the body is refused', (id, schema) => {
    const body = EXAMPLES[id as OperationId].body;
    const paths = stringPaths(body);

    // Nested fields count too (the brand, the answers): an operation with none would test nothing.
    expect(paths.length).toBeGreaterThan(0);
    for (const at of paths) {
      const result = schema.safeParse(withString(body, at, 'x'.repeat(1_000_000)));
      expect({ at: at.join('.'), refused: !result.success }).toEqual({ at: at.join('.'), refused: true });
    }
  });
});
