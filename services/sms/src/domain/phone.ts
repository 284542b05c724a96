import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';
import { SMS_MESSAGES, type LineType, type ValidatePhoneResponse } from '@uniform/contracts';

/** Getup texts US numbers (the form is (###) ###-####); other countries are refused with this. */
export const US_ONLY_MESSAGE = 'Getup texts US mobile numbers only.';

/** The number parsed as a US number (E.164 and other spellings also accepted), or null. */
export function parseUsNumber(raw: string): PhoneNumber | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), 'US');
  return parsed && parsed.isPossible() ? parsed : null;
}

/** The verdict for a line type: only numbers that can take a text pass (spec 2 §5's messages). */
export function verdictFor(lineType: LineType, e164: string): ValidatePhoneResponse {
  switch (lineType) {
    case 'mobile':
    case 'unknown':
      return { isValid: true, canReceiveSMS: true, lineType, e164 };
    case 'landline':
      return { isValid: true, canReceiveSMS: false, lineType, e164, error: SMS_MESSAGES.landline };
    case 'voip':
      return { isValid: true, canReceiveSMS: false, lineType, e164, error: SMS_MESSAGES.voip };
    default:
      return { isValid: true, canReceiveSMS: false, lineType, e164, error: SMS_MESSAGES.cannotReceive };
  }
}

export function invalidVerdict(error: string = SMS_MESSAGES.invalidFormat): ValidatePhoneResponse {
  return { isValid: false, canReceiveSMS: false, lineType: 'unknown', error };
}

/**
 * Offline validation with libphonenumber's metadata: format, region and the type where the
 * numbering plan tells it. US numbers are mostly "fixed line or mobile" (the plan does not say
 * which): those pass as 'unknown'; toll-free, premium, pager and the like are refused.
 */
export function validateOffline(raw: string): ValidatePhoneResponse {
  const parsed = parseUsNumber(raw);
  if (!parsed || !parsed.isValid()) return invalidVerdict();
  if (parsed.country !== 'US') return invalidVerdict(US_ONLY_MESSAGE);
  const e164 = parsed.number;
  switch (parsed.getType()) {
    case 'MOBILE':
      return verdictFor('mobile', e164);
    case 'FIXED_LINE':
      return verdictFor('landline', e164);
    case 'VOIP':
      return verdictFor('voip', e164);
    case 'TOLL_FREE':
      return verdictFor('tollFree', e164);
    case 'FIXED_LINE_OR_MOBILE':
    case undefined:
      return verdictFor('unknown', e164);
    default:
      return {
        isValid: true,
        canReceiveSMS: false,
        lineType: 'unknown',
        e164,
        error: SMS_MESSAGES.cannotReceive,
      };
  }
}

/** Twilio Lookup v2 line_type_intelligence types onto ours (fixed and non-fixed VoIP → voip). */
export function lineTypeFromTwilio(type: string | null | undefined): LineType {
  switch (type) {
    case 'mobile':
    case 'personal':
      return 'mobile';
    case 'landline':
      return 'landline';
    case 'fixedVoip':
    case 'nonFixedVoip':
      return 'voip';
    case 'tollFree':
      return 'tollFree';
    case null:
    case undefined:
    case 'unknown':
      return 'unknown';
    default:
      // pager, premium, sharedCost, uan, voicemail: see NON_TEXTABLE_TWILIO_TYPES.
      return 'unknown';
  }
}

/** Line types the carrier reported that cannot take texts even though we call them 'unknown'. */
export const NON_TEXTABLE_TWILIO_TYPES = new Set(['pager', 'premium', 'sharedCost', 'uan', 'voicemail']);
