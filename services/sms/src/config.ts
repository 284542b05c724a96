import { z } from 'zod';
import { aiEnvSchema } from '@uniform/ai';
import { serviceByName } from '@uniform/contracts';
import {
  accountDeletionEnvSchema,
  configLoader,
  databaseUrlSchema,
  portSchema,
  redisUrlSchema,
  serviceEnvSchema,
  wholeNumberSchema,
} from '@uniform/service-kit';
import { GETUP_BATCH_SIZE, GETUP_BATCH_SIZE_MAX } from './domain/send-job';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** The outbox lists who was texted what: its token must not be guessable. */
export const ADMIN_TOKEN_MIN = 24;

// The analysis travels with a subscribe call.
export const smsEnvSchema = serviceEnvSchema(serviceByName('sms').port, { bodyLimitKb: 256 })
  .extend(aiEnvSchema.shape)
  .extend({
    DATABASE_URL: databaseUrlSchema,
    REDIS_URL: redisUrlSchema,
    TWILIO_ACCOUNT_SID: optionalText.describe(
      'Twilio account (AC...): with the token and a sender, texts go through Twilio',
    ),
    TWILIO_AUTH_TOKEN: optionalText.describe(
      'Twilio auth token: also checks X-Twilio-Signature on the webhooks',
    ),
    TWILIO_FROM_NUMBER: optionalText.describe('The sending number in E.164 (a long code or short code)'),
    TWILIO_MESSAGING_SERVICE_SID: optionalText.describe(
      'A Messaging Service (MG...) to send from instead of one number',
    ),
    TWILIO_API_BASE_URL: z
      .url({ protocol: /^https?$/ })
      .optional()
      .describe(
        'Send the Twilio SDK to this base URL instead of *.twilio.com (a loopback fake in tests and benchmarks)',
      ),
    SMS_PUBLIC_URL: z
      .url({ protocol: /^https?$/ })
      .default('http://localhost:8080')
      .transform((url) => url.replace(/\/+$/, ''))
      .describe('The public base URL Twilio posts webhooks to (signatures are computed over it)'),
    SMS_ADMIN_TOKEN: optionalText
      .pipe(
        z
          .string()
          .min(
            ADMIN_TOKEN_MIN,
            `must be at least ${ADMIN_TOKEN_MIN} characters (e.g. openssl rand -hex 24), or unset to turn the outbox endpoint off`,
          )
          .optional(),
      )
      .describe(
        `Bearer token (at least ${ADMIN_TOKEN_MIN} characters) for GET /api/sms/admin/outbox (the local outbox); the endpoint is off without it`,
      ),
    GETUP_WORKER_PORT: portSchema(4205).describe(
      'Port of the Getup worker process for /healthz, /readyz and /metrics',
    ),
    GETUP_WORKER_RUN: z
      .enum(['all', 'sender', 'scheduler'])
      .default('all')
      .describe('What the worker process runs: the minute tick, the sender, or both'),
    GETUP_QUEUE_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9:_-]{1,40}$/)
      .default('bull')
      .describe('BullMQ key prefix of the Getup queues'),
    GETUP_SEND_HOUR: wholeNumberSchema(0, 23, 7).describe('Local hour of the daily text'),
    GETUP_WINDOW_MINUTES: wholeNumberSchema(1, 60, 15).describe(
      'Minutes after the hour in which a subscriber is still sent the day’s text',
    ),
    GETUP_SEND_RATE_PER_SECOND: z.coerce
      .number()
      .min(0)
      .max(10_000)
      .default(1)
      .describe('Carrier send rate: about 1 for a US long code, 100 for a short code; 0 lifts the limit'),
    GETUP_SENDER_CONCURRENCY: wholeNumberSchema(1, 1_000, 10).describe(
      'Texts in flight per sender process, shared by the batches it runs',
    ),
    GETUP_BATCH_SIZE: wholeNumberSchema(1, GETUP_BATCH_SIZE_MAX, GETUP_BATCH_SIZE).describe(
      'Subscribers per send job: the 7 AM tick queues a zone in batches of this size',
    ),
    GETUP_TICK_EVERY_MS: wholeNumberSchema(1_000, 3_600_000, 60_000),
    GETUP_LOCK_MS: wholeNumberSchema(500, 600_000, 30_000).describe(
      'How long a sender holds a job (and its delivery claim) before another may take it over',
    ),
    // The Getup worker process consumes this service's part of every account deletion.
    ...accountDeletionEnvSchema,
  });

export type SmsConfig = z.infer<typeof smsEnvSchema>;

export const loadSmsConfig = configLoader(smsEnvSchema);
