import { Router, type Request, type Response } from 'express';
import {
  chatBrandStrategistRequestSchema,
  chatStylistRequestSchema,
  type ChatPersona,
  type ChatStreamEvent,
} from '@uniform/contracts';
import { validate } from '@uniform/service-kit';
import { answer, answerStream, type ChatDeps, type ChatTurn } from '../domain/chat.use-case';

/** POST /api/chat-stylist (Scottie) and /api/chat-brand-strategist (Cas): JSON, or SSE on request. */
export function chatRoutes(deps: ChatDeps): Router {
  const router = Router();
  router.post('/api/chat-stylist', validate({ body: chatStylistRequestSchema }), (req, res) =>
    respond(deps, req, res, 'stylist'),
  );
  router.post(
    '/api/chat-brand-strategist',
    validate({ body: chatBrandStrategistRequestSchema }),
    (req, res) => respond(deps, req, res, 'strategist'),
  );
  return router;
}

export function wantsStream(req: Request): boolean {
  return (req.get('accept') ?? '').toLowerCase().includes('text/event-stream');
}

async function respond(deps: ChatDeps, req: Request, res: Response, persona: ChatPersona): Promise<void> {
  const turn: ChatTurn = { persona, ...(req.body as Omit<ChatTurn, 'persona'>) };
  // The caller leaving (closing the tab, a new question) cancels the model call.
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });

  if (!wantsStream(req)) {
    res.json(await answer(deps, turn, controller.signal));
    return;
  }

  res.status(200).set({
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // Tells nginx-style proxies in front of the gateway not to buffer the stream.
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  const send = (event: ChatStreamEvent) => res.write(`data: ${JSON.stringify(event)}\n\n`);
  for await (const event of answerStream(deps, turn, controller.signal)) {
    if (controller.signal.aborted) break;
    send(event);
  }
  res.end();
}
