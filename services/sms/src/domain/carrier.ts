/** Where texts go, as the use cases see it: Twilio when configured, the local outbox otherwise (adapters/). */
export interface OutgoingText {
  to: string;
  body: string;
  /** confirmation (reply YES) | daily | reply | notice (the web unsubscribe's) */
  kind: 'confirmation' | 'daily' | 'reply' | 'notice';
  /** The same key never makes two messages where the transport can tell (the outbox can). */
  idempotencyKey?: string;
  statusCallback?: string;
}

export interface SentText {
  sid: string;
}

export interface SmsTransport {
  readonly name: 'twilio' | 'outbox';
  send(text: OutgoingText): Promise<SentText>;
  /**
   * A text with this body already accepted for `to` since `since`, if any: how a sender that died
   * between the carrier's acceptance and recording it finds out, instead of sending again.
   */
  findSent(to: string, body: string, since: Date): Promise<SentText | undefined>;
}

/** Twilio's error codes that will not get better with a retry (the number, not the moment). */
const PERMANENT_CODES = new Map<number, 'invalid' | 'unsubscribed'>([
  [21211, 'invalid'], // invalid 'To' number
  [21214, 'invalid'], // 'To' number cannot be reached
  [21408, 'invalid'], // region not enabled
  [21610, 'unsubscribed'], // recipient replied STOP
  [21612, 'invalid'], // cannot route to this number
  [21614, 'invalid'], // not a mobile number
  [30003, 'invalid'], // unreachable handset
  [30005, 'invalid'], // unknown destination
  [30006, 'invalid'], // landline or unreachable carrier
  [30004, 'unsubscribed'], // message blocked by the recipient
]);

export class CarrierError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: number | undefined,
  ) {
    super(message);
    this.name = 'CarrierError';
  }

  /** 429 / 20429: the carrier asks us to slow down. */
  get rateLimited(): boolean {
    return this.status === 429 || this.code === 20429;
  }

  /** What a permanent failure means for the subscriber; undefined when a retry may succeed. */
  get permanent(): 'invalid' | 'unsubscribed' | undefined {
    if (this.code !== undefined && PERMANENT_CODES.has(this.code)) return PERMANENT_CODES.get(this.code);
    return undefined;
  }
}

export function permanentFailureFor(code: number | undefined): 'invalid' | 'unsubscribed' | undefined {
  return code !== undefined ? PERMANENT_CODES.get(code) : undefined;
}
