import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import {
  BUDGET_TIER_IDS,
  PERSONAL_BRAND_FIELDS,
  SEASONS,
  brandEditsSchema,
  customItemSchema,
  isoDateTimeSchema,
  type Analysis,
  type BrandEdits,
  type CustomItem,
  type PersonalBrand,
  type PersonalBrandField,
} from '@uniform/contracts/stored';
import { analysisKey, browserStorage, type KeyValueStorage } from './analysis-store';

/**
 * What the user made of an analysis (issue 20: edits that last), kept in this browser beside it:
 * their wording of personal-brand fields, their own items in place of uniform pieces, the chosen
 * budget tier and the season the color tab shows. Generated content (the personal brand) is cached
 * elsewhere and may expire; these are laid over it, so no edit is lost to a regenerated brand.
 * Kept per analysis (a new analysis starts clean, an older one keeps its own), with the time of the
 * last change, which decides between this browser and the account's saved profile. Read back with
 * zod: an entry of another app version is dropped, the others stay.
 */
export const STYLE_EDITS_STORAGE_KEY = 'uniform.style-edits.v1';
/** Analyses whose edits this browser keeps; the oldest change is forgotten first. */
export const STYLE_EDITS_ANALYSES_MAX = 10;

/** Which analysis edits belong to: the same identity saved looks and the account's profiles use. */
export const styleEditsAnalysisKey = analysisKey;

const styleEditsSchema = z.object({
  brandEdits: brandEditsSchema,
  /** By uniform piece id. */
  customItems: z.record(z.string(), customItemSchema),
  tier: z.enum(BUDGET_TIER_IDS).optional(),
  seasonView: z.enum(SEASONS).optional(),
  /** When anything of it last changed here (or, loaded from the account, when it changed there). */
  changedAt: isoDateTimeSchema,
});
export type StyleEdits = z.infer<typeof styleEditsSchema>;
export type StyleEditsContent = Omit<StyleEdits, 'changedAt'>;
type AllEdits = Readonly<Record<string, StyleEdits>>;

const NO_EDITS: StyleEditsContent = { brandEdits: {}, customItems: {} };

/** The generated brand with the user's wording laid over it: an edit always wins. */
export function applyBrandEdits(brand: PersonalBrand, edits: BrandEdits | undefined): PersonalBrand {
  if (!edits) return brand;
  const overlay: Partial<Record<PersonalBrandField, string>> = {};
  for (const field of PERSONAL_BRAND_FIELDS) {
    const value = edits[field];
    if (value !== undefined) overlay[field] = value;
  }
  return Object.keys(overlay).length ? { ...brand, ...overlay } : brand;
}

export interface StyleEditsStore {
  all(): AllEdits;
  /** The edits of one analysis, or none. */
  of(analysis: Analysis): StyleEditsContent & { changedAt?: string };
  setBrandEdit(analysis: Analysis, field: PersonalBrandField, value: string): void;
  /** Sets (or with undefined, removes) the user's item in place of a piece. */
  setCustomItem(analysis: Analysis, pieceId: string, item: CustomItem | undefined): void;
  /** Adds guidance to an item, if it is still the one saved at `savedAt`. */
  setCustomItemGuidance(analysis: Analysis, pieceId: string, savedAt: string, guidance: string): void;
  setTier(analysis: Analysis, tier: StyleEdits['tier']): void;
  setSeasonView(analysis: Analysis, season: StyleEdits['seasonView']): void;
  /** Records a change made elsewhere (a saved look), so the browser's last change is known. */
  touch(analysis: Analysis): void;
  /** Replaces the edits of an analysis with a saved profile's, as of when that changed. */
  replace(analysis: Analysis, content: StyleEditsContent, changedAt: string): void;
  /** Forgets everything (signing out with "clear this browser"). */
  clear(): void;
  reload(): void;
  subscribe(listener: () => void): () => void;
}

/** What storage holds, entry by entry: a bad entry is dropped, the good ones stay. */
function parseAll(text: string | null): AllEdits {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const entries: [string, StyleEdits][] = [];
  for (const [key, entry] of Object.entries(value)) {
    const parsed = styleEditsSchema.safeParse(entry);
    if (parsed.success) entries.push([key, parsed.data]);
  }
  return Object.fromEntries(entries);
}

export function createStyleEditsStore(
  storage: KeyValueStorage | undefined,
  now: () => Date = () => new Date(),
): StyleEditsStore {
  const listeners = new Set<() => void>();
  let raw = read();
  let current: AllEdits = parseAll(raw);

  function read(): string | null {
    try {
      return storage?.getItem(STYLE_EDITS_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  }
  const emit = () => listeners.forEach((listener) => listener());
  function commit(next: AllEdits) {
    const kept = Object.entries(next)
      .sort(([, a], [, b]) => b.changedAt.localeCompare(a.changedAt))
      .slice(0, STYLE_EDITS_ANALYSES_MAX);
    current = Object.fromEntries(kept);
    raw = JSON.stringify(current);
    try {
      storage?.setItem(STYLE_EDITS_STORAGE_KEY, raw);
    } catch {
      // Storage full or disabled (private mode): the edit still lives for this page.
    }
    emit();
  }
  function update(analysis: Analysis, change: (entry: StyleEditsContent) => StyleEditsContent | null) {
    const key = styleEditsAnalysisKey(analysis);
    const before = current[key] ?? NO_EDITS;
    const after = change(before);
    if (!after) return;
    commit({ ...current, [key]: { ...after, changedAt: now().toISOString() } });
  }

  return {
    all: () => current,
    of: (analysis) => current[styleEditsAnalysisKey(analysis)] ?? NO_EDITS,
    setBrandEdit(analysis, field, value) {
      update(analysis, (entry) =>
        entry.brandEdits[field] === value
          ? null
          : { ...entry, brandEdits: { ...entry.brandEdits, [field]: value } },
      );
    },
    setCustomItem(analysis, pieceId, item) {
      update(analysis, (entry) => {
        if (!item && !entry.customItems[pieceId]) return null;
        const customItems = { ...entry.customItems };
        if (item) customItems[pieceId] = item;
        else delete customItems[pieceId];
        return { ...entry, customItems };
      });
    },
    setCustomItemGuidance(analysis, pieceId, savedAt, guidance) {
      update(analysis, (entry) => {
        const item = entry.customItems[pieceId];
        if (item?.savedAt !== savedAt) return null;
        return { ...entry, customItems: { ...entry.customItems, [pieceId]: { ...item, guidance } } };
      });
    },
    setTier(analysis, tier) {
      update(analysis, (entry) => (entry.tier === tier ? null : { ...entry, tier }));
    },
    setSeasonView(analysis, seasonView) {
      update(analysis, (entry) => (entry.seasonView === seasonView ? null : { ...entry, seasonView }));
    },
    touch(analysis) {
      update(analysis, (entry) => entry);
    },
    replace(analysis, content, changedAt) {
      const entry = styleEditsSchema.parse({ ...content, changedAt });
      commit({ ...current, [styleEditsAnalysisKey(analysis)]: entry });
    },
    clear() {
      if (Object.keys(current).length) commit({});
    },
    reload() {
      const next = read();
      if (next === raw) return;
      raw = next;
      current = parseAll(next);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const styleEditsStore = createStyleEditsStore(browserStorage());

if (typeof window !== 'undefined') {
  // Edited in one tab, shown in the others (the storage event fires only in those).
  window.addEventListener('storage', (event) => {
    if (event.key === STYLE_EDITS_STORAGE_KEY || event.key === null) styleEditsStore.reload();
  });
}

const EMPTY: AllEdits = {};

/** The edits of this analysis (a stable object until one of them changes). */
export function useStyleEdits(
  analysis: Analysis,
  store: StyleEditsStore = styleEditsStore,
): StyleEditsContent & { changedAt?: string } {
  const all = useSyncExternalStore(store.subscribe, store.all, () => EMPTY);
  return all[styleEditsAnalysisKey(analysis)] ?? NO_EDITS;
}

/** One edited setting of the analysis with its setter, e.g. the tier: the stored value or undefined. */
export function useStyleSetting<K extends 'tier' | 'seasonView'>(
  analysis: Analysis,
  key: K,
  store: StyleEditsStore = styleEditsStore,
): [StyleEditsContent[K], (value: StyleEditsContent[K]) => void] {
  const edits: StyleEditsContent = useStyleEdits(analysis, store);
  const value = edits[key];
  const set = useCallback(
    (next: StyleEditsContent[K]) =>
      key === 'tier'
        ? store.setTier(analysis, next as StyleEdits['tier'])
        : store.setSeasonView(analysis, next as StyleEdits['seasonView']),
    [analysis, key, store],
  );
  return [value, set];
}
