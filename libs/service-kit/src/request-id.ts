import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps a caller's id when it is safe to log and echo; otherwise makes a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

/** The id requestLog gave this request (the gateway's, when it sent one). */
export function requestIdOf(req: object): string {
  const { id } = req as { id?: unknown };
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}
