import type { Engine } from '@uniform/contracts';
import type { Logger } from 'pino';
import { Counter, Histogram, register } from 'prom-client';
import type { z } from 'zod';
import { ModelError, type ModelClient, type StructuredRequest } from './model-client';

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
// On prom-client's process registry, which every service's /metrics serves (see service-kit).
const modelCalls =
  (register.getSingleMetric('model_calls_total') as Counter<'feature' | 'engine' | 'outcome'> | undefined) ??
  new Counter({
    name: 'model_calls_total',
    help: 'AI feature answers by feature, the engine that answered and why (ai, no-model, or the fallback reason kind)',
    labelNames: ['feature', 'engine', 'outcome'] as const,
  });
const modelSeconds =
  (register.getSingleMetric('model_call_duration_seconds') as Histogram<'feature' | 'outcome'> | undefined) ??
  new Histogram({
    name: 'model_call_duration_seconds',
    help: 'Time spent waiting for the model, by feature and outcome (ok or the failure kind)',
    labelNames: ['feature', 'outcome'] as const,
    buckets: [0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32],
  });

export async function withModelFallback<T>(options: {
  model: ModelClient | null;
  feature: string;
  logger?: Pick<Logger, 'warn'>;
  call: (model: ModelClient) => Promise<T>;
  fallback: () => T | Promise<T>;
}): Promise<Produced<T>> {
  const { model, feature, logger } = options;
  if (!model) {
    modelCalls.inc({ feature, engine: 'offline', outcome: 'no-model' });
    return { value: await options.fallback(), engine: 'offline' };
  }
  const stopTimer = modelSeconds.startTimer({ feature });
  try {
    const value = await options.call(model);
    stopTimer({ outcome: 'ok' });
    modelCalls.inc({ feature, engine: 'ai', outcome: 'ai' });
    return { value, engine: 'ai' };
  } catch (error) {
    const kind = error instanceof ModelError ? error.kind : 'unexpected';
    stopTimer({ outcome: kind });
    modelCalls.inc({ feature, engine: 'offline', outcome: kind });
    const reason = error instanceof Error ? error.message : String(error);
    logger?.warn(
      { feature, kind, reason, model: model.model },
      'model answer not used; built-in engine answers',
    );
    return { value: await options.fallback(), engine: 'offline', fallbackReason: `${kind}: ${reason}` };
  }
}

/**
 * withModelFallback for the usual feature: one structured call, its checked answer turned into the
 * value by `then` (a throw there, like a bad answer, falls back to the built-in engine too).
 */
export function withStructuredFallback<S extends z.ZodType, T>(options: {
  model: ModelClient | null;
  feature: string;
  logger?: Pick<Logger, 'warn'>;
  request: () => StructuredRequest<S>;
  then: (answer: z.infer<S>) => T;
  fallback: () => T | Promise<T>;
}): Promise<Produced<T>> {
  const { request, then, ...rest } = options;
  return withModelFallback({ ...rest, call: async (model) => then(await model.structured(request())) });
}
