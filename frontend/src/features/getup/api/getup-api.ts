import {
  SMS_MESSAGES,
  type Analysis,
  type SmsResult,
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

/** Pending until the number's owner replies YES to our text; active when it already had. */
export async function subscribeToGetup(
  phoneNumber: string,
  analysis: Analysis,
): Promise<SmsSubscribeResponse> {
  return callOperation('smsSubscribe', { phoneNumber, analysis });
}

export async function unsubscribeFromGetup(phoneNumber: string): Promise<SmsResult> {
  return callOperation('smsUnsubscribe', { phoneNumber });
}
