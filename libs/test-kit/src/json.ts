/**
 * A response body for assertions. Tests index into answers freely and let `expect` judge the
 * shape, so the body is typed as `any` here, once, rather than cast in every test.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export function readJson(res: Response): Promise<Json> {
  return res.json() as Promise<Json>;
}
