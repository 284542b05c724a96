import type { Logger } from '@uniform/service-kit';

export interface RequestLine {
  reqId: string;
  method: string;
  /** Path without the query string: queries can carry personal data (an e-mail, a ZIP code). */
  path: string;
  status: number;
  ms: number;
  /** The service that answered (or should have), for /api requests. */
  upstream?: string;
  /** Why the service did not answer, e.g. ECONNREFUSED or UPSTREAM_TIMEOUT. */
  upstreamError?: string;
  /** The client went away before the answer was complete. */
  aborted?: boolean;
}

/** THE one log line per request, for the proxy path and the Express path alike. */
export function logRequest(logger: Logger, line: RequestLine): void {
  if (line.status >= 500 || line.upstreamError) logger.error(line, 'request');
  else if (line.status >= 400) logger.warn(line, 'request');
  else logger.info(line, 'request');
}

/** The path of a request URL, cut at the query string and bounded for the log. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return path.length > 512 ? `${path.slice(0, 512)}…` : path;
}
