import { timingSafeEqual, createHash } from 'node:crypto';
import express, { type Request, type RequestHandler, type Router } from 'express';
import twilio from 'twilio';
import { ErrorCode, SMS_UNDOCUMENTED_PATHS } from '@uniform/contracts';
import { AppError, createRouter, mountOperation, mountUserDataRoute, validate } from '@uniform/service-kit';
import { z } from 'zod';
import {
  handleInbound,
  personalize,
  recordDeliveryStatus,
  subscribe,
  unsubscribe,
  type SubscriptionDeps,
} from '../domain/subscriptions.use-case';
import { exportGetupData } from '../domain/account-data.use-case';
import type { AccountDataRepository } from '../domain/ports';
import type { OutboxRepository } from '../data/outbox.repository';
import { parseUsNumber } from '../domain/phone';

export interface SmsRouteDeps extends SubscriptionDeps {
  accountData: AccountDataRepository;
  outbox: OutboxRepository;
  /** Twilio's auth token: webhooks are accepted only with a valid X-Twilio-Signature for it. */
  webhookAuthToken?: string;
  /** The public base URL Twilio calls (the signature covers the full URL). */
  publicUrl: string;
  /** Bearer token for the outbox list; the endpoint answers 404 without one. */
  adminToken?: string;
}

const form = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 100 });

const twiml = (reply?: string) => {
  const response = new twilio.twiml.MessagingResponse();
  if (reply) response.message(reply);
  return response.toString();
};

/** A webhook Twilio really sent: signed with our auth token over the exact public URL and form. */
function requireTwilioSignature(deps: SmsRouteDeps, req: Request): Record<string, string> {
  const signature = req.header('x-twilio-signature');
  const params = (req.is('application/x-www-form-urlencoded') ? req.body : {}) as Record<string, string>;
  if (!deps.webhookAuthToken || !signature) {
    throw new AppError(
      403,
      ErrorCode.INVALID_SIGNATURE,
      'This webhook only accepts requests signed by Twilio.',
    );
  }
  const url = `${deps.publicUrl}${req.originalUrl}`;
  if (!twilio.validateRequest(deps.webhookAuthToken, signature, url, params)) {
    throw new AppError(
      403,
      ErrorCode.INVALID_SIGNATURE,
      'The X-Twilio-Signature does not match this request.',
    );
  }
  return params;
}

const sameToken = (given: string, expected: string) => {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
};

const outboxQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
  // Any spelling of a US number (an unescaped + arrives as a space); stored rows hold E.164.
  to: z
    .string()
    .max(32)
    .transform((to) => parseUsNumber(to)?.number ?? to.trim())
    .optional(),
});

export function smsRoutes(deps: SmsRouteDeps): Router {
  const router = createRouter();

  mountOperation(router, 'validatePhone', async ({ body }, _req, res) => {
    res.json(await deps.validator.validate(body.phoneNumber));
  });

  // The operation works signed out; a signed-in user's request (the gateway's signed identity)
  // names their account, linked to the number once it replies YES.
  mountOperation(router, 'smsSubscribe', async ({ body }, req, res) => {
    res.json(await subscribe(deps, body, req.user?.id));
  });

  mountOperation(router, 'smsPersonalize', async ({ body }, _req, res) => {
    res.json(await personalize(deps, body));
  });

  mountOperation(router, 'smsUnsubscribe', async ({ body }, _req, res) => {
    res.json(await unsubscribe(deps, body.phoneNumber));
  });

  // "Download my data": the numbers confirmed as the signed-in account's (internal, never routed).
  mountUserDataRoute(router, (user) => exportGetupData(deps, user.id));

  // The routes below are not operations (UNDOCUMENTED_API_PATHS): the carrier's and operators' own.
  // Twilio's incoming-message webhook: STOP/START/HELP keywords, answered with TwiML.
  router.post(SMS_UNDOCUMENTED_PATHS.inbound, form, async (req, res) => {
    const params = requireTwilioSignature(deps, req);
    if (!params.From) throw AppError.validation([{ path: 'From', message: 'From is required' }]);
    const reply = await handleInbound(deps, params.From, params.Body ?? '');
    res.type('text/xml').send(twiml(reply));
  });

  // Twilio's delivery status callback for the daily texts.
  router.post(SMS_UNDOCUMENTED_PATHS.status, form, async (req, res) => {
    const params = requireTwilioSignature(deps, req);
    if (!params.MessageSid || !params.MessageStatus)
      throw AppError.validation([
        { path: 'MessageSid', message: 'MessageSid and MessageStatus are required' },
      ]);
    await recordDeliveryStatus(deps, params.MessageSid, params.MessageStatus, params.ErrorCode || undefined);
    res.status(204).end();
  });

  // The token is checked before the query is read: without it a caller learns nothing, not even a 400.
  const requireAdmin: RequestHandler = (req, _res, next) => {
    if (!deps.adminToken)
      throw AppError.notFound(`No API endpoint GET ${SMS_UNDOCUMENTED_PATHS.adminOutbox}.`);
    const given = /^Bearer (.+)$/.exec(req.header('authorization') ?? '')?.[1];
    if (!given || !sameToken(given, deps.adminToken))
      throw new AppError(
        401,
        ErrorCode.UNAUTHENTICATED,
        'Send the admin token as Authorization: Bearer <SMS_ADMIN_TOKEN>.',
      );
    next();
  };

  // The local outbox (no Twilio configured): what would have been texted, newest first.
  router.get(
    SMS_UNDOCUMENTED_PATHS.adminOutbox,
    requireAdmin,
    validate({ query: outboxQuerySchema }),
    async (req, res) => {
      const query = req.query as unknown as z.infer<typeof outboxQuerySchema>;
      res.json({ messages: await deps.outbox.list(query) });
    },
  );

  return router;
}
