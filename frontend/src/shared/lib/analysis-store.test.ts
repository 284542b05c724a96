import type { Analysis } from '@uniform/contracts';
import { memoryStorage } from '../../testing/memory-storage';
import {
  ANALYSIS_STORAGE_KEY,
  ANSWERS_STORAGE_KEY,
  createAnalysisStore,
  ONBOARDING_DRAFT_KEY,
} from './analysis-store';

const analysis: Analysis = {
  styleArchetype: 'The Visionary Minimalist',
  brandSummary: 'Quiet confidence with one precise detail.',
  styleLanguage: ['precise', 'understated'],
  styleIcon: { name: 'Steve Jobs', description: 'A uniform that removes decisions.' },
  archetypeKeywords: ['clarity'],
  moodboardPrompts: [],
  brandRecommendations: [{ name: 'COS' }],
  uniformSuggestions: {
    foundation: 'Merino crew necks',
    footwear: 'White leather sneakers',
    accent: 'A steel watch',
    colors: ['navy', 'grey'],
  },
  eventLooks: { pitchMeeting: 'Unstructured blazer', conference: 'Knit polo', networking: 'Overshirt' },
  colorAnalysis: {
    season: 'Cool Summer',
    undertone: 'Cool',
    recommendedColors: [{ name: 'Slate', hex: '#708090', category: 'foundation' }],
    neutrals: [],
    avoid: ['orange'],
    rationale: 'Blue veins and a tendency to burn.',
  },
  regionalStyle: { region: 'Northern Virginia', culturalContext: 'Polished casual', insiderBrands: [] },
  personalityProfile: { industry: 'Software' },
};

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

  test('When storage holds something unreadable or off-contract, then the store starts empty', () => {
    const storage = memoryStorage();
    storage.setItem(ANALYSIS_STORAGE_KEY, '{not json');
    expect(createAnalysisStore(storage).get()).toBeNull();
    storage.setItem(ANALYSIS_STORAGE_KEY, JSON.stringify({ styleArchetype: 'Only a name' }));
    expect(createAnalysisStore(storage).get()).toBeNull();
  });

  test('When another tab writes the analysis, then reload picks it up and tells listeners once', () => {
    const storage = memoryStorage();
    const store = createAnalysisStore(storage);
    let calls = 0;
    store.subscribe(() => calls++);
    createAnalysisStore(storage).set(analysis);

    store.reload();
    store.reload();
    expect(store.get()).toEqual(analysis);
    expect(calls).toBe(1);
  });

  test('When storage refuses to write (full or private mode), then the analysis still lives in memory', () => {
    const store = createAnalysisStore({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    });
    store.set(analysis);
    expect(store.get()).toEqual(analysis);
    store.clear();
    expect(store.get()).toBeNull();
  });

  test('When an analysis is stored with its answers, then a new store reads both back, and a later analysis without answers keeps them', () => {
    const storage = memoryStorage();
    const answers = { industry: 'Software', zipCode: '22030', genderExpression: 30 };
    createAnalysisStore(storage).set(analysis, answers);

    const store = createAnalysisStore(storage);
    expect(store.answers()).toEqual(answers);
    store.set({ ...analysis, styleArchetype: 'The Chosen Archetype' });
    expect(createAnalysisStore(storage).answers()).toEqual(answers);
    store.clear();
    expect(store.answers()).toBeNull();
    expect(storage.data.has(ANSWERS_STORAGE_KEY)).toBe(false);
  });

  test('When the stored answers are off-contract, then there are none, and the analysis still reads', () => {
    const storage = memoryStorage();
    storage.setItem(ANALYSIS_STORAGE_KEY, JSON.stringify(analysis));
    storage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify({ zipCode: 'not a zip' }));
    const store = createAnalysisStore(storage);
    expect(store.answers()).toBeNull();
    expect(store.get()).toEqual(analysis);
  });

  test('When only a questionnaire draft or an unreadable analysis is kept, then the browser still holds data, and clearAll removes it all', () => {
    const storage = memoryStorage();
    expect(createAnalysisStore(storage).holdsAny()).toBe(false);
    storage.setItem(ONBOARDING_DRAFT_KEY, JSON.stringify({ step: 4, answers: { zipCode: '22201' } }));
    expect(createAnalysisStore(storage).holdsAny()).toBe(true);
    storage.removeItem(ONBOARDING_DRAFT_KEY);
    storage.setItem(ANALYSIS_STORAGE_KEY, '{written by an older version');
    const store = createAnalysisStore(storage);
    expect(store.holdsAny()).toBe(true);

    storage.setItem(ONBOARDING_DRAFT_KEY, '{}');
    store.clearAll();
    expect(store.holdsAny()).toBe(false);
    expect([...storage.data.keys()]).toEqual([]);
  });
});
