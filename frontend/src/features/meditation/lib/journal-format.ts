/** Small pure helpers of the Still Core page (spec 2 §2.6, §5, §9). */

/** "Your Meditation Journey" shows this many characters of each response. */
export const HISTORY_PREVIEW_CHARS = 100;

/** "2026-11-23" read as that calendar day, whatever the browser's zone. */
const calendarDay = (iso: string) => new Date(`${iso}T12:00:00Z`);

/** The history's short date: "Mon, Nov 23". */
export function shortEntryDate(iso: string): string {
  return calendarDay(iso).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The page heading's date: "Monday, November 23, 2026". */
export function longEntryDate(iso: string): string {
  return calendarDay(iso).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The first 100 characters, with an ellipsis when there was more. */
export function previewText(text: string, limit = HISTORY_PREVIEW_CHARS): string {
  const flat = text.trim();
  return flat.length > limit ? `${flat.slice(0, limit).trimEnd()}…` : flat;
}

/** Save Entry is enabled only with some non-whitespace text and no save in flight (spec 2 §5). */
export function canSaveEntry(text: string, saving: boolean): boolean {
  return !saving && text.trim().length > 0;
}
