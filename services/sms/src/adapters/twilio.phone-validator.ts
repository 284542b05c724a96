import { SMS_MESSAGES } from '@uniform/contracts';
import type { Logger } from '@uniform/service-kit';
import {
  NON_TEXTABLE_TWILIO_TYPES,
  US_ONLY_MESSAGE,
  invalidVerdict,
  lineTypeFromTwilio,
  parseUsNumber,
  verdictFor,
} from '../domain/phone';
import type { PhoneValidator } from '../domain/phone-validator';
import { toCarrierError, type TwilioClient } from './twilio.carrier';

/**
 * Twilio Lookup v2 with line type intelligence. The number is first parsed offline (a malformed
 * one never costs a lookup); the carrier then tells mobile from landline and VoIP.
 */
export function twilioPhoneValidator(client: TwilioClient, logger: Logger): PhoneValidator {
  return {
    name: 'twilio-lookup',
    async validate(raw) {
      const parsed = parseUsNumber(raw);
      if (!parsed || !parsed.isValid()) return invalidVerdict();
      if (parsed.country !== 'US') return invalidVerdict(US_ONLY_MESSAGE);
      try {
        const result = await client.lookups.v2
          .phoneNumbers(parsed.number)
          .fetch({ fields: 'line_type_intelligence' });
        if (!result.valid) return invalidVerdict();
        const type = (result.lineTypeIntelligence as { type?: string | null } | null)?.type;
        if (type && NON_TEXTABLE_TWILIO_TYPES.has(type))
          return {
            isValid: true,
            canReceiveSMS: false,
            lineType: 'unknown',
            e164: result.phoneNumber,
            error: SMS_MESSAGES.cannotReceive,
          };
        return verdictFor(lineTypeFromTwilio(type), result.phoneNumber ?? parsed.number);
      } catch (error) {
        logger.warn({ err: toCarrierError(error) }, 'Twilio Lookup failed');
        return {
          isValid: false,
          canReceiveSMS: false,
          lineType: 'unknown',
          error: SMS_MESSAGES.validationFailed,
        };
      }
    },
  };
}
