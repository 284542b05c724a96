import type { Engine } from '@uniform/contracts';
import type { Logger } from 'pino';
import { ModelError, type ModelClient } from './model-client';

export interface Produced<T> {
  value: T;
  /** 'ai' when the model wrote it, 'offline' when the built-in engine did. */
  engine: Engine;
  /** Why the model's answer was not used (absent when it was, or when no model is configured). */
  fallbackReason?: string;
}

/**
 * Every AI feature in one shape: the model when one is configured, the built-in engine when not,
 * and the built-in engine again when the model times out, fails or answers something unusable.
 * The fallback is logged (warn) with the feature name, never shown to the user as an error.
 */
export async function withModelFallback<T>(options: {
  model: ModelClient | null;
  feature: string;
  logger?: Pick<Logger, 'warn'>;
  call: (model: ModelClient) => Promise<T>;
  fallback: () => T | Promise<T>;
}): Promise<Produced<T>> {
  const { model, feature, logger } = options;
  if (!model) return { value: await options.fallback(), engine: 'offline' };
  try {
    return { value: await options.call(model), engine: 'ai' };
  } catch (error) {
    const kind = error instanceof ModelError ? error.kind : 'unexpected';
    const reason = error instanceof Error ? error.message : String(error);
    logger?.warn(
      { feature, kind, reason, model: model.model },
      'model answer not used; built-in engine answers',
    );
    return { value: await options.fallback(), engine: 'offline', fallbackReason: `${kind}: ${reason}` };
  }
}
