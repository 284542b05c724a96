/**
 * `fetch` whose failures are errors of the caller's realm. jest runs tests in a vm context while
 * `fetch` comes from Node's own realm, so an aborted request rejects with a DOMException that is not
 * `instanceof Error` there; SDKs that normalise errors that way (openai's castToError) then lose the
 * `AbortError` name and report a timeout as a plain connection error. Give this to the SDK in tests
 * (`new OpenAI({ fetch: sameRealmFetch })`) to see the error classes production sees.
 */
export const sameRealmFetch: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    if (error instanceof Error || typeof error !== 'object' || error === null) throw error;
    const { name, message } = error as { name?: unknown; message?: unknown };
    throw Object.assign(new Error(String(message ?? 'fetch failed'), { cause: error }), {
      name: String(name ?? 'Error'),
    });
  }
};
