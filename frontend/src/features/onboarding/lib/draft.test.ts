import { buildColorMeasurements } from '@uniform/contracts';
import type { KeyValueStorage } from '../../../shared/lib/analysis-store';
import { memoryStorage } from '../../../testing/memory-storage';
import { createDraftStore, ONBOARDING_DRAFT_KEY } from './draft';
import { DEFAULT_FORM_VALUES } from './form-values';

describe('the onboarding draft', () => {
  test('When a draft is saved and loaded, then step, answers and values come back without the human check', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage);
    store.save({
      step: 6,
      answers: { captchaAnswer: 9, whatBuilding: 'A ceramics studio', styleFilms: ['bold and glam'] },
      values: { ...DEFAULT_FORM_VALUES, captchaAnswer: 9, industry: 'Design', hairColor: ['Red', 'Auburn'] },
    });

    const draft = createDraftStore(storage).load();

    expect(draft).toEqual({
      step: 6,
      answers: { whatBuilding: 'A ceramics studio', styleFilms: ['bold and glam'] },
      values: { ...DEFAULT_FORM_VALUES, industry: 'Design', hairColor: ['Red', 'Auburn'] },
    });
    expect(storage.data.get(ONBOARDING_DRAFT_KEY)).not.toContain('captchaAnswer');
  });

  test('When the draft is cleared, then nothing is loaded', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage);
    store.save({ step: 3, answers: {}, values: DEFAULT_FORM_VALUES });
    store.clear();
    expect(store.load()).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  test('When the stored draft is not JSON, then nothing is loaded', () => {
    const storage = memoryStorage();
    storage.data.set(ONBOARDING_DRAFT_KEY, '{not json');
    expect(createDraftStore(storage).load()).toBeNull();
  });

  test('When stored fields have the wrong shape, then those fields fall back to their defaults', () => {
    const storage = memoryStorage();
    storage.data.set(
      ONBOARDING_DRAFT_KEY,
      JSON.stringify({
        step: 99,
        answers: { zipCode: 'not a zip' },
        values: { industry: 42, coreValues: 'Integrity', budget: 2500, brandPreferences: { COS: 'love' } },
      }),
    );
    expect(createDraftStore(storage).load()).toEqual({
      step: 15,
      answers: {},
      values: { ...DEFAULT_FORM_VALUES, budget: 2500 },
    });
  });

  test('When storage is missing or throws, then the questionnaire carries on without a draft', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    for (const store of [createDraftStore(undefined), createDraftStore(throwing)]) {
      expect(() => store.save({ step: 2, answers: {}, values: DEFAULT_FORM_VALUES })).not.toThrow();
      expect(store.load()).toBeNull();
      expect(() => store.clear()).not.toThrow();
    }
  });

  test("When a photo's measurements are in the draft, then they come back as numbers; a tampered reading falls back to none", () => {
    const measured = buildColorMeasurements();
    const storage = memoryStorage();
    createDraftStore(storage).save({
      step: 13,
      answers: { eyeColor: 'Blue', colorMeasurements: measured },
      values: { ...DEFAULT_FORM_VALUES, eyeColor: 'Blue', colorMeasurements: measured },
    });

    expect(createDraftStore(storage).load()).toEqual({
      step: 13,
      answers: { eyeColor: 'Blue', colorMeasurements: measured },
      values: { ...DEFAULT_FORM_VALUES, eyeColor: 'Blue', colorMeasurements: measured },
    });

    const tampered = { ...measured, skin: { ...measured.skin, L: 400 } };
    storage.data.set(
      ONBOARDING_DRAFT_KEY,
      JSON.stringify({
        step: 13,
        answers: { eyeColor: 'Blue', colorMeasurements: tampered },
        values: { ...DEFAULT_FORM_VALUES, eyeColor: 'Blue', colorMeasurements: tampered },
      }),
    );
    expect(createDraftStore(storage).load()).toEqual({
      step: 13,
      answers: {},
      values: { ...DEFAULT_FORM_VALUES, eyeColor: 'Blue' },
    });
  });
});
