import { buildOpenApiDocument } from './openapi';
import { OPERATIONS } from './operations';
import { privacyInquiryRequestSchema } from './privacy.schemas';
import { chatStylistRequestSchema } from './operations.schemas';
import { resolveRoute } from './routing';

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

describe('operations', () => {
  test('When the operation list is read, then it holds exactly the 27 calls of the spec', () => {
    const listed = OPERATIONS.map((op) => `${op.method.toUpperCase()} ${op.path}`);
    expect(new Set(listed).size).toBe(27);
    expect([...listed].sort()).toEqual([...SPEC_CALLS].sort());
  });

  test('When each path is routed, then a service owns it', () => {
    for (const op of OPERATIONS) expect(resolveRoute(op.path)?.service.name).toEqual(expect.any(String));
  });

  test('When a prefix is a stem of another path, then it does not capture it', () => {
    expect(resolveRoute('/api/smsx')).toBeUndefined();
    expect(resolveRoute('/api/sms/subscribe')?.service.name).toBe('sms');
  });

  test('When the OpenAPI document is built, then all 27 operations are there and every $ref resolves', () => {
    const doc = buildOpenApiDocument() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    const ids = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((op) => op.operationId),
    );
    expect(ids).toHaveLength(27);
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) expect(doc.components.schemas).toHaveProperty(ref);
  });

  test('When a privacy inquiry has a bad subject, email and empty message, then each field is named', () => {
    const result = privacyInquiryRequestSchema.safeParse({ email: 'nope', subject: 'gossip', message: '  ' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['email', 'message', 'subject']);
  });

  test('When a chat request carries a long history, then only the last 5 messages are kept', () => {
    const history = Array.from({ length: 9 }, (_, i) => ({ type: 'user' as const, content: `m${i}` }));
    const analysis = buildMinimalAnalysis();
    const parsed = chatStylistRequestSchema.parse({
      message: 'What should I wear?',
      analysis,
      chatHistory: history,
    });
    expect(parsed.chatHistory.map((m) => m.content)).toEqual(['m4', 'm5', 'm6', 'm7', 'm8']);
    expect(chatStylistRequestSchema.safeParse({ message: '   ', analysis, chatHistory: [] }).success).toBe(
      false,
    );
  });
});

function buildMinimalAnalysis() {
  return {
    styleArchetype: 'The Modern Classicist',
    brandSummary: 'Quiet authority.',
    styleLanguage: [],
    styleIcon: { name: 'Grace Kelly', description: '' },
    archetypeKeywords: [],
    moodboardPrompts: [],
    brandRecommendations: [],
    uniformSuggestions: { foundation: '', footwear: '', accent: '', colors: '' },
    eventLooks: { pitchMeeting: '', conference: '', networking: '' },
    colorAnalysis: {
      season: 'Cool Summer',
      undertone: 'cool',
      recommendedColors: [],
      neutrals: [],
      avoid: [],
      rationale: '',
    },
    regionalStyle: { region: '', culturalContext: '', insiderBrands: [] },
    personalityProfile: {},
  };
}

describe('rate-limit classes', () => {
  test('When the routes are looked up, then only sign-in and sign-up get the strict auth limit', () => {
    expect(resolveRoute('/api/simple-auth/signin')?.rule.rateLimit).toBe('auth');
    expect(resolveRoute('/api/simple-auth/signup')?.rule.rateLimit).toBe('auth');
    expect(resolveRoute('/api/simple-auth/user')?.rule.rateLimit).toBe('default');
    expect(resolveRoute('/api/simple-auth/logout')?.rule.rateLimit).toBe('default');
  });
});
