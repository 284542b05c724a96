import twilio from 'twilio';
import { maskPhoneNumbers } from '@uniform/service-kit';
import { CarrierError, type OutgoingText, type SentText, type SmsTransport } from '../domain/carrier';

type RequestOptions<TData> = import('twilio/lib/base/RequestClient').RequestOptions<TData>;

/**
 * The SDK's HTTP client pointed at another base URL: `https://<product>.twilio.com/<path>` becomes
 * `<base>/<path>` (region/edge settings cannot point at a loopback fake; this can).
 */
export class RedirectingRequestClient extends twilio.RequestClient {
  constructor(private readonly baseUrl: string) {
    super({ keepAlive: true });
  }

  override request<TData>(opts: RequestOptions<TData>) {
    const uri = String(opts.uri).replace(
      /^https:\/\/[a-z0-9.-]*twilio\.com/,
      this.baseUrl.replace(/\/+$/, ''),
    );
    return super.request<TData>({ ...opts, uri });
  }
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  /** A base URL replacing *.twilio.com (tests, benchmarks). */
  apiBaseUrl?: string;
}

export type TwilioClient = ReturnType<typeof twilio>;

export function createTwilioClient(settings: TwilioSettings): TwilioClient {
  return twilio(settings.accountSid, settings.authToken, {
    httpClient: settings.apiBaseUrl
      ? new RedirectingRequestClient(settings.apiBaseUrl)
      : new twilio.RequestClient({ keepAlive: true }),
    autoRetry: false,
  });
}

/**
 * The carrier's error as ours: status, code and message only (an SDK or HTTP error also carries the
 * request, whose URL and body hold the number), with any number in the message masked for the logs.
 */
export function toCarrierError(error: unknown): CarrierError {
  if (error instanceof CarrierError) return error;
  const e = error as { message?: string; status?: number; code?: number };
  return new CarrierError(
    maskPhoneNumbers(e?.message ?? String(error)),
    typeof e?.status === 'number' ? e.status : undefined,
    typeof e?.code === 'number' ? e.code : undefined,
  );
}

export function twilioTransport(client: TwilioClient, settings: TwilioSettings): SmsTransport {
  const sender = settings.messagingServiceSid
    ? { messagingServiceSid: settings.messagingServiceSid }
    : { from: settings.from! };
  return {
    name: 'twilio',
    async send(text: OutgoingText): Promise<SentText> {
      try {
        const message = await client.messages.create({
          to: text.to,
          body: text.body,
          ...sender,
          ...(text.statusCallback ? { statusCallback: text.statusCallback } : {}),
        });
        return { sid: message.sid };
      } catch (error) {
        throw toCarrierError(error);
      }
    },
    async findSent(to, body, since) {
      try {
        const recent = await client.messages.list({ to, dateSentAfter: since, limit: 20 });
        const match = recent.find(
          (m) => m.body === body && m.direction !== 'inbound' && (!m.dateCreated || m.dateCreated >= since),
        );
        return match ? { sid: match.sid } : undefined;
      } catch (error) {
        throw toCarrierError(error);
      }
    },
  };
}
