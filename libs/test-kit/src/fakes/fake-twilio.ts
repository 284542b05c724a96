import { randomBytes } from 'node:crypto';
import twilio from 'twilio';
import { listenOnLoopback, readBody, sendJson } from './loopback-server';

export type LineType =
  | 'mobile'
  | 'landline'
  | 'fixedVoip'
  | 'nonFixedVoip'
  | 'personal'
  | 'tollFree'
  | 'premium'
  | 'sharedCost'
  | 'uan'
  | 'voicemail'
  | 'pager'
  | 'unknown';

type RequestOptions<TData> = import('twilio/lib/base/RequestClient').RequestOptions<TData>;

export interface SentMessage {
  sid: string;
  to: string;
  from?: string;
  messagingServiceSid?: string;
  body: string;
  statusCallback?: string;
  dateCreated: Date;
}

/**
 * Sends the real `twilio` SDK's requests to the loopback fake: `https://<product>.twilio.com/<path>`
 * becomes `http://127.0.0.1:<port>/<path>` (region/edge settings cannot point at localhost).
 */
export class LoopbackTwilioRequestClient extends twilio.RequestClient {
  constructor(private readonly port: number) {
    super();
  }

  override request<TData>(opts: RequestOptions<TData>) {
    const uri = String(opts.uri).replace(
      /^https:\/\/[a-z0-9.-]*twilio\.com/,
      `http://127.0.0.1:${this.port}`,
    );
    return super.request<TData>({ ...opts, uri });
  }
}

/** The X-Twilio-Signature Twilio would send for a webhook to `url` with form `params`. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  return twilio.getExpectedTwilioSignature(authToken, url, params);
}

function messageResource(accountSid: string, message: SentMessage) {
  const date = message.dateCreated.toUTCString();
  return {
    sid: message.sid,
    account_sid: accountSid,
    to: message.to,
    from: message.from ?? null,
    messaging_service_sid: message.messagingServiceSid ?? null,
    body: message.body,
    status: 'queued',
    num_segments: String(Math.ceil(message.body.length / 153) || 1),
    direction: 'outbound-api',
    date_created: date,
    date_updated: date,
    date_sent: date,
    error_code: null,
    error_message: null,
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
  };
}

export interface FakeTwilio {
  accountSid: string;
  authToken: string;
  port: number;
  /** Pass as `twilio(accountSid, authToken, { httpClient })`. */
  httpClient: LoopbackTwilioRequestClient;
  messages: SentMessage[];
  lookups: string[];
  setLineType(e164: string, type: LineType): void;
  setInvalid(number: string): void;
  /** The next API call answers with this Twilio error (e.g. 429 / 20429 Too Many Requests). */
  failNext(status: number, code: number, message: string): void;
  /** Every send to this number answers with this Twilio error (e.g. 400 / 21610 unsubscribed). */
  failFor(to: string, status: number, code: number, message: string): void;
  /** Hold each Messages create answer this long after the message is recorded (a slow carrier). */
  setSendDelay(ms: number): void;
  close(): Promise<void>;
}

/**
 * A loopback fake of the Twilio REST API parts we use: Messages create and Lookup v2 line type
 * intelligence, with HTTP basic auth checked like Twilio does.
 */
export async function startFakeTwilio(
  options: { accountSid?: string; authToken?: string } = {},
): Promise<FakeTwilio> {
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString('hex')}`;
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const messages: SentMessage[] = [];
  const lookups: string[] = [];
  const lineTypes = new Map<string, LineType>();
  const invalid = new Set<string>();
  const failures: { status: number; code: number; message: string }[] = [];
  const failuresFor = new Map<string, { status: number; code: number; message: string }>();
  let sendDelayMs = 0;
  const twilioError = (status: number, code: number, message: string) => ({
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
  });

  const server = await listenOnLoopback(async (req, res) => {
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      sendJson(res, 401, twilioError(401, 20003, 'Authenticate'));
      return;
    }
    const failure = failures.shift();
    if (failure) {
      sendJson(res, failure.status, twilioError(failure.status, failure.code, failure.message));
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
    if (req.method === 'POST' && send) {
      const form = new URLSearchParams(await readBody(req));
      const to = form.get('To');
      const body = form.get('Body');
      if (!to || !body || (!form.get('From') && !form.get('MessagingServiceSid'))) {
        sendJson(
          res,
          400,
          twilioError(400, 21604, "A 'To', 'Body' and 'From' or 'MessagingServiceSid' are required."),
        );
        return;
      }
      const refusal = failuresFor.get(to);
      if (refusal) {
        sendJson(res, refusal.status, twilioError(refusal.status, refusal.code, refusal.message));
        return;
      }
      const message: SentMessage = {
        sid: `SM${randomBytes(16).toString('hex')}`,
        to,
        from: form.get('From') ?? undefined,
        messagingServiceSid: form.get('MessagingServiceSid') ?? undefined,
        body,
        statusCallback: form.get('StatusCallback') ?? undefined,
        dateCreated: new Date(),
      };
      // Recorded before answering, like a carrier that accepted the text: a sender killed while
      // waiting for this answer has still sent it.
      messages.push(message);
      if (sendDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, sendDelayMs));
      sendJson(res, 201, messageResource(send[1]!, message));
      return;
    }
    if (req.method === 'GET' && send) {
      // Messages list, filtered by To and DateSent>= (a date, as Twilio filters).
      const to = url.searchParams.get('To');
      const after = url.searchParams.get('DateSent>');
      const since = after ? new Date(`${after.slice(0, 10)}T00:00:00Z`) : undefined;
      const pageSize = Number(url.searchParams.get('PageSize') ?? 50);
      const found = messages
        .filter((m) => (!to || m.to === to) && (!since || m.dateCreated >= since))
        .reverse()
        .slice(0, pageSize);
      sendJson(res, 200, {
        messages: found.map((m) => messageResource(send[1]!, m)),
        end: found.length > 0 ? found.length - 1 : 0,
        first_page_uri: url.pathname,
        next_page_uri: null,
        page: 0,
        page_size: pageSize,
        previous_page_uri: null,
        start: 0,
        uri: url.pathname + url.search,
      });
      return;
    }
    const lookup = /^\/v2\/PhoneNumbers\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && lookup) {
      const number = decodeURIComponent(lookup[1]!);
      lookups.push(number);
      const valid = !invalid.has(number) && /^\+[1-9]\d{7,14}$/.test(number);
      const wantsLineType = (url.searchParams.get('Fields') ?? '').includes('line_type_intelligence');
      sendJson(res, 200, {
        calling_country_code: valid ? '1' : null,
        country_code: valid ? 'US' : null,
        phone_number: number,
        national_format: valid ? number : null,
        valid,
        validation_errors: valid ? [] : ['INVALID_LENGTH'],
        line_type_intelligence:
          wantsLineType && valid
            ? {
                type: lineTypes.get(number) ?? 'mobile',
                carrier_name: 'Loopback Wireless',
                mobile_country_code: '310',
                mobile_network_code: '000',
                error_code: null,
              }
            : null,
        url: `https://lookups.twilio.com/v2/PhoneNumbers/${encodeURIComponent(number)}`,
      });
      return;
    }
    sendJson(res, 404, twilioError(404, 20404, `The requested resource ${url.pathname} was not found`));
  });

  return {
    accountSid,
    authToken,
    port: server.port,
    httpClient: new LoopbackTwilioRequestClient(server.port),
    messages,
    lookups,
    setLineType: (e164, type) => void lineTypes.set(e164, type),
    setInvalid: (number) => void invalid.add(number),
    failNext: (status, code, message) => void failures.push({ status, code, message }),
    failFor: (to, status, code, message) => void failuresFor.set(to, { status, code, message }),
    setSendDelay: (ms) => {
      sendDelayMs = ms;
    },
    close: server.close,
  };
}
