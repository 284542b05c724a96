import zipcodes from 'zipcodes';

export interface Place {
  /** The ZIP as looked up (5 digits). */
  zip: string;
  city: string;
  /** Two-letter state code. */
  state: string;
}

/**
 * City and state of a US ZIP code from the offline `zipcodes` dataset (no network). ZIP+4 and
 * spaces are accepted; anything that is not a known US ZIP gives undefined.
 */
export function placeForZip(zipCode: string | undefined): Place | undefined {
  const zip = /^\s*(\d{5})(?:[-\s]?\d{4})?\s*$/.exec(zipCode ?? '')?.[1];
  if (!zip) return undefined;
  const entry = zipcodes.lookup(zip);
  if (!entry || entry.country !== 'US') return undefined;
  return { zip, city: titleCase(entry.city), state: entry.state };
}

function titleCase(city: string): string {
  return city.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}
