import {
  PROFILE_MESSAGES,
  STYLE_PROFILE_HISTORY_LIMIT,
  operationById,
  styleProfileAnalysisKey,
  styleProfileContentSchema,
  type Analysis,
  type OperationId,
  type PersonalBrand,
  type PersonalBrandField,
  type StyleProfile,
} from '@uniform/contracts';
import {
  buildFallbackAnalysis,
  buildPersonalBrand,
  customItemGuidance,
  fallbackArchetypes,
} from '@uniform/style-engine';
import { operationOf, pathParamsOf } from './operations';

/**
 * The API at the browser's edge for the dashboard's component tests: a fetch that answers the
 * dashboard's calls with the real style engine (the analysis service's built-in engine), keeps
 * edited brand fields like the service's cache does, and can be told to fail a path. It also plays
 * the account (signed out until `signIn`) and its saved style profiles as the profiles service
 * does: 401 signed out, 403 without consent, 404 with none, the history of 5, restore by id.
 * Every call is recorded. Test support only.
 */
export interface Call {
  method: string;
  operation: OperationId;
  body: unknown;
}

type Answer = { status: number; body: unknown };

export function createFakeApi() {
  const calls: Call[] = [];
  const failures = new Map<OperationId, Answer>();
  const edits = new Map<string, Partial<PersonalBrand>>();
  const account = {
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    profileImageUrl: null,
  };
  let signedIn = false;
  let consent = false;
  let oidcProviders: { id: 'google' | 'microsoft'; name: string }[] = [];
  /** Newest first; the first is current unless `current` says otherwise. */
  let profiles: StyleProfile[] = [];
  let currentId: string | undefined;
  let clock = Date.parse('2026-11-24T08:00:00.000Z');
  const tick = () => new Date((clock += 1000)).toISOString();
  let community: unknown[] = [
    {
      name: 'Seattle Educators Network',
      type: 'Professional association',
      description: 'Monthly meet-ups for teachers and school leaders.',
      reason: 'You lead by making ideas approachable.',
      meetingInfo: 'First Tuesday of the month, 6 pm',
      location: 'Seattle, WA',
    },
  ];

  const brandFor = (analysis: Analysis): PersonalBrand => ({
    ...buildPersonalBrand(analysis),
    ...edits.get(analysis.styleArchetype),
  });

  const deny = (status: 401 | 403): Answer => ({
    status,
    body: {
      message: status === 401 ? PROFILE_MESSAGES.signInRequired : PROFILE_MESSAGES.consentRequired,
      code: status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN',
    },
  });
  const current = () => profiles.find((profile) => profile.id === currentId);

  function profileRoute(
    operation: OperationId,
    body: Record<string, unknown>,
    url: string,
  ): Answer | undefined {
    const guarded = ['getStyleProfile', 'saveStyleProfile', 'getStyleProfileHistory', 'restoreStyleProfile'];
    if (['getProfileConsent', 'setProfileConsent', ...guarded].includes(operation) && !signedIn)
      return deny(401);
    if (guarded.includes(operation) && !consent) return deny(403);
    switch (operation) {
      case 'getSimpleAuthUser':
        return signedIn ? { status: 200, body: account } : deny(401);
      case 'getAuthUser':
        return signedIn ? { status: 200, body: { ...account, email: undefined } } : deny(401);
      case 'signUp':
      case 'signIn':
        signedIn = true;
        return { status: operation === 'signUp' ? 201 : 200, body: account };
      case 'logout':
        signedIn = false;
        return { status: 204, body: undefined };
      case 'getOidcProviders':
        return { status: 200, body: { providers: oidcProviders } };
      case 'getProfileConsent':
        return { status: 200, body: { consent, givenAt: consent ? '2026-11-24T07:00:00.000Z' : null } };
      case 'setProfileConsent':
        consent = body.consent === true;
        if (!consent) {
          profiles = [];
          currentId = undefined;
        }
        return { status: 200, body: { consent, givenAt: consent ? '2026-11-24T07:00:00.000Z' : null } };
      case 'getStyleProfile': {
        const profile = current();
        return profile
          ? { status: 200, body: profile }
          : { status: 404, body: { message: PROFILE_MESSAGES.notFound, code: 'NOT_FOUND' } };
      }
      case 'saveStyleProfile': {
        const parsed = styleProfileContentSchema.safeParse(body);
        if (!parsed.success)
          return { status: 400, body: { message: 'Invalid profile', code: 'VALIDATION_FAILED' } };
        return { status: 200, body: store(parsed.data) };
      }
      case 'getStyleProfileHistory':
        return {
          status: 200,
          body: profiles.map((profile) => ({
            id: profile.id,
            createdAt: profile.createdAt,
            updatedAt: profile.updatedAt,
            archetype: profile.analysis.styleArchetype,
            season: profile.analysis.colorAnalysis.season,
            current: profile.id === currentId,
          })),
        };
      case 'restoreStyleProfile': {
        const { id } = pathParamsOf(url, operationById('restoreStyleProfile').path);
        const profile = profiles.find((candidate) => candidate.id === id);
        if (!profile)
          return { status: 404, body: { message: PROFILE_MESSAGES.historyEntryNotFound, code: 'NOT_FOUND' } };
        currentId = profile.id;
        return { status: 200, body: profile };
      }
      default:
        return undefined;
    }
  }

  /** The service's rule: the same analysis updates the current profile; another is added and made current. */
  function store(content: ReturnType<typeof styleProfileContentSchema.parse>): StyleProfile {
    const same = profiles.find(
      (profile) => styleProfileAnalysisKey(profile.analysis) === styleProfileAnalysisKey(content.analysis),
    );
    const now = tick();
    if (same) {
      const updated = { ...same, ...content, updatedAt: now };
      profiles = profiles.map((profile) => (profile.id === same.id ? updated : profile));
      currentId = same.id;
      return updated;
    }
    const id = `00000000-0000-4000-8000-${String(profiles.length + 1 + clock / 1000)
      .padStart(12, '0')
      .slice(-12)}`;
    const created = { ...content, id, createdAt: now, updatedAt: now };
    profiles = [created, ...profiles].slice(0, STYLE_PROFILE_HISTORY_LIMIT);
    currentId = id;
    return created;
  }

  function route(operation: OperationId, body: Record<string, unknown>, url: string): Answer {
    const failure = failures.get(operation);
    if (failure) return failure;
    const accountAnswer = profileRoute(operation, body, url);
    if (accountAnswer) return accountAnswer;
    const analysis = body.analysis as Analysis;
    switch (operation) {
      case 'getFallbackArchetypes':
        return { status: 200, body: fallbackArchetypes() };
      case 'styleAnalysisFallback': {
        const result = buildFallbackAnalysis({
          archetype: String(body.selectedArchetype),
          icon: String(body.selectedStyleIcon),
        });
        return result.ok
          ? { status: 200, body: { ...result.analysis, generatedAt: '2026-11-23T09:00:00.000Z' } }
          : { status: 400, body: { message: result.message, code: 'VALIDATION_FAILED' } };
      }
      case 'generatePersonalBrand':
        return { status: 200, body: brandFor(analysis) };
      case 'updatePersonalBrand': {
        const field = body.field as PersonalBrandField;
        edits.set(analysis.styleArchetype, {
          ...edits.get(analysis.styleArchetype),
          [field]: String(body.value),
        });
        return { status: 200, body: brandFor(analysis) };
      }
      case 'generateCommunityRecommendations':
        return { status: 200, body: { recommendations: community, engine: 'offline' } };
      case 'analyzeCustomItem':
        return {
          status: 200,
          body: {
            guidance: customItemGuidance({
              url: String(body.url),
              analysis,
              pieceType: body.pieceType as 'foundation',
              pieceName: body.pieceName as string | undefined,
            }),
          },
        };
      case 'smsPersonalize':
        return {
          status: 200,
          body: { success: true, message: 'Your Getup texts now follow your style analysis.' },
        };
      default:
        return { status: 404, body: { message: `No fake for ${operation}`, code: 'NOT_FOUND' } };
    }
  }

  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const operation = operationOf(input, method);
    calls.push({ method, operation, body });
    if (init.signal?.aborted) throw Object.assign(new Error('Aborted'), { name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const answer = route(operation, body, String(input instanceof Request ? input.url : input));
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: String(answer.status),
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      body: null,
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as unknown as Response;
  };

  return {
    fetch,
    calls,
    callsTo: (operation: OperationId) => calls.filter((call) => call.operation === operation),
    fail(operation: OperationId, status = 503, message = 'Service unavailable') {
      failures.set(operation, { status, body: { message, code: 'UNAVAILABLE' } });
    },
    heal: (operation: OperationId) => failures.delete(operation),
    setCommunity(list: unknown[]) {
      community = list;
    },
    /** The sign-in providers the server says are set up (none by default). */
    setOidcProviders(list: typeof oidcProviders) {
      oidcProviders = list;
    },
    /** The account's side: signed in, with or without consent, holding these profiles (newest first). */
    account: {
      signIn({ withConsent = true }: { withConsent?: boolean } = {}) {
        signedIn = true;
        consent = withConsent;
      },
      get signedIn() {
        return signedIn;
      },
      get consent() {
        return consent;
      },
      /** Saves a profile as if from another device; answers it as stored. */
      saveProfile: (content: Parameters<typeof styleProfileContentSchema.parse>[0]) =>
        store(styleProfileContentSchema.parse(content)),
      current,
      get profiles(): readonly StyleProfile[] {
        return profiles;
      },
    },
  };
}
