import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { ErrorCode, MEDITATION_MESSAGES, PROFILE_MESSAGES } from '@uniform/contracts';
import { mountedRoutes } from '@uniform/test-kit';
import { createServiceApp } from './app';
import { signIdentity, type AuthenticatedUser } from './identity';
import { createLogger } from './logger';
import { expressPath, mountOperation } from './operation-routes';
import { createRouter } from './router';

const SECRET = 'operation-routes-test-secret-0123456789';
const USER: AuthenticatedUser = { id: 'user-1', email: 'ada@example.com', firstName: 'Ada', lastName: null };

describe('mountOperation', () => {
  const received: unknown[] = [];
  const { app } = createServiceApp({
    name: 'operation-routes-test',
    logger: createLogger('operation-routes-test', 'silent'),
    identitySecret: SECRET,
    routes: (app) => {
      const router = createRouter();
      mountOperation(
        router,
        'saveMeditationEntry',
        ({ body, user }, _req, res) => {
          received.push({ body, user });
          res.json({ id: 'e1', ...body, createdAt: 'now', updatedAt: 'now' });
        },
        { signInMessage: MEDITATION_MESSAGES.signInRequired },
      );
      mountOperation(router, 'getDailyMeditation', ({ query }, _req, res) => {
        received.push({ query });
        res.status(204).end();
      });
      mountOperation(
        router,
        'setProfileConsent',
        ({ body, user }, _req, res) => {
          received.push({ body, user });
          res.json({ consent: body.consent, givenAt: null });
        },
        { signInMessage: PROFILE_MESSAGES.signInRequired },
      );
      mountOperation(
        router,
        'restoreStyleProfile',
        ({ params, user }, _req, res) => {
          received.push({ params, user });
          res.status(204).end();
        },
        { signInMessage: PROFILE_MESSAGES.signInRequired },
      );
      app.use(router);
    },
  });
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  afterEach(() => {
    received.length = 0;
  });

  const save = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/meditation-entry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  /** The call was refused with `status` and exactly `body`, and the handler never ran. */
  const expectRefused = async (response: Response, status: number, body: unknown) => {
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(body);
    expect(received).toEqual([]);
  };

  test('When the operation requires auth and nobody is signed in, then it answers 401 with the given message before reading the body', async () => {
    await expectRefused(await save({ nonsense: true }), 401, {
      message: MEDITATION_MESSAGES.signInRequired,
      code: ErrorCode.UNAUTHENTICATED,
    });
  });

  test('When a signed-in body breaks the schema, then it answers 400 with every issue and the handler never runs', async () => {
    const response = await save({ entryDate: 'yesterday' }, signIdentity(USER, SECRET));
    const body = (await response.json()) as { code: string; issues: { path: string }[] };

    expect(response.status).toBe(400);
    expect(body.code).toBe(ErrorCode.VALIDATION_FAILED);
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(['entryDate', 'journalResponse']);
    expect(received).toEqual([]);
  });

  test('When the body is not JSON, then it answers 415', async () => {
    const response = await fetch(`${base}/api/meditation-entry`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...signIdentity(USER, SECRET) },
      body: 'hello',
    });

    expect(response.status).toBe(415);
    expect(received).toEqual([]);
  });

  test('When a signed-in caller sends a valid body, then the handler gets the parsed body (defaults applied) and the user', async () => {
    const response = await save(
      { entryDate: '2026-01-02', journalResponse: 'Grateful', ignored: 'x' },
      signIdentity(USER, SECRET),
    );

    expect(response.status).toBe(200);
    expect(received).toEqual([
      { body: { entryDate: '2026-01-02', theme: '', journalResponse: 'Grateful' }, user: USER },
    ]);
  });

  test('When a query breaks the schema, then the issue path names the query', async () => {
    const response = await fetch(`${base}/api/daily-meditation?date=tomorrow`);
    const body = (await response.json()) as { issues: { path: string }[] };

    expect(response.status).toBe(400);
    expect(body.issues.map((issue) => issue.path)).toEqual(['query.date']);
  });

  const ID = '0b4f7a8e-5d1c-4c3e-9a2b-7f6e5d4c3b2a';
  const restore = (id: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/style-profiles/${id}/restore`, { method: 'POST', headers });
  const putConsent = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/style-profile/consent`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  test('When an operation is a PUT, then its body is parsed like a POST body and reaches the handler', async () => {
    const response = await putConsent({ consent: true }, signIdentity(USER, SECRET));
    const bad = await putConsent({ consent: 'yes' }, signIdentity(USER, SECRET));
    const post = await fetch(`${base}/api/style-profile/consent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signIdentity(USER, SECRET) },
      body: JSON.stringify({ consent: true }),
    });

    expect(response.status).toBe(200);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      'consent',
    ]);
    expect(post.status).toBe(404);
    expect(received).toEqual([{ body: { consent: true }, user: USER }]);
  });

  test('When a path segment is a parameter, then the handler gets it parsed by the params schema', async () => {
    const response = await restore(ID, signIdentity(USER, SECRET));

    expect(response.status).toBe(204);
    expect(received).toEqual([{ params: { id: ID }, user: USER }]);
  });

  test.each(['not-a-uuid', `${ID}x`, '%27%20OR%201%3D1'])(
    'When the path parameter %s does not parse, then it answers 404 JSON with the schema message and the handler never runs',
    async (id) => {
      await expectRefused(await restore(id, signIdentity(USER, SECRET)), 404, {
        message: PROFILE_MESSAGES.historyEntryNotFound,
        code: ErrorCode.NOT_FOUND,
      });
    },
  );

  test('When a parameterised operation requires auth and nobody is signed in, then it answers 401 before the parameter is read', async () => {
    const response = await restore('not-a-uuid');

    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe(PROFILE_MESSAGES.signInRequired);
    expect(received).toEqual([]);
  });

  test('When the app is listed, then the operations appear with their method and Express path', () => {
    expect(mountedRoutes(app)).toEqual(
      expect.arrayContaining([
        'POST /api/meditation-entry',
        'GET /api/daily-meditation',
        'PUT /api/style-profile/consent',
        'POST /api/style-profiles/:id/restore',
      ]),
    );
    expect(expressPath('/api/style-profiles/{id}/restore')).toBe('/api/style-profiles/:id/restore');
  });
});
