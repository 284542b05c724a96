import type { EngineInfo } from '@uniform/contracts';
import type { ModelClient } from './model-client';

/**
 * Whether a model name is an OpenAI model of the GPT-4 class or newer: the GPT-4 family (gpt-4,
 * gpt-4-turbo, gpt-4o, gpt-4.1, gpt-4.5 and their mini and dated variants), any later GPT
 * generation, ChatGPT's own gpt-4o alias and the o-series reasoning models (o1, o3, o4-mini…).
 * Read from the name alone, as OpenAI's model list spells it (an "openai/" router prefix allowed):
 * it decides whether the landing page may say "Powered by GPT-4", so an unknown name is false.
 */
export function isGpt4ClassModel(name: string): boolean {
  const model = name
    .trim()
    .toLowerCase()
    .replace(/^openai\//, '');
  // One digit of generation: Azure spells GPT-3.5 "gpt-35", which is not generation 35.
  const gpt = /^(?:chat)?gpt-(\d)(?:\.\d+)?o?(?:-[a-z0-9.-]+)?$/.exec(model);
  if (gpt) return Number(gpt[1]) >= 4;
  return /^o[1-9]\d*(?:-[a-z0-9.-]+)?$/.test(model);
}

/** Which engine answers the AI features, as the public engine call reports it (never the key or base URL). */
export function describeEngine(model: ModelClient | null): EngineInfo {
  if (!model) return { engine: 'offline', model: null, gpt4Class: false };
  return { engine: 'ai', model: model.model, gpt4Class: isGpt4ClassModel(model.model) };
}
