import { createModelClient } from '@uniform/ai';
import { createPgAdapter } from '@uniform/db';
import type { Logger } from '@uniform/service-kit';
import type { SmsConfig } from './config';
import { offlinePhoneValidator, twilioPhoneValidator, type PhoneValidator } from './domain/phone-validator';
import { PrismaClient } from './generated/prisma/client';
import { outboxTransport } from './transport/outbox';
import type { SmsTransport } from './transport/transport';
import { createTwilioClient, twilioTransport, type TwilioSettings } from './transport/twilio';

export interface SmsRuntime {
  prisma: PrismaClient;
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

/** The parts both the HTTP service and the workers use, chosen from the configuration. */
export function createSmsRuntime(
  config: SmsConfig,
  logger: Logger,
  options: { prisma?: PrismaClient; maxConnections?: number } = {},
): SmsRuntime {
  const db =
    options.prisma ??
    new PrismaClient({
      adapter: createPgAdapter({
        databaseUrl: config.DATABASE_URL,
        schema: 'sms',
        maxConnections: options.maxConnections,
      }),
    });
  const twilio = twilioSettings(config);
  if (!twilio) {
    return {
      prisma: db,
      transport: outboxTransport(db, logger),
      validator: offlinePhoneValidator,
      webhookAuthToken: config.TWILIO_AUTH_TOKEN,
    };
  }
  const client = createTwilioClient(twilio);
  return {
    prisma: db,
    transport: twilioTransport(client, twilio),
    validator: twilioPhoneValidator(client, logger),
    webhookAuthToken: twilio.authToken,
    statusCallbackUrl: `${config.SMS_PUBLIC_URL}/api/sms/status`,
  };
}

export function createSmsModel(config: SmsConfig) {
  return createModelClient(config);
}
