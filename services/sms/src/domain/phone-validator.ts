import type { ValidatePhoneResponse } from '@uniform/contracts';
import { validateOffline } from './phone';

/** Tells whether a number can get texts: offline here, Twilio Lookup in adapters/. */
export interface PhoneValidator {
  readonly name: 'twilio-lookup' | 'offline';
  /** Never throws: a failure of the check itself is the verdict 'Phone validation failed'. */
  validate(raw: string): Promise<ValidatePhoneResponse>;
}

export const offlinePhoneValidator: PhoneValidator = {
  name: 'offline',
  validate: async (raw) => validateOffline(raw),
};
