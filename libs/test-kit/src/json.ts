/**
 * A response body for assertions. Tests index into answers freely and let `expect` judge the
 * shape, so the body is typed as `any` here, once, rather than cast in every test.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export function readJson(res: Response): Promise<Json> {
  return res.json() as Promise<Json>;
}

/** POSTs `body` as JSON to the app under test; with no body, sends neither body nor content type. */
export function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  if (body === undefined) return fetch(url, { method: 'POST', headers });
  return postJsonText(url, JSON.stringify(body), headers);
}

/** POSTs `text` as it is, labelled as JSON: how a test sends a body that must arrive broken. */
export function postJsonText(
  url: string,
  text: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: text,
  });
}
