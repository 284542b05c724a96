import {
  SMS_MESSAGES,
  smsResultSchema,
  validatePhoneResponseSchema,
  type Analysis,
  type SmsResult,
  type ValidatePhoneResponse,
} from '@uniform/contracts';
import { apiRequest } from '../api';

export const GETUP_PATHS = {
  validate: '/api/sms/validate-phone',
  subscribe: '/api/sms/subscribe',
  unsubscribe: '/api/sms/unsubscribe',
} as const;

/** Spec 2 §8's fallbacks when the server gives no message. */
export const GETUP_FALLBACKS = {
  subscribe: 'Failed to subscribe to Getup',
  unsubscribe: 'Failed to unsubscribe from Getup',
} as const;

/** The server's verdict; a failure of the check itself is the verdict 'Phone validation failed'. */
export async function validatePhone(phoneNumber: string): Promise<ValidatePhoneResponse> {
  try {
    const res = await apiRequest('POST', GETUP_PATHS.validate, { phoneNumber });
    return validatePhoneResponseSchema.parse(await res.json());
  } catch {
    return {
      isValid: false,
      canReceiveSMS: false,
      lineType: 'unknown',
      error: SMS_MESSAGES.validationFailed,
    };
  }
}

export async function subscribeToGetup(phoneNumber: string, analysis: Analysis): Promise<SmsResult> {
  const res = await apiRequest('POST', GETUP_PATHS.subscribe, { phoneNumber, analysis });
  return smsResultSchema.parse(await res.json());
}

export async function unsubscribeFromGetup(phoneNumber: string): Promise<SmsResult> {
  const res = await apiRequest('POST', GETUP_PATHS.unsubscribe, { phoneNumber });
  return smsResultSchema.parse(await res.json());
}
