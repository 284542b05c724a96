/**
 * "Chrome on macOS" for the account page's active sessions, from the User-Agent at sign-in. Only the
 * label is stored, never the header (it is a fingerprint). A handful of tokens is enough for the
 * major browsers and systems: a full parser (ua-parser-js and its device database) would be a large
 * dependency for one short label. Order matters, because browsers borrow each other's tokens: Edge
 * and Opera say "Chrome", Chrome says "Safari", iPhones say "like Mac OS X", Android says "Linux".
 */

/** Tokens sit near the start; a longer header is read no further. */
const READ_MAX = 512;

const BROWSERS: ReadonlyArray<[label: string, pattern: RegExp]> = [
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\b(?:OPR|OPiOS|Opera)\b/],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /\b(?:Chrome|CriOS|Chromium)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

const SYSTEMS: ReadonlyArray<[label: string, pattern: RegExp]> = [
  ['Windows', /\bWindows\b/],
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Android', /\bAndroid\b/],
  ['macOS', /\b(?:Macintosh|Mac OS X)\b/],
  ['Linux', /\bLinux\b/],
];

const firstMatch = (table: typeof BROWSERS, text: string) =>
  table.find(([, pattern]) => pattern.test(text))?.[0];

/** "Firefox on Windows", "Safari" or "Android" with what is recognised; null with nothing. */
export function deviceLabel(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const text = userAgent.slice(0, READ_MAX);
  const browser = firstMatch(BROWSERS, text);
  const system = firstMatch(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}
