import { PHONE_INPUT_MAX, SMS_MESSAGES, type ValidatePhoneResponse } from '@uniform/contracts';

export { PHONE_INPUT_MAX };

/**
 * Formats what is typed as (###) ###-#### (spec 2 §5): digits only, at most 10 (a leading US
 * country code 1 is dropped), so the field never holds more than 14 characters.
 */
export function formatPhoneInput(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * What the server's verdict means for the form (spec 2 §5): validity first (its error, else the
 * format message), then whether it can take texts (its landline/VoIP message, else the generic one).
 * Null when the number may subscribe.
 */
export function phoneProblem(verdict: ValidatePhoneResponse): string | null {
  if (!verdict.isValid) return verdict.error ?? SMS_MESSAGES.invalidFormat;
  if (!verdict.canReceiveSMS) {
    if (verdict.lineType === 'landline') return SMS_MESSAGES.landline;
    if (verdict.lineType === 'voip') return SMS_MESSAGES.voip;
    return verdict.error ?? SMS_MESSAGES.cannotReceive;
  }
  return null;
}
