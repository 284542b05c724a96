/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { act, screen, waitFor } from '@testing-library/react';
import type { EngineInfo } from '@uniform/contracts';
import { ARCHETYPES } from '@uniform/style-engine';
import { operationOf } from '../../../testing/operations';
import { renderAt } from '../../../testing/render';
import { ENGINE_FACTS } from '../content/landing';
import HomePage from './HomePage';

/** fetch at the edge: the engine call answers `answer` (a status and body) or never. */
function installEngine(answer: { status: number; body: unknown } | 'never') {
  const asked: string[] = [];
  globalThis.fetch = ((input: string, init: RequestInit = {}) => {
    asked.push(operationOf(input, init.method));
    if (answer === 'never') return new Promise<Response>(() => undefined);
    return Promise.resolve({
      ok: answer.status < 400,
      status: answer.status,
      statusText: '',
      json: async () => answer.body,
      text: async () => JSON.stringify(answer.body),
    } as unknown as Response);
  }) as typeof fetch;
  return asked;
}

const gpt4o: EngineInfo = { engine: 'ai', model: 'gpt-4o', gpt4Class: true };
const offline: EngineInfo = { engine: 'offline', model: null, gpt4Class: false };
const local: EngineInfo = { engine: 'ai', model: 'llama3.1:8b', gpt4Class: false };

describe('the landing page says which engine answers', () => {
  let view: ReturnType<typeof renderAt> | undefined;
  afterEach(() => view?.unmount());

  test('When a GPT-4-class model answers, then the hero says Powered by GPT-4', async () => {
    const asked = installEngine({ status: 200, body: gpt4o });
    view = renderAt(<HomePage />);

    expect(await screen.findByText(ENGINE_FACTS.gpt4)).toBeTruthy();
    expect(screen.queryByText(ENGINE_FACTS.ownEngine)).toBeNull();
    expect(asked).toEqual(['getEngine']);
  });

  test.each([
    ['the built-in engine answers', offline],
    ['a model that is not GPT-4 class answers', local],
  ])('When %s, then the hero names our own style engine and never GPT-4', async (_when, engine) => {
    installEngine({ status: 200, body: engine });
    view = renderAt(<HomePage />);

    expect(await screen.findByText(ENGINE_FACTS.ownEngine)).toBeTruthy();
    expect(screen.queryByText(/GPT-4/)).toBeNull();
  });

  test('When the engine is still loading, then the hero makes no engine claim', () => {
    installEngine('never');
    view = renderAt(<HomePage />);

    expect(screen.getByText(ENGINE_FACTS.neutral)).toBeTruthy();
    expect(screen.queryByText(/GPT-4/)).toBeNull();
  });

  test('When the engine call fails, then the hero keeps the neutral line', async () => {
    const asked = installEngine({
      status: 503,
      body: { message: 'Style analysis is temporarily unavailable', code: 'X' },
    });
    view = renderAt(<HomePage />);

    await waitFor(() => expect(asked).toEqual(['getEngine']));
    // The 503 is read and the call has failed (a few ticks) before the hero is checked.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText(ENGINE_FACTS.neutral)).toBeTruthy();
    expect(screen.queryByText(/GPT-4/)).toBeNull();
  });
});

describe('the landing page shows a sample of what the analysis gives', () => {
  test('When the examples show a sample archetype, then it is one of the ten archetypes with its own words', () => {
    installEngine('never');
    const view = renderAt(<HomePage />);

    const sample = screen.getByText('Sample Style Archetype').closest('article')!;
    const name = sample.querySelector('h3')!.textContent;
    expect(ARCHETYPES.map((known) => known.name)).toContain(name);
    const keywords = ARCHETYPES.find((known) => known.name === name)!.keywords.map((keyword) =>
      keyword.toLowerCase(),
    );
    for (const word of [...sample.querySelectorAll('li')].map((li) => li.textContent!.toLowerCase())) {
      expect(keywords).toContain(word);
    }
    view.unmount();
  });
});
