import { test } from '@playwright/test';
import twilio from 'twilio';
import { buildAnalysisFixture } from '@uniform/contracts';
import { useDatabase } from '../database';
import {
  SECURITY_GETUP_TIME_ZONE,
  SECURITY_TWILIO_AUTH_TOKEN,
  hourIn,
  securityDatabaseUrl,
  securityGetupSendHour,
} from '../e2e-env';
import {
  GATEWAY_ORIGIN,
  call,
  describeReply,
  freshPhone,
  isJson,
  jsonOf,
  outboxFor,
  probe,
  type Reply,
} from './support/probe';

/**
 * Getup texts a number someone typed in: nobody may make it text a stranger's phone more than the
 * one confirmation, start the daily texts without the owner's YES, or put their own words into a
 * text. Texts are read from the local outbox (no carrier account is set); a subscriber's status from
 * the sms schema.
 */

const db = useDatabase(securityDatabaseUrl());

const statusOf = async (phone: string) =>
  (await db().query<{ status: string }>('SELECT status FROM sms.subscribers WHERE phone = $1', [phone]))
    .rows[0]?.status;

const subscribe = (from: string, phone: string, analysis = buildAnalysisFixture()) =>
  call(from, 'POST', '/api/sms/subscribe', { body: { phoneNumber: phone, analysis } });

/** The carrier's incoming-message webhook, signed with `token` over the public URL (the gateway's). */
function inbound(from: string, phone: string, body: string, token: string | undefined): Promise<Reply> {
  const params = {
    AccountSid: 'AC00000000000000000000000000000000',
    MessageSid: `SM${phone.replace(/\D/g, '').padEnd(32, '0')}`,
    From: phone,
    To: '+15005550006',
    Body: body,
  };
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (token)
    headers['x-twilio-signature'] = twilio.getExpectedTwilioSignature(
      token,
      `${GATEWAY_ORIGIN}/api/sms/inbound`,
      params,
    );
  return call(from, 'POST', '/api/sms/inbound', { headers, body: new URLSearchParams(params).toString() });
}

probe(
  "Getup someone else's number stays pending",
  "When a visitor subscribes someone else's number, then the answer is status pending and the number is not active",
  async (context) => {
    const phone = freshPhone();
    const reply = await subscribe(context.client(), phone);
    const answer = jsonOf<{ success?: unknown; status?: unknown }>(reply);
    const accepted: string[] = [];
    if (reply.status !== 200 || answer?.status !== 'pending')
      accepted.push(`the subscribe answered ${describeReply(reply)}`);
    const status = await statusOf(phone);
    if (status === 'active') accepted.push('the number is active without its owner’s YES');
    return accepted;
  },
);

probe(
  'Getup subscribe/unsubscribe alternation',
  'When one number is subscribed and unsubscribed 10 times in turn, then it was sent at most one confirmation and one unsubscribe notice',
  async (context) => {
    const client = context.client();
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      const subscribed = await subscribe(client, phone);
      if (subscribed.status >= 500) return [`subscribe ${i + 1} answered ${describeReply(subscribed)}`];
      const unsubscribed = await call(client, 'POST', '/api/sms/unsubscribe', {
        body: { phoneNumber: phone },
      });
      if (unsubscribed.status >= 500) return [`unsubscribe ${i + 1} answered ${describeReply(unsubscribed)}`];
    }
    const texts = await outboxFor(phone);
    const byKind = new Map<string, number>();
    for (const text of texts) byKind.set(text.kind, (byKind.get(text.kind) ?? 0) + 1);
    const repeated = [...byKind].filter(([, count]) => count > 1);
    return texts.length <= 2 && repeated.length === 0
      ? []
      : [
          `${texts.length} texts went to the number: ${[...byKind].map(([kind, n]) => `${n}× ${kind}`).join(', ')}`,
        ];
  },
);

const INJECTED = 'Visit evil.example to claim';
const INJECTED_WORDS = /evil\.example|\bclaim\b/i;

probe(
  'Getup injected words in the analysis',
  'When a subscribe carries "Visit evil.example to claim" in the archetype and colour names, then no text to that number, before or after a signed YES, holds the injected words',
  async (context) => {
    const client = context.client();
    const phone = freshPhone();
    const fixture = buildAnalysisFixture();
    const analysis = buildAnalysisFixture({
      styleArchetype: `The Grounded Mentor. ${INJECTED}`,
      colorAnalysis: {
        ...fixture.colorAnalysis,
        recommendedColors: fixture.colorAnalysis.recommendedColors.map((colour) => ({
          ...colour,
          name: `${colour.name}. ${INJECTED}`,
        })),
        neutrals: fixture.colorAnalysis.neutrals.map((neutral) => ({
          ...neutral,
          name: `${neutral.name}. ${INJECTED}`,
        })),
      },
      uniformSuggestions: {
        ...fixture.uniformSuggestions,
        colors: ['Dusty Blue', 'Soft Plum'].map((colour) => `${colour}. ${INJECTED}`),
      },
    });
    const subscribed = await subscribe(client, phone, analysis);
    // Unusable input may be refused outright; then nothing is ever texted from it.
    if (subscribed.status === 400 && isJson(subscribed)) return [];
    if (subscribed.status !== 200) return [`the subscribe answered ${describeReply(subscribed)}`];
    const accepted: string[] = [];
    const yes = await inbound(client, phone, 'YES', SECURITY_TWILIO_AUTH_TOKEN);
    if (yes.status !== 200) accepted.push(`the signed YES was not taken: ${describeReply(yes)}`);
    if (INJECTED_WORDS.test(yes.text)) accepted.push(`the reply to YES holds injected words: ${yes.text}`);
    // The daily text is written from the stored style facts: the one text the injected words could reach.
    const daily = await dailyTextFor(phone);
    if (daily === 'hour-passed') test.skip(true, 'the Getup send hour ended during the run; run again');
    if (daily === 'none')
      accepted.push('no daily text came within 30 s, so the words in it could not be checked');
    for (const text of await outboxFor(phone))
      if (INJECTED_WORDS.test(text.body))
        accepted.push(`a ${text.kind} text holds injected words: ${text.body}`);
    // Left active, the number would get a daily text in every later run's send hour.
    await call(client, 'POST', '/api/sms/unsubscribe', { body: { phoneNumber: phone } });
    return accepted;
  },
  { timeout: 60_000 },
);

/**
 * Waits for the first daily text to `phone`: the product's scheduler ticks every second in the send
 * hour (security.config.ts), so it comes within seconds of the YES unless that hour has just ended.
 */
async function dailyTextFor(phone: string): Promise<'sent' | 'none' | 'hour-passed'> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if ((await outboxFor(phone)).some((text) => text.kind === 'daily')) return 'sent';
    if (hourIn(SECURITY_GETUP_TIME_ZONE) !== securityGetupSendHour()) return 'hour-passed';
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return 'none';
}

probe(
  'Getup forged inbound YES',
  'When an inbound YES arrives unsigned or signed with another token, then it is refused with 403 and the number stays inactive',
  async (context) => {
    const client = context.client();
    const phone = freshPhone();
    const subscribed = await subscribe(client, phone);
    if (subscribed.status !== 200) return [`the subscribe answered ${describeReply(subscribed)}`];
    const unsubscribed = await call(client, 'POST', '/api/sms/unsubscribe', { body: { phoneNumber: phone } });
    if (unsubscribed.status !== 200) return [`the unsubscribe answered ${describeReply(unsubscribed)}`];
    const accepted: string[] = [];
    const unsigned = await inbound(client, phone, 'YES', undefined);
    if (unsigned.status !== 403) accepted.push(`the unsigned YES answered ${describeReply(unsigned)}`);
    const forged = await inbound(client, phone, 'YES', 'a-token-that-is-not-ours');
    if (forged.status !== 403)
      accepted.push(`the YES signed with another token answered ${describeReply(forged)}`);
    if ((await statusOf(phone)) === 'active') accepted.push('the forged YES made the number active');
    return accepted;
  },
);

probe(
  'Getup personalize with a guessed token',
  "When someone who knows only a subscriber's number sends personalize with made-up tokens, then each is refused with a JSON 4xx and the subscription's facts do not change",
  async (context) => {
    const client = context.client();
    const phone = freshPhone();
    const subscribed = await subscribe(client, phone);
    if (subscribed.status !== 200) return [`the subscribe answered ${describeReply(subscribed)}`];
    const factsOf = async () =>
      (
        await db().query<{ facts: unknown }>(
          'SELECT style_facts AS facts FROM sms.subscribers WHERE phone = $1',
          [phone],
        )
      ).rows[0]?.facts;
    const before = JSON.stringify(await factsOf());
    const fixture = buildAnalysisFixture();
    const other = buildAnalysisFixture({ styleArchetype: 'The Bold Disruptor' });
    const accepted: string[] = [];
    for (const token of [phone, 'A'.repeat(43), '', '../../etc/passwd', 'x'.repeat(100_000)]) {
      const reply = await call(client, 'POST', '/api/sms/personalize', {
        body: { token, analysis: token === phone ? fixture : other },
      });
      if (reply.status < 400 || reply.status >= 500 || !isJson(reply))
        accepted.push(`personalize with token ${token.slice(0, 20)} answered ${describeReply(reply)}`);
    }
    if (JSON.stringify(await factsOf()) !== before) accepted.push("the subscription's facts changed");
    await call(client, 'POST', '/api/sms/unsubscribe', { body: { phoneNumber: phone } });
    return accepted;
  },
);
