import {
  ErrorCode,
  SMS_MESSAGES,
  SMS_PERSONALIZE_MESSAGES,
  type SmsPersonalizeRequest,
  type SmsResult,
  type SmsSubscribeRequest,
  type SmsSubscribeResponse,
  type ValidatePhoneResponse,
} from '@uniform/contracts';
import { AppError, maskPhone, type Logger } from '@uniform/service-kit';
import { permanentFailureFor, type SmsTransport } from './carrier';
import {
  ACTIVATED_TEXT,
  HELP_TEXT,
  NOT_SUBSCRIBED_TEXT,
  RESUBSCRIBED_TEXT,
  UNSUBSCRIBED_NOTICE_TEXT,
  confirmationText,
} from './daily-message';
import { parseUsNumber } from './phone';
import type { PhoneValidator } from './phone-validator';
import { hashPersonalizationToken, newPersonalizationToken } from './personalization-token';
import { generalStyleFacts, styleFactsFromAnalysis } from './style-facts';
import type { DeliveriesRepository, SubscribersRepository } from './ports';
import { assignTimeZone } from './time-zone';

export interface SubscriptionDeps {
  subscribers: SubscribersRepository;
  deliveries: DeliveriesRepository;
  validator: PhoneValidator;
  transport: SmsTransport;
  logger: Logger;
  now: () => Date;
}

const DAY_MS = 24 * 3_600_000;
/** A web request waits this long for the owner's YES, then is deleted. */
export const PENDING_TTL_MS = DAY_MS;
/** At most one confirmation text, and one unsubscribe notice, per number in this long. */
export const TEXT_PER_NUMBER_INTERVAL_MS = DAY_MS;

/** (555) 123-4567: how the answer names the number the user typed. */
const national = (e164: string) => parseUsNumber(e164)?.formatNational() ?? e164;

export const pendingMessage = (e164: string) =>
  `Almost there! We texted ${national(e164)} — reply YES to start your 7 AM Getup.`;
export const ALREADY_SUBSCRIBED_MESSAGE =
  "You're already subscribed to Getup: your style prompt arrives every day at 7 AM your time.";
export const UNSUBSCRIBED_MESSAGE =
  "You've been unsubscribed from Getup. You won't receive any more daily texts.";

/** The verdict the UI's rules would reject, as the 400 the subscribe call answers. */
function refuse(verdict: ValidatePhoneResponse): never {
  if (verdict.error === SMS_MESSAGES.validationFailed)
    throw new AppError(503, ErrorCode.UPSTREAM_UNAVAILABLE, SMS_MESSAGES.validationFailed);
  throw new AppError(
    400,
    ErrorCode.PHONE_NOT_USABLE,
    verdict.error ?? (verdict.isValid ? SMS_MESSAGES.cannotReceive : SMS_MESSAGES.invalidFormat),
    [{ path: 'phoneNumber', message: verdict.error ?? SMS_MESSAGES.invalidFormat }],
  );
}

/**
 * A web subscribe (double opt-in): the number gets a pending subscription and one text asking its
 * owner to reply YES; only that YES starts the daily texts. Whoever typed the number, and however
 * often, the number gets at most one such text a day. Without an analysis the subscription has
 * general facts, and the answer's personalization token lets this browser make them personal later.
 * A signed-in user's request names their account, which the number's YES then links it to; an
 * active number is left as it is (its link included), as is everything else about it.
 */
export async function subscribe(
  deps: SubscriptionDeps,
  request: SmsSubscribeRequest,
  userId?: string,
): Promise<SmsSubscribeResponse> {
  const verdict = await deps.validator.validate(request.phoneNumber);
  if (!verdict.isValid || !verdict.canReceiveSMS || !verdict.e164) refuse(verdict);
  const phone = verdict.e164;
  const facts = request.analysis ? styleFactsFromAnalysis(request.analysis) : generalStyleFacts();
  const zone = await assignTimeZone(
    {
      zipCodes: [request.analysis?.personalityProfile.zipCode, request.zipCode],
      browserTimeZone: request.timeZone,
    },
    parseUsNumber(phone)!,
  );
  const now = deps.now();
  const token = newPersonalizationToken();

  const status = await deps.subscribers.request({
    phone,
    timeZone: zone.timeZone,
    timeZoneSource: zone.source,
    styleFacts: facts,
    personalizationTokenHash: hashPersonalizationToken(token),
    userId,
    now,
    expiresAt: new Date(now.getTime() + PENDING_TTL_MS),
  });
  if (status === 'active') {
    // No token: the active row kept its own, so typing a number cannot take over its texts.
    deps.logger.info({ to: maskPhone(phone) }, 'getup subscribe for a number already active');
    return { success: true, status, message: ALREADY_SUBSCRIBED_MESSAGE };
  }

  const claimed = await deps.subscribers.claimConfirmation(phone, now, TEXT_PER_NUMBER_INTERVAL_MS);
  deps.logger.info(
    {
      to: maskPhone(phone),
      timeZone: zone.timeZone,
      source: zone.source,
      personal: Boolean(request.analysis),
      signedIn: userId !== undefined,
      texted: claimed,
    },
    'getup subscription pending confirmation',
  );
  if (claimed) {
    try {
      await deps.transport.send({
        to: phone,
        body: confirmationText(zone.timeZone),
        kind: 'confirmation',
        idempotencyKey: `confirmation:${phone}:${now.toISOString()}`,
      });
    } catch (error) {
      // Nothing reached the number: a later request may send it. The operator sees why.
      await deps.subscribers.releaseConfirmation(phone, now);
      deps.logger.error({ err: error, to: maskPhone(phone) }, 'confirmation text not sent');
    }
  }
  return { success: true, status, message: pendingMessage(phone), personalizationToken: token };
}

/**
 * The browser that subscribed now has an analysis: the subscription its token belongs to (pending
 * or active) is written from that analysis from the next daily text on. No text is sent; a wrong
 * token changes nothing and is a 404, and the same request twice leaves the same facts.
 */
export async function personalize(
  deps: Pick<SubscriptionDeps, 'subscribers' | 'now' | 'logger'>,
  request: SmsPersonalizeRequest,
): Promise<SmsResult> {
  const facts = styleFactsFromAnalysis(request.analysis);
  const found = await deps.subscribers.personalize(
    hashPersonalizationToken(request.token),
    facts,
    deps.now(),
  );
  if (!found) throw AppError.notFound(SMS_PERSONALIZE_MESSAGES.unknownToken);
  deps.logger.info({ archetype: facts.archetype, season: facts.season }, 'getup subscription personalized');
  return { success: true, message: SMS_PERSONALIZE_MESSAGES.personalized };
}

/** Normalises what the user typed to E.164 without a lookup (unsubscribing must never cost one). */
function e164Of(raw: string): string {
  const parsed = parseUsNumber(raw);
  if (!parsed || !parsed.isValid()) {
    throw new AppError(400, ErrorCode.PHONE_NOT_USABLE, SMS_MESSAGES.invalidFormat, [
      { path: 'phoneNumber', message: SMS_MESSAGES.invalidFormat },
    ]);
  }
  return parsed.number;
}

/**
 * A web unsubscribe: stops an active or pending subscription and tells the number so by text
 * (at most once a day, so this form cannot be used to flood a number either).
 */
export async function unsubscribe(deps: SubscriptionDeps, rawPhone: string): Promise<SmsResult> {
  const phone = e164Of(rawPhone);
  const now = deps.now();
  if (await deps.subscribers.markUnsubscribed(phone, now)) {
    deps.logger.info({ to: maskPhone(phone) }, 'getup unsubscribed on the web');
    if (await deps.subscribers.claimUnsubscribeNotice(phone, now, TEXT_PER_NUMBER_INTERVAL_MS)) {
      try {
        await deps.transport.send({
          to: phone,
          body: UNSUBSCRIBED_NOTICE_TEXT,
          kind: 'notice',
          idempotencyKey: `unsubscribed:${phone}:${now.toISOString()}`,
        });
      } catch (error) {
        await deps.subscribers.releaseUnsubscribeNotice(phone, now);
        deps.logger.error({ err: error, to: maskPhone(phone) }, 'unsubscribe notice not sent');
      }
    }
  }
  return { success: true, message: UNSUBSCRIBED_MESSAGE };
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
  deps: Pick<SubscriptionDeps, 'subscribers' | 'now' | 'logger'>,
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
    if (await deps.subscribers.markUnsubscribed(phone, deps.now()))
      deps.logger.info({ to: maskPhone(phone) }, 'getup unsubscribed by text');
    // The carrier (Twilio Advanced Opt-Out) answers STOP itself; a second reply would be refused.
    return undefined;
  }
  if (START_WORDS.has(word)) {
    // The owner's own YES (or START) is the consent: only now do daily texts start.
    const was = await deps.subscribers.confirm(phone, deps.now());
    if (!was) return NOT_SUBSCRIBED_TEXT;
    if (was !== 'active') deps.logger.info({ to: maskPhone(phone), was }, 'getup confirmed by text');
    return was === 'pending' || was === 'active' ? ACTIVATED_TEXT : RESUBSCRIBED_TEXT;
  }
  if (HELP_WORDS.has(word)) return HELP_TEXT;
  return undefined;
}

const FINAL_STATUSES = new Set(['delivered', 'undelivered', 'failed']);

/** Twilio's delivery status callback: the delivery of that message records what became of it. */
export async function recordDeliveryStatus(
  deps: Pick<SubscriptionDeps, 'subscribers' | 'deliveries' | 'now' | 'logger'>,
  messageSid: string,
  status: string,
  errorCode: string | undefined,
): Promise<void> {
  if (!FINAL_STATUSES.has(status)) return;
  const delivery = await deps.deliveries.recordStatus(messageSid, status, errorCode);
  if (!delivery)
    deps.logger.info({ messageSid, status }, 'status callback for a message that is not a daily text');
  const permanent =
    status !== 'delivered' ? permanentFailureFor(errorCode ? Number(errorCode) : undefined) : undefined;
  if (permanent && delivery)
    await deps.subscribers.markRefused(delivery.subscriberId, permanent, deps.now(), { onlyActive: true });
}
