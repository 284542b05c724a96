/** "November 23, 2026": the long US date the legal pages use, whatever the browser's own locale. */
export function formatLongDate(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
