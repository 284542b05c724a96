/**
 * The routing table: which service owns which /api path prefix, and where it listens.
 * The gateway, the OpenAPI generator, the local launcher, docker-compose and the tests all
 * read this list; no path or port is written anywhere else.
 */

/**
 * Which rate-limit budget a prefix counts against at the gateway: `default` for ordinary calls, `ai`
 * for calls that cost money per request on a miss (the model, Twilio Lookup, sending a text), `auth`
 * for credential attempts, and `webhook` for the carrier's signed callbacks, which come from the
 * carrier's own addresses and must neither share nor eat a browser's budget.
 */
export type RateLimitClass = 'default' | 'ai' | 'auth' | 'webhook';

export interface RouteRule {
  /** Path prefix, matched on a segment boundary (`/api/sms` matches `/api/sms/subscribe`). */
  prefix: string;
  rateLimit: RateLimitClass;
}

export interface ServiceDefinition {
  /** Short name; also the workspace folder under services/ and the PostgreSQL schema. */
  name: string;
  /** Human name used in messages such as "Privacy is temporarily unavailable". */
  title: string;
  /** Default port on a developer machine. */
  port: number;
  /** Env var the gateway reads for the service's base URL (default http://127.0.0.1:<port>). */
  urlEnv: string;
  routes: RouteRule[];
}

export const SERVICES = [
  {
    name: 'auth',
    title: 'Accounts',
    port: 4101,
    urlEnv: 'AUTH_SERVICE_URL',
    // Only the credential checks get the strict limit; reading who is signed in is ordinary traffic
    // (every page asks). The first matching prefix wins, so the specific ones come first.
    routes: [
      { prefix: '/api/simple-auth/signin', rateLimit: 'auth' },
      { prefix: '/api/simple-auth/signup', rateLimit: 'auth' },
      { prefix: '/api/simple-auth', rateLimit: 'default' },
      // Which providers are set up is read whenever the account dialog opens: ordinary traffic. Each
      // sign-in with Google or Microsoft asks the provider and the database: a credential attempt.
      { prefix: '/api/auth/oidc/providers', rateLimit: 'default' },
      { prefix: '/api/auth/oidc', rateLimit: 'auth' },
      { prefix: '/api/auth/user', rateLimit: 'default' },
      // Changing the e-mail or the password checks the current password: a credential attempt.
      { prefix: '/api/account/email', rateLimit: 'auth' },
      { prefix: '/api/account/password', rateLimit: 'auth' },
      // The account page, "Download my data" (assembled from every service's part) and deletion.
      { prefix: '/api/account', rateLimit: 'default' },
    ],
  },
  {
    name: 'analysis',
    title: 'Style analysis',
    port: 4102,
    urlEnv: 'ANALYSIS_SERVICE_URL',
    routes: [
      { prefix: '/api/analyze-style', rateLimit: 'ai' },
      { prefix: '/api/fallback-archetypes', rateLimit: 'default' },
      { prefix: '/api/style-analysis/fallback', rateLimit: 'ai' },
      { prefix: '/api/generate-personal-brand', rateLimit: 'ai' },
      // Regenerates the brand with the model when the cached one does not fit.
      { prefix: '/api/update-personal-brand', rateLimit: 'ai' },
      { prefix: '/api/analyze-custom-item', rateLimit: 'ai' },
      { prefix: '/api/personality-reading', rateLimit: 'ai' },
      { prefix: '/api/engine', rateLimit: 'default' },
    ],
  },
  {
    name: 'chat',
    title: 'Chat',
    port: 4103,
    urlEnv: 'CHAT_SERVICE_URL',
    routes: [
      { prefix: '/api/chat-stylist', rateLimit: 'ai' },
      { prefix: '/api/chat-brand-strategist', rateLimit: 'ai' },
    ],
  },
  {
    name: 'community',
    title: 'Community recommendations',
    port: 4104,
    urlEnv: 'COMMUNITY_SERVICE_URL',
    routes: [{ prefix: '/api/generate-community-recommendations', rateLimit: 'ai' }],
  },
  {
    name: 'sms',
    title: 'Getup',
    port: 4105,
    urlEnv: 'SMS_SERVICE_URL',
    routes: [
      // A Twilio Lookup (paid per call) and a text sent: the costly budget.
      { prefix: '/api/sms/validate-phone', rateLimit: 'ai' },
      { prefix: '/api/sms/subscribe', rateLimit: 'ai' },
      { prefix: '/api/sms/inbound', rateLimit: 'webhook' },
      { prefix: '/api/sms/status', rateLimit: 'webhook' },
      { prefix: '/api/sms', rateLimit: 'default' },
    ],
  },
  {
    name: 'pdf',
    title: 'PDF brand guide',
    port: 4106,
    urlEnv: 'PDF_SERVICE_URL',
    routes: [{ prefix: '/api/generate-pdf', rateLimit: 'ai' }],
  },
  {
    name: 'manifesto',
    title: 'Family manifesto',
    port: 4107,
    urlEnv: 'MANIFESTO_SERVICE_URL',
    routes: [{ prefix: '/api/manifesto', rateLimit: 'ai' }],
  },
  {
    name: 'meditation',
    title: 'Still Core journal',
    port: 4108,
    urlEnv: 'MEDITATION_SERVICE_URL',
    routes: [
      { prefix: '/api/daily-meditation', rateLimit: 'ai' },
      { prefix: '/api/meditation-entry', rateLimit: 'default' },
      { prefix: '/api/meditation-history', rateLimit: 'default' },
    ],
  },
  {
    name: 'privacy',
    title: 'Privacy',
    port: 4109,
    urlEnv: 'PRIVACY_SERVICE_URL',
    routes: [{ prefix: '/api/privacy-inquiry', rateLimit: 'default' }],
  },
  {
    name: 'profiles',
    title: 'Saved style profiles',
    port: 4110,
    urlEnv: 'PROFILES_SERVICE_URL',
    routes: [
      { prefix: '/api/style-profile', rateLimit: 'default' },
      { prefix: '/api/style-profiles', rateLimit: 'default' },
    ],
  },
] as const satisfies readonly ServiceDefinition[];

export type ServiceName = (typeof SERVICES)[number]['name'];

/**
 * The services besides auth that keep something about a signed-in user (issue 21). Each answers
 * "Download my data" for its own part and consumes the account-deleted job; a new service that
 * stores user data joins this list, and the export and deletion then wait for it too.
 */
export const USER_DATA_OWNERS = [
  'profiles',
  'meditation',
  'privacy',
  'sms',
] as const satisfies readonly ServiceName[];
export type UserDataOwner = (typeof USER_DATA_OWNERS)[number];

export const GATEWAY_PORT = 8080;

export function serviceByName(name: ServiceName): ServiceDefinition {
  const found = SERVICES.find((s) => s.name === name);
  if (!found) throw new Error(`Unknown service ${name}`);
  return found;
}

/** The service and rule that own a request path, or undefined when no prefix matches. */
export function resolveRoute(path: string): { service: ServiceDefinition; rule: RouteRule } | undefined {
  for (const service of SERVICES as readonly ServiceDefinition[]) {
    for (const rule of service.routes) {
      if (path === rule.prefix || path.startsWith(`${rule.prefix}/`) || path.startsWith(`${rule.prefix}?`)) {
        return { service, rule };
      }
    }
  }
  return undefined;
}

/** The browser routes of the app (spec 1 §2). The gateway answers 200 with the app for these and 404 (still with the app, which shows 'Page Not Found') for any other path. */
export const FRONTEND_ROUTES = [
  '/',
  '/onboarding',
  '/dashboard',
  '/getup',
  '/personality-quiz',
  '/family-manifesto',
  '/meditation',
  '/account',
  '/terms',
  '/privacy',
] as const;

export type FrontendRoute = (typeof FRONTEND_ROUTES)[number];
