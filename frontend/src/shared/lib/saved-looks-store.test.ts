import { founderAnalysis, teacherAnalysis } from '../../testing/personas';
import { memoryStorage } from '../../testing/memory-storage';
import { createSavedLooksStore, SAVED_LOOKS_STORAGE_KEY, savedLooksAnalysisKey } from './saved-looks-store';

describe('saved looks store', () => {
  test('When a look is saved, then a new store on the same storage reads it back, once, for that analysis only', () => {
    const storage = memoryStorage();
    const store = createSavedLooksStore(storage);
    const heard: number[] = [];
    store.subscribe(() => heard.push(store.all().length));
    const founder = founderAnalysis();

    store.save(founder, 'pitchMeeting');
    store.save(founder, 'pitchMeeting');

    expect(heard).toEqual([1]);
    expect(createSavedLooksStore(storage).all()).toEqual([
      expect.objectContaining({ analysis: savedLooksAnalysisKey(founder), look: 'pitchMeeting' }),
    ]);
    expect(savedLooksAnalysisKey(teacherAnalysis())).not.toBe(savedLooksAnalysisKey(founder));
    expect(savedLooksAnalysisKey({ ...founder, generatedAt: '2026-11-24T06:00:00.000Z' })).toBe(
      '2026-11-24T06:00:00.000Z',
    );
  });

  test('When storage holds something that is not a list of saved looks, then the store starts empty', () => {
    for (const text of ['not json', '{"look":"x"}', '[{"look":""}]']) {
      const storage = memoryStorage();
      storage.setItem(SAVED_LOOKS_STORAGE_KEY, text);
      expect(createSavedLooksStore(storage).all()).toEqual([]);
    }
  });

  test('When another tab changes storage, then reload reads it and tells listeners', () => {
    const storage = memoryStorage();
    const here = createSavedLooksStore(storage);
    const listener = jest.fn();
    here.subscribe(listener);
    createSavedLooksStore(storage).save(founderAnalysis(), 'conference');

    here.reload();
    here.reload();

    expect(listener).toHaveBeenCalledTimes(1);
    expect(here.all().map((entry) => entry.look)).toEqual(['conference']);
  });
});
