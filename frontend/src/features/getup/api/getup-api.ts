import {
  SMS_MESSAGES,
  type Analysis,
  type SmsResult,
  type SmsSubscribeRequest,
  type SmsSubscribeResponse,
  type ValidatePhoneResponse,
} from '@uniform/contracts';
import { callOperation } from '../../../shared/api/api-client';

/** The server's verdict; a failure of the check itself is the verdict 'Phone validation failed'. */
export async function validatePhone(phoneNumber: string): Promise<ValidatePhoneResponse> {
  try {
    return await callOperation('validatePhone', { phoneNumber });
  } catch {
    return {
      isValid: false,
      canReceiveSMS: false,
      lineType: 'unknown',
      error: SMS_MESSAGES.validationFailed,
    };
  }
}

/** What places 7 AM and writes the texts: the analysis if this browser has one, a ZIP, the browser's zone. */
export type GetupSubscribeDetails = Omit<SmsSubscribeRequest, 'phoneNumber'>;

/**
 * Pending until the number's owner replies YES to our text (with the token that lets this browser
 * make the texts personal later); active when it already had.
 */
export async function subscribeToGetup(
  phoneNumber: string,
  details: GetupSubscribeDetails,
): Promise<SmsSubscribeResponse> {
  return callOperation('smsSubscribe', { phoneNumber, ...details });
}

/** The subscription of this browser's token is written from `analysis` from the next text on. */
export async function personalizeGetup(token: string, analysis: Analysis): Promise<SmsResult> {
  return callOperation('smsPersonalize', { token, analysis });
}

export async function unsubscribeFromGetup(phoneNumber: string): Promise<SmsResult> {
  return callOperation('smsUnsubscribe', { phoneNumber });
}
