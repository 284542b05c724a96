import type { Analysis } from '@uniform/contracts';
import { ANALYSIS_STORAGE_KEY, createAnalysisStore, type KeyValueStorage } from './analysis-store';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const analysis = { styleArchetype: 'The Visionary Minimalist' } as Analysis;

describe('analysis store', () => {
  test('When an analysis is set, then listeners hear it and a new store on the same storage reads it back', () => {
    const storage = memoryStorage();
    const store = createAnalysisStore(storage);
    const heard: unknown[] = [];
    store.subscribe(() => heard.push(store.get()));
    store.set(analysis);
    expect(heard).toEqual([analysis]);
    expect(createAnalysisStore(storage).get()).toEqual(analysis);
  });

  test('When cleared, then it is gone from storage too', () => {
    const storage = memoryStorage();
    const store = createAnalysisStore(storage);
    store.set(analysis);
    store.clear();
    expect(store.get()).toBeNull();
    expect(storage.data.has(ANALYSIS_STORAGE_KEY)).toBe(false);
  });

  test('When storage holds something unreadable, then the store starts empty', () => {
    const storage = memoryStorage();
    storage.setItem(ANALYSIS_STORAGE_KEY, '{not json');
    expect(createAnalysisStore(storage).get()).toBeNull();
  });
});
