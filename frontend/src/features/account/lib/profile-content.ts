import {
  CUSTOM_ITEMS_MAX,
  SAVED_LOOKS_MAX,
  type StyleProfile,
  type StyleProfileContentInput,
} from '@uniform/contracts';
import { analysisKey, analysisStore } from '../../../shared/lib/analysis-store';
import { savedLooksStore } from '../../../shared/lib/saved-looks-store';
import { styleEditsStore } from '../../../shared/lib/style-edits-store';

/**
 * The style profile as this browser holds it, and the way back (issue 20): the analysis and its
 * answers (analysis store), the saved looks (saved-looks store) and the user's edits, items, tier
 * and season view (style-edits store). The account's profile is the same content, so a profile
 * loaded here shows on the dashboard as if it had been made in this browser.
 */

/** The stores this module reads and writes; the app's own by default, others in tests. */
export interface BrowserStores {
  analysis: typeof analysisStore;
  savedLooks: typeof savedLooksStore;
  edits: typeof styleEditsStore;
}
export const BROWSER_STORES: BrowserStores = {
  analysis: analysisStore,
  savedLooks: savedLooksStore,
  edits: styleEditsStore,
};

const sortedByKey = <T>(record: Readonly<Record<string, T>>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

/** What PUT /api/style-profile would save of this browser now, or null without an analysis. */
export function browserContent(stores: BrowserStores = BROWSER_STORES): StyleProfileContentInput | null {
  const analysis = stores.analysis.get();
  if (!analysis) return null;
  const key = analysisKey(analysis);
  const edits = stores.edits.of(analysis);
  const savedLooks = stores.savedLooks
    .all()
    .filter((entry) => entry.analysis === key)
    .map(({ look, savedAt }) => ({ look, savedAt }))
    .slice(-SAVED_LOOKS_MAX);
  const customItems = Object.fromEntries(
    Object.entries(sortedByKey(edits.customItems)).slice(0, CUSTOM_ITEMS_MAX),
  );
  return {
    analysis,
    answers: stores.analysis.answers() ?? undefined,
    brandEdits: sortedByKey(edits.brandEdits),
    savedLooks,
    customItems,
    tier: edits.tier,
    seasonView: edits.seasonView,
  };
}

/** Content compared as text: equal content, equal text (keys are written in one order). */
export const contentText = (content: StyleProfileContentInput | null): string =>
  content ? JSON.stringify(content) : '';

/** When this browser last changed what it holds of its analysis (edits, looks), or null if never. */
export function browserChangedAt(stores: BrowserStores = BROWSER_STORES): string | null {
  const analysis = stores.analysis.get();
  if (!analysis) return null;
  const key = analysisKey(analysis);
  const times = [
    stores.edits.of(analysis).changedAt,
    ...stores.savedLooks
      .all()
      .filter((entry) => entry.analysis === key)
      .map((entry) => entry.savedAt),
  ].filter((time): time is string => Boolean(time));
  return times.length ? times.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b)) : null;
}

/** Puts a saved profile into this browser, replacing its analysis and what was made of it. */
export function loadProfileIntoBrowser(profile: StyleProfile, stores: BrowserStores = BROWSER_STORES): void {
  const { analysis, answers } = profile;
  // Without answers, the ones kept here belong to another analysis and must not stay beside it.
  if (!answers) stores.analysis.clear();
  stores.analysis.set(analysis, answers);
  stores.savedLooks.replaceFor(analysis, profile.savedLooks);
  stores.edits.replace(
    analysis,
    {
      brandEdits: profile.brandEdits,
      customItems: profile.customItems,
      tier: profile.tier,
      seasonView: profile.seasonView,
    },
    profile.updatedAt,
  );
}

/**
 * What to do when a signed-in user with consent arrives (sign-in or a page load), given the
 * account's current profile (null: none yet) and this browser:
 * - load: the browser has no analysis, or the same one changed less recently than the profile;
 * - save: the account has none, or the browser changed the same analysis more recently;
 * - ask: the two hold different analyses, so the user chooses which to keep;
 * - nothing: neither holds an analysis.
 */
export type SignInDecision =
  | { kind: 'load'; profile: StyleProfile }
  | { kind: 'save' }
  | { kind: 'ask'; profile: StyleProfile }
  | { kind: 'nothing' };

export function decideOnSignIn(
  profile: StyleProfile | null,
  stores: BrowserStores = BROWSER_STORES,
): SignInDecision {
  const analysis = stores.analysis.get();
  if (!profile) return analysis ? { kind: 'save' } : { kind: 'nothing' };
  if (!analysis) return { kind: 'load', profile };
  if (analysisKey(analysis) !== analysisKey(profile.analysis)) return { kind: 'ask', profile };
  const changedHere = browserChangedAt(stores);
  return changedHere && Date.parse(changedHere) > Date.parse(profile.updatedAt)
    ? { kind: 'save' }
    : { kind: 'load', profile };
}

/** Forgets everything of the user's style in this browser (signing out on a shared computer). */
export function clearBrowserStyleData(stores: BrowserStores = BROWSER_STORES): void {
  stores.analysis.clearAll();
  stores.savedLooks.clear();
  stores.edits.clear();
}
