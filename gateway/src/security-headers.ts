import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** The CSP the frontend is built for: everything from our own origin, no inline scripts. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  // 'wasm-unsafe-eval' lets the page compile WebAssembly (the on-device face model, "Use a photo")
  // and nothing else: JavaScript eval stays blocked, unlike with 'unsafe-eval'.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/** Pages, assets and the API docs (Swagger UI runs under the same CSP: its script is a file from us). */
export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  crossOriginEmbedderPolicy: false,
  // Legacy twin of frame-ancestors 'none' for browsers without CSP level 2.
  xFrameOptions: { action: 'deny' },
};

/**
 * API answers are data, never a page: nothing in them may load or run (`default-src 'none'`), no
 * site may frame them, other sites may not read them as no-cors subresources (CORP), and browsers
 * must not sniff them into HTML. Page-only headers (DNS prefetch, download options, …) are left out.
 */
const apiHelmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * helmet's headers are the same for every response (the CSP has no nonce), so the /api path sets
 * them from a list computed once instead of running helmet per request: it is the hot path.
 */
export function apiSecurityHeaders(): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(apiHelmetOptions)({} as IncomingMessage, recorder, () => undefined);
  return headers;
}
