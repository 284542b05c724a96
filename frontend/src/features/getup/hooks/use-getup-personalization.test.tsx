/** @jest-environment ./src/testing/jsdom-environment.cjs */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { buildAnalysis } from '@uniform/style-engine';
import { buildFintechFounderAnswers, type Analysis } from '@uniform/contracts';
import { analysisStore } from '../../../shared/lib/analysis-store';
import { savedLooksAnalysisKey } from '../../../shared/lib/saved-looks-store';
import { createFakeApi } from '../../../testing/fake-api';
import { memoryStorage } from '../../../testing/memory-storage';
import { createGetupTokenStore, GETUP_STORAGE_KEY } from '../lib/getup-token-store';
import { useGetupPersonalization } from './use-getup-personalization';

const TOKEN = 'q'.repeat(43);
const founder: Analysis = {
  ...buildAnalysis(buildFintechFounderAnswers()),
  generatedAt: '2026-11-24T08:00:00.000Z',
};

let api: ReturnType<typeof createFakeApi>;
let warn: jest.SpyInstance;

beforeEach(() => {
  api = createFakeApi();
  globalThis.fetch = api.fetch as typeof fetch;
  analysisStore.clear();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  analysisStore.clear();
  warn.mockRestore();
});

function withKeptToken(personalizedFor: string | null = null) {
  const storage = memoryStorage();
  const store = createGetupTokenStore(storage);
  store.keep(TOKEN, personalizedFor);
  return { storage, store, kept: () => JSON.parse(storage.data.get(GETUP_STORAGE_KEY) ?? 'null') as unknown };
}
const personalizeCalls = () => api.callsTo('smsPersonalize');

test('When a kept token meets a new analysis in this browser, then personalize is called once with both, and the analysis is marked', async () => {
  const { store, kept } = withKeptToken();
  const { rerender } = renderHook(() => useGetupPersonalization(store));
  expect(personalizeCalls()).toHaveLength(0);

  act(() => analysisStore.set(founder));

  await waitFor(() =>
    expect(kept()).toEqual({ token: TOKEN, personalizedFor: savedLooksAnalysisKey(founder) }),
  );
  expect(personalizeCalls()).toEqual([
    { method: 'POST', operation: 'smsPersonalize', body: { token: TOKEN, analysis: founder } },
  ]);
  rerender();
  act(() => analysisStore.set({ ...founder }));
  expect(personalizeCalls()).toHaveLength(1);
});

test('When the analysis changes after a personalization, then the new one is sent once more', async () => {
  const { store, kept } = withKeptToken(savedLooksAnalysisKey(founder));
  analysisStore.set(founder);
  renderHook(() => useGetupPersonalization(store));
  expect(personalizeCalls()).toHaveLength(0);

  const redone = { ...founder, generatedAt: '2026-11-25T08:00:00.000Z' };
  act(() => analysisStore.set(redone));

  await waitFor(() =>
    expect(kept()).toEqual({ token: TOKEN, personalizedFor: savedLooksAnalysisKey(redone) }),
  );
  expect(personalizeCalls()).toHaveLength(1);
});

test('When no token is kept, then nothing is sent', async () => {
  const store = createGetupTokenStore(memoryStorage());
  analysisStore.set(founder);
  renderHook(() => useGetupPersonalization(store));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(api.calls).toHaveLength(0);
});

test('When personalize fails, then it is only logged, the token stays unmarked, and it is not retried on the next render', async () => {
  api.fail('smsPersonalize', 503);
  const { store, kept } = withKeptToken();
  analysisStore.set(founder);
  const { rerender } = renderHook(() => useGetupPersonalization(store));

  await waitFor(() => expect(warn).toHaveBeenCalledWith('Getup personalization failed', expect.anything()));
  expect(kept()).toEqual({ token: TOKEN, personalizedFor: null });
  rerender();
  act(() => analysisStore.set({ ...founder }));
  expect(personalizeCalls()).toHaveLength(1);
});

test('When the server no longer knows the token, then it is forgotten', async () => {
  api.fail('smsPersonalize', 404, 'No Getup subscription has this personalization token.');
  const { store, kept } = withKeptToken();
  analysisStore.set(founder);
  renderHook(() => useGetupPersonalization(store));

  await waitFor(() => expect(kept()).toBeNull());
  expect(warn).toHaveBeenCalledTimes(1);
});

test('When the kept entry is not ours (another version, a bad token), then it is ignored', async () => {
  const storage = memoryStorage();
  storage.setItem(GETUP_STORAGE_KEY, JSON.stringify({ token: 'not-a-token', personalizedFor: null }));
  const store = createGetupTokenStore(storage);
  expect(store.get()).toBeNull();
  analysisStore.set(founder);
  renderHook(() => useGetupPersonalization(store));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(api.calls).toHaveLength(0);
});
