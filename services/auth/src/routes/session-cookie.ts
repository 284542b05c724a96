import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'sid';

/** The session token from the Cookie header (no cookie-parser: one cookie, read in one place). */
export function sessionTokenOf(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** HttpOnly, SameSite=Lax, Path=/; Secure when the browser reached us over HTTPS (trusted X-Forwarded-Proto). */
export function setSessionCookie(req: Request, res: Response, token: string, expires: Date): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: req.secure,
    expires,
  });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: req.secure });
}
