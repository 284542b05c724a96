/**
 * Phone numbers in logs: the country and area code and the last four digits stay (enough to tell
 * numbers apart when debugging), the exchange is hidden, so a log line never holds a whole number.
 */

const MASK = '***';

/** +15551234567 → +1555***4567; anything too short to be a number → ****. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '****';
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `${plus}${digits.slice(0, Math.max(0, digits.length - 7))}${MASK}${digits.slice(-4)}`;
}

// A run of 10–15 digits, optionally led by + (or its URL escape) and split by spaces, dots, dashes
// or brackets (raw or URL-escaped); not part of a longer word or a UUID's last group.
const PHONE_LIKE = /(?<![\w-])(?:\+|%2B)?\(?\d(?:\d|[ .()-]|%20|%28|%29|%2D)*\d(?![\w-])/gi;

/** Every phone-like run of digits in `text` (a URL, a query string, a message) masked as maskPhone does. */
export function maskPhoneNumbers(text: string): string {
  return text.replace(PHONE_LIKE, (found) => {
    const digits = found.replace(/%2[0-9A-F]|%[0-9A-F]{2}/gi, ' ').replace(/\D/g, '');
    if (digits.length < 10 || digits.length > 15) return found;
    return maskPhone(/^(\+|%2B)/i.test(found) ? `+${digits}` : digits);
  });
}
