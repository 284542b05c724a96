import type { CookieOptions, Request, Response } from 'express';
import { SESSION_COOKIE, cookieNameFor, readCookie, readSessionToken } from '@uniform/service-kit';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../domain/device-cookie';
import { OIDC_FLOW_TTL_SECONDS } from '../domain/oidc-sign-in.use-case';

/** Finds a started Google or Microsoft sign-in (its secrets stay in Redis); lives as long as they do. */
const OIDC_FLOW_COOKIE = 'oidc_flow';

/**
 * The auth service's cookies, named for the request's scheme (req.secure believes X-Forwarded-Proto
 * from the gateway only): over HTTPS `__Host-sid` and `__Host-device` (Secure, Path=/, no Domain),
 * over http the plain names. Reading goes through the one shared reader, so a malformed cookie is
 * "signed out", never an error.
 */
const options = (req: Request): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: req.secure,
});

export function sessionTokenOf(req: Request): string | undefined {
  return readSessionToken(req.headers.cookie, req.secure);
}

export function setSessionCookie(req: Request, res: Response, token: string, expires: Date): void {
  res.cookie(cookieNameFor(SESSION_COOKIE, req.secure), token, { ...options(req), expires });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(cookieNameFor(SESSION_COOKIE, req.secure), options(req));
}

export function deviceCookieOf(req: Request): string | undefined {
  return readCookie(req.headers.cookie, cookieNameFor(DEVICE_COOKIE, req.secure));
}

/** Long-lived on purpose: it is what keeps this browser signing in while the account is under attack. */
export function setDeviceCookie(req: Request, res: Response, value: string): void {
  res.cookie(cookieNameFor(DEVICE_COOKIE, req.secure), value, {
    ...options(req),
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000,
  });
}

/**
 * SameSite=Lax still reaches the callback: the provider sends the browser back with a top-level GET.
 */
export function setOidcFlowCookie(req: Request, res: Response, flowId: string): void {
  res.cookie(cookieNameFor(OIDC_FLOW_COOKIE, req.secure), flowId, {
    ...options(req),
    maxAge: OIDC_FLOW_TTL_SECONDS * 1000,
  });
}

export function oidcFlowCookieOf(req: Request): string | undefined {
  return readCookie(req.headers.cookie, cookieNameFor(OIDC_FLOW_COOKIE, req.secure));
}

export function clearOidcFlowCookie(req: Request, res: Response): void {
  res.clearCookie(cookieNameFor(OIDC_FLOW_COOKIE, req.secure), options(req));
}
