import type { Response } from 'express';

/**
 * Starts a server-sent-event answer and returns its sender: one `data:` line of JSON per event,
 * nothing once the answer has ended (the caller left). Events go out as they are sent.
 */
export function openEventStream<E>(res: Response): (event: E) => void {
  res.status(200).set({
    'content-type': 'text/event-stream; charset=utf-8',
    // A personal answer: no cache may keep it (no-cache would still let one store it).
    'cache-control': 'no-store, no-transform',
    // Tells nginx-style proxies in front of the gateway not to buffer the stream.
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  return (event) => {
    if (!res.writableEnded) res.write(`data: ${JSON.stringify(event)}\n\n`);
  };
}
