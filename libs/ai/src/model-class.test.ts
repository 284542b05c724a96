import type { ModelClient } from './model-client';
import { describeEngine, isGpt4ClassModel } from './model-class';

describe('isGpt4ClassModel', () => {
  test.each([
    ['gpt-4', true],
    ['gpt-4-turbo', true],
    ['gpt-4-0613', true],
    ['gpt-4o', true],
    ['gpt-4o-mini', true],
    ['gpt-4o-2024-08-06', true],
    ['chatgpt-4o-latest', true],
    ['gpt-4.1', true],
    ['gpt-4.1-nano', true],
    ['gpt-4.5-preview', true],
    ['gpt-5', true],
    ['gpt-5-mini', true],
    ['GPT-4o', true],
    ['openai/gpt-4o', true],
    ['o1', true],
    ['o1-mini', true],
    ['o3-mini', true],
    ['o4-mini', true],
    ['gpt-3.5-turbo', false],
    ['gpt-35-turbo', false],
    ['gpt-3', false],
    ['text-davinci-003', false],
    ['gpt-oss-120b', false],
    ['gpt4all', false],
    ['llama3.1:8b', false],
    ['mistral-large', false],
    ['qwen2.5', false],
    ['omni-model', false],
    ['o', false],
    ['', false],
  ])('%s → %s', (name, expected) => {
    expect(isGpt4ClassModel(name)).toBe(expected);
  });
});

describe('describeEngine', () => {
  const client = (model: string) => ({ model }) as ModelClient;

  test('When no model is configured, then the built-in engine answers and no model is named', () => {
    expect(describeEngine(null)).toEqual({ engine: 'offline', model: null, gpt4Class: false });
  });

  test('When a model is configured, then it is named and its class decides gpt4Class', () => {
    expect(describeEngine(client('gpt-4o'))).toEqual({ engine: 'ai', model: 'gpt-4o', gpt4Class: true });
    expect(describeEngine(client('llama3.1'))).toEqual({ engine: 'ai', model: 'llama3.1', gpt4Class: false });
  });
});
