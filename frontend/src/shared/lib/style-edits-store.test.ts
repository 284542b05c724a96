import { buildPersonalBrand } from '@uniform/style-engine';
import { founderAnalysis, teacherAnalysis } from '../../testing/personas';
import { memoryStorage } from '../../testing/memory-storage';
import {
  STYLE_EDITS_STORAGE_KEY,
  applyBrandEdits,
  createStyleEditsStore,
  styleEditsAnalysisKey,
} from './style-edits-store';

const ITEM = {
  url: 'https://shop.example.com/navy-blazer',
  name: 'Navy Blazer',
  savedAt: '2026-11-24T08:00:00.000Z',
  pieceType: 'foundation' as const,
};

describe('style edits store', () => {
  test('When edits, an item, a tier and a season view are kept, then a new store on the same storage (a reload) reads them back for that analysis only', () => {
    const storage = memoryStorage();
    const store = createStyleEditsStore(storage, () => new Date('2026-11-24T09:00:00.000Z'));
    const teacher = teacherAnalysis();

    store.setBrandEdit(teacher, 'brandStatement', 'I teach so every student leaves braver.');
    store.setCustomItem(teacher, 'blazer', ITEM);
    store.setCustomItemGuidance(teacher, 'blazer', ITEM.savedAt, 'Wear it open.');
    store.setCustomItemGuidance(teacher, 'blazer', 'an older save', 'Ignored.');
    store.setTier(teacher, 'luxury');
    store.setSeasonView(teacher, 'Deep Winter');

    const reloaded = createStyleEditsStore(storage);
    expect(reloaded.of(teacher)).toEqual({
      brandEdits: { brandStatement: 'I teach so every student leaves braver.' },
      customItems: { blazer: { ...ITEM, guidance: 'Wear it open.' } },
      tier: 'luxury',
      seasonView: 'Deep Winter',
      changedAt: '2026-11-24T09:00:00.000Z',
    });
    expect(reloaded.of(founderAnalysis())).toEqual({ brandEdits: {}, customItems: {} });

    reloaded.setCustomItem(teacher, 'blazer', undefined);
    expect(createStyleEditsStore(storage).of(teacher).customItems).toEqual({});
  });

  test('When storage holds a bad entry beside a good one, then only the bad one is dropped; text that is not JSON starts empty', () => {
    const storage = memoryStorage();
    const teacher = teacherAnalysis();
    storage.setItem(
      STYLE_EDITS_STORAGE_KEY,
      JSON.stringify({
        [styleEditsAnalysisKey(teacher)]: {
          brandEdits: { voiceAndTone: 'Warm.' },
          customItems: {},
          changedAt: '2026-11-24T09:00:00.000Z',
        },
        other: { brandEdits: { notAField: 'x' }, customItems: {}, changedAt: 'yesterday' },
        third: {
          brandEdits: {},
          customItems: { x: { url: 'javascript:alert(1)' } },
          changedAt: '2026-11-24T09:00:00.000Z',
        },
      }),
    );
    const store = createStyleEditsStore(storage);
    expect(Object.keys(store.all())).toEqual([styleEditsAnalysisKey(teacher)]);
    expect(store.of(teacher).brandEdits).toEqual({ voiceAndTone: 'Warm.' });

    for (const text of ['not json', '[1,2]', 'null']) {
      storage.setItem(STYLE_EDITS_STORAGE_KEY, text);
      expect(createStyleEditsStore(storage).all()).toEqual({});
    }
  });

  test('When another tab changes storage, then reload reads it and tells listeners once', () => {
    const storage = memoryStorage();
    const here = createStyleEditsStore(storage);
    const listener = jest.fn();
    here.subscribe(listener);
    createStyleEditsStore(storage).setTier(founderAnalysis(), 'entry');

    here.reload();
    here.reload();

    expect(listener).toHaveBeenCalledTimes(1);
    expect(here.of(founderAnalysis()).tier).toBe('entry');
  });

  test('When the same value is set again, then nothing is written and no change time moves', () => {
    let now = Date.parse('2026-11-24T09:00:00.000Z');
    const store = createStyleEditsStore(memoryStorage(), () => new Date((now += 1000)));
    const listener = jest.fn();
    store.subscribe(listener);
    store.setTier(founderAnalysis(), 'mid');
    const first = store.of(founderAnalysis()).changedAt;
    store.setTier(founderAnalysis(), 'mid');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.of(founderAnalysis()).changedAt).toBe(first);
  });

  test('When a brand is regenerated, then the user’s edits are laid over it and its other fields stay', () => {
    const brand = buildPersonalBrand(teacherAnalysis());
    const shown = applyBrandEdits(brand, { brandStatement: 'Mine.', styleStrategy: 'Quiet authority.' });
    expect(shown).toEqual({ ...brand, brandStatement: 'Mine.', styleStrategy: 'Quiet authority.' });
    expect(applyBrandEdits(brand, {})).toBe(brand);
  });
});
