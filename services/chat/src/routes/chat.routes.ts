import { type Request, type Response, type Router } from 'express';
import type { ChatStreamEvent } from '@uniform/contracts';
import { createRouter, mountOperation, openEventStream } from '@uniform/service-kit';
import { answer, answerStream, type ChatDeps, type ChatTurn } from '../domain/chat.use-case';

/** Chatting with Scottie (chatStylist) and Cas (chatBrandStrategist): JSON, or SSE on request. */
export function chatRoutes(deps: ChatDeps): Router {
  const router = createRouter();
  mountOperation(router, 'chatStylist', ({ body }, req, res) =>
    respond(deps, req, res, { persona: 'stylist', ...body }),
  );
  mountOperation(router, 'chatBrandStrategist', ({ body }, req, res) =>
    respond(deps, req, res, { persona: 'strategist', ...body }),
  );
  return router;
}

export function wantsStream(req: Request): boolean {
  return (req.get('accept') ?? '').toLowerCase().includes('text/event-stream');
}

async function respond(deps: ChatDeps, req: Request, res: Response, turn: ChatTurn): Promise<void> {
  // The caller leaving (closing the tab, a new question) cancels the model call.
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });

  if (!wantsStream(req)) {
    res.json(await answer(deps, turn, controller.signal));
    return;
  }

  const send = openEventStream<ChatStreamEvent>(res);
  for await (const event of answerStream(deps, turn, controller.signal)) {
    if (controller.signal.aborted) break;
    send(event);
  }
  res.end();
}
