import {
  ErrorCode,
  SMS_MESSAGES,
  type SmsResult,
  type SmsSubscribeRequest,
  type ValidatePhoneResponse,
} from '@uniform/contracts';
import { AppError, type Logger } from '@uniform/service-kit';
import type { PrismaClient } from '../generated/prisma/client';
import { maskPhone } from '../transport/outbox';
import { permanentFailureFor, type SmsTransport } from '../transport/transport';
import { HELP_TEXT, NOT_SUBSCRIBED_TEXT, RESUBSCRIBED_TEXT, confirmationText } from './daily-message';
import { parseUsNumber } from './phone';
import type { PhoneValidator } from './phone-validator';
import { styleFactsFromAnalysis, styleFactsSchema } from './style-facts';
import { assignTimeZone } from './time-zone';

export interface SubscriptionDeps {
  prisma: PrismaClient;
  validator: PhoneValidator;
  transport: SmsTransport;
  logger: Logger;
  now: () => Date;
}

export const SUBSCRIBED_MESSAGE =
  "You're subscribed to Getup! Your first style prompt arrives at 7 AM your time. Reply STOP to any text to cancel.";
export const ALREADY_SUBSCRIBED_MESSAGE =
  "You're already subscribed to Getup: your style prompt arrives every day at 7 AM your time. We updated it with your latest analysis.";
export const UNSUBSCRIBED_MESSAGE =
  "You've been unsubscribed from Getup. You won't receive any more daily texts.";

/** The verdict the UI's rules would reject, as the 400 the subscribe call answers. */
function refuse(verdict: ValidatePhoneResponse): never {
  if (verdict.error === SMS_MESSAGES.validationFailed)
    throw new AppError(503, ErrorCode.UPSTREAM_UNAVAILABLE, SMS_MESSAGES.validationFailed);
  throw new AppError(
    400,
    'PHONE_NOT_USABLE',
    verdict.error ?? (verdict.isValid ? SMS_MESSAGES.cannotReceive : SMS_MESSAGES.invalidFormat),
    [{ path: 'phoneNumber', message: verdict.error ?? SMS_MESSAGES.invalidFormat }],
  );
}

export async function subscribe(deps: SubscriptionDeps, request: SmsSubscribeRequest): Promise<SmsResult> {
  const verdict = await deps.validator.validate(request.phoneNumber);
  if (!verdict.isValid || !verdict.canReceiveSMS || !verdict.e164) refuse(verdict);
  const phone = verdict.e164;
  const facts = styleFactsFromAnalysis(request.analysis);
  const zone = await assignTimeZone(facts.zipCode, parseUsNumber(phone)!);
  const now = deps.now();

  const existing = await deps.prisma.subscriber.findUnique({ where: { phone }, select: { status: true } });
  const wasActive = existing?.status === 'active';
  await deps.prisma.subscriber.upsert({
    where: { phone },
    create: {
      phone,
      status: 'active',
      consentAt: now,
      timeZone: zone.timeZone,
      timeZoneSource: zone.source,
      styleFacts: facts,
    },
    update: {
      status: 'active',
      ...(wasActive ? {} : { consentAt: now, unsubscribedAt: null }),
      timeZone: zone.timeZone,
      timeZoneSource: zone.source,
      styleFacts: facts,
    },
  });
  deps.logger.info(
    { to: maskPhone(phone), timeZone: zone.timeZone, source: zone.source, again: wasActive },
    'getup subscription',
  );
  if (wasActive) return { success: true, message: ALREADY_SUBSCRIBED_MESSAGE };

  try {
    await deps.transport.send({
      to: phone,
      body: confirmationText(facts, zone.timeZone),
      kind: 'confirmation',
      idempotencyKey: `confirmation:${phone}:${now.toISOString()}`,
    });
  } catch (error) {
    // The subscription holds; the daily text will still come. The operator sees why this one did not.
    deps.logger.error({ err: error, to: maskPhone(phone) }, 'confirmation text not sent');
  }
  return { success: true, message: SUBSCRIBED_MESSAGE };
}

/** Normalises what the user typed to E.164 without a lookup (unsubscribing must never cost one). */
function e164Of(raw: string): string {
  const parsed = parseUsNumber(raw);
  if (!parsed || !parsed.isValid()) {
    throw new AppError(400, 'PHONE_NOT_USABLE', SMS_MESSAGES.invalidFormat, [
      { path: 'phoneNumber', message: SMS_MESSAGES.invalidFormat },
    ]);
  }
  return parsed.number;
}

export async function unsubscribe(deps: SubscriptionDeps, rawPhone: string): Promise<SmsResult> {
  const phone = e164Of(rawPhone);
  await markUnsubscribed(deps, phone);
  return { success: true, message: UNSUBSCRIBED_MESSAGE };
}

async function markUnsubscribed(deps: Pick<SubscriptionDeps, 'prisma' | 'now' | 'logger'>, phone: string) {
  const { count } = await deps.prisma.subscriber.updateMany({
    where: { phone, status: 'active' },
    data: { status: 'unsubscribed', unsubscribedAt: deps.now() },
  });
  if (count > 0) deps.logger.info({ to: maskPhone(phone) }, 'getup unsubscribed');
}

export const STOP_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'OPTOUT',
  'REVOKE',
]);
export const START_WORDS = new Set(['START', 'UNSTOP', 'YES']);
export const HELP_WORDS = new Set(['HELP', 'INFO']);

/** An inbound text (already signature-checked): the reply to send back, or undefined for none. */
export async function handleInbound(
  deps: Pick<SubscriptionDeps, 'prisma' | 'now' | 'logger'>,
  from: string,
  body: string,
): Promise<string | undefined> {
  const parsed = parseUsNumber(from);
  const phone = parsed?.number ?? from;
  const word = body
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  if (STOP_WORDS.has(word)) {
    await markUnsubscribed(deps, phone);
    // The carrier (Twilio Advanced Opt-Out) answers STOP itself; a second reply would be refused.
    return undefined;
  }
  if (START_WORDS.has(word)) {
    const subscriber = await deps.prisma.subscriber.findUnique({
      where: { phone },
      select: { status: true, styleFacts: true },
    });
    if (!subscriber || !styleFactsSchema.safeParse(subscriber.styleFacts).success) return NOT_SUBSCRIBED_TEXT;
    if (subscriber.status !== 'active') {
      await deps.prisma.subscriber.update({
        where: { phone },
        data: { status: 'active', consentAt: deps.now(), unsubscribedAt: null },
      });
      deps.logger.info({ to: maskPhone(phone) }, 'getup resubscribed by text');
    }
    return RESUBSCRIBED_TEXT;
  }
  if (HELP_WORDS.has(word)) return HELP_TEXT;
  return undefined;
}

const FINAL_STATUSES = new Set(['delivered', 'undelivered', 'failed']);

/** Twilio's delivery status callback: the delivery of that message records what became of it. */
export async function recordDeliveryStatus(
  deps: Pick<SubscriptionDeps, 'prisma' | 'now' | 'logger'>,
  messageSid: string,
  status: string,
  errorCode: string | undefined,
): Promise<void> {
  if (!FINAL_STATUSES.has(status)) return;
  const { count } = await deps.prisma.delivery.updateMany({
    where: { messageSid },
    data: { status, ...(errorCode ? { errorCode } : {}) },
  });
  if (count === 0)
    deps.logger.info({ messageSid, status }, 'status callback for a message that is not a daily text');
  const permanent =
    status !== 'delivered' ? permanentFailureFor(errorCode ? Number(errorCode) : undefined) : undefined;
  if (permanent) {
    const delivery = await deps.prisma.delivery.findUnique({
      where: { messageSid },
      select: { subscriberId: true },
    });
    if (delivery) {
      await deps.prisma.subscriber.updateMany({
        where: { id: delivery.subscriberId, status: 'active' },
        data:
          permanent === 'unsubscribed'
            ? { status: 'unsubscribed', unsubscribedAt: deps.now() }
            : { status: 'invalid' },
      });
    }
  }
}
