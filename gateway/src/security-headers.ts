import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** The CSP the frontend is built for: everything from our own origin, no inline scripts. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

export const helmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  crossOriginEmbedderPolicy: false,
} as const;

/**
 * helmet's headers are the same for every response (the CSP has no nonce), so the proxy path sets
 * them from a list computed once instead of running helmet per request — the proxy is the hot path.
 */
export function securityHeaderList(): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
    getHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(helmetOptions)({} as IncomingMessage, recorder, () => undefined);
  return headers;
}
