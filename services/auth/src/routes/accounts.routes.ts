import { Router, type Request } from 'express';
import { signInRequestSchema, signUpRequestSchema } from '@uniform/contracts';
import { AppError, validate } from '@uniform/service-kit';
import type { Accounts } from '../domain/accounts.use-case';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './session-cookie';

const NOT_SIGNED_IN = 'Please sign in to continue.';

export function accountsRoutes(accounts: Accounts): Router {
  const router = Router();
  const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

  router.post('/api/simple-auth/signup', validate({ body: signUpRequestSchema }), async (req, res) => {
    const { user, session } = await accounts.signUp(req.body);
    setSessionCookie(req, res, session.token, session.expiresAt);
    res.status(201).json(user);
  });

  router.post('/api/simple-auth/signin', validate({ body: signInRequestSchema }), async (req, res) => {
    const { user, session } = await accounts.signIn(req.body, clientIp(req));
    setSessionCookie(req, res, session.token, session.expiresAt);
    res.json(user);
  });

  router.post('/api/simple-auth/logout', async (req, res) => {
    await accounts.signOut(sessionTokenOf(req));
    clearSessionCookie(req, res);
    res.status(204).end();
  });

  router.get('/api/simple-auth/user', async (req, res) => {
    const user = await accounts.resolve(sessionTokenOf(req));
    if (!user) throw AppError.unauthenticated(NOT_SIGNED_IN);
    res.json({ email: user.email, firstName: user.firstName, lastName: user.lastName });
  });

  router.get('/api/auth/user', async (req, res) => {
    const user = await accounts.resolve(sessionTokenOf(req));
    if (!user) throw AppError.unauthenticated(NOT_SIGNED_IN);
    res.json({ firstName: user.firstName, lastName: user.lastName, profileImageUrl: user.profileImageUrl });
  });

  // For the gateway only (it routes /api/* and never /internal/*): who holds this session cookie.
  router.get('/internal/session', async (req, res) => {
    const user = await accounts.resolve(sessionTokenOf(req));
    if (!user) throw AppError.unauthenticated(NOT_SIGNED_IN);
    res.json({ id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName });
  });

  return router;
}
