import { startFakeOpenAI, type FakeOpenAI } from './fake-openai';
import { sameRealmFetch } from './same-realm-fetch';

/** Builds a model client from the model env: pass `modelClientFromEnv` from `@uniform/ai`. */
export type ModelConnector<M> = (env: Record<string, string>, options: { fetch: typeof fetch }) => M;

export interface FakeModel<M> {
  /** The loopback fake OpenAI, when the test asked for a model. */
  fake?: FakeOpenAI;
  /** The real SDK pointed at the fake, or null: the service answers with its built-in engine. */
  model: M | null;
}

/**
 * The model side of a service's test context: with `model`, the loopback fake OpenAI and a client of
 * it (one attempt, a `timeoutMs` deadline); without, no client. The client comes from `connect`
 * because the AI library's own tests use this kit, so the kit cannot import the library back.
 */
export async function startFakeModel<M>(
  connect: ModelConnector<M>,
  options: { model?: boolean; timeoutMs?: number } = {},
): Promise<FakeModel<M>> {
  if (!options.model) return { model: null };
  const fake = await startFakeOpenAI();
  return { fake, model: connect(fake.aiEnv(options.timeoutMs), { fetch: sameRealmFetch }) };
}
