import { SMS_UNDOCUMENTED_PATHS } from '@uniform/contracts';
import type { Logger } from '@uniform/service-kit';
import type { SmsConfig } from '../config';
import type { OutboxRepository } from '../data/outbox.repository';
import type { SmsTransport } from '../domain/carrier';
import { offlinePhoneValidator, type PhoneValidator } from '../domain/phone-validator';
import { outboxTransport } from './outbox.carrier';
import { createTwilioClient, twilioTransport, type TwilioSettings } from './twilio.carrier';
import { twilioPhoneValidator } from './twilio.phone-validator';

/** The carrier side of the service, chosen from the configuration: Twilio, or the local outbox. */
export interface CarrierAdapters {
  transport: SmsTransport;
  validator: PhoneValidator;
  /** The token webhooks are signed with (Twilio's auth token), if any. */
  webhookAuthToken?: string;
  statusCallbackUrl?: string;
}

/** Twilio settings when the account, token and a sender are all configured; else undefined. */
export function twilioSettings(config: SmsConfig): TwilioSettings | undefined {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = config;
  const from = config.TWILIO_FROM_NUMBER;
  const messagingServiceSid = config.TWILIO_MESSAGING_SERVICE_SID;
  if (!accountSid || !authToken || (!from && !messagingServiceSid)) return undefined;
  return { accountSid, authToken, from, messagingServiceSid, apiBaseUrl: config.TWILIO_API_BASE_URL };
}

/** The parts both the HTTP service and the workers use. */
export function createCarrierAdapters(
  config: SmsConfig,
  outbox: OutboxRepository,
  logger: Logger,
): CarrierAdapters {
  const twilio = twilioSettings(config);
  if (!twilio) {
    return {
      transport: outboxTransport(outbox, logger),
      validator: offlinePhoneValidator,
      webhookAuthToken: config.TWILIO_AUTH_TOKEN,
    };
  }
  const client = createTwilioClient(twilio);
  return {
    transport: twilioTransport(client, twilio),
    validator: twilioPhoneValidator(client, logger),
    webhookAuthToken: twilio.authToken,
    statusCallbackUrl: `${config.SMS_PUBLIC_URL}${SMS_UNDOCUMENTED_PATHS.status}`,
  };
}
