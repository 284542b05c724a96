import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { ErrorBody } from '@uniform/contracts';

/** Our error body, written straight to a node response (the gateway's /api path runs outside Express; a server's own refusals run before any app). */
export function sendJsonError(
  res: ServerResponse,
  status: number,
  body: ErrorBody,
  headers: OutgoingHttpHeaders = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}
