import type { z } from 'zod';
import { ACCOUNT_OPERATIONS } from './account.operations';
import { ANALYSIS_OPERATIONS } from './analysis.operations';
import { AUTH_OPERATIONS } from './auth.operations';
import { CHAT_OPERATIONS } from './chat.operations';
import { COMMUNITY_OPERATIONS } from './community.operations';
import { MANIFESTO_OPERATIONS } from './manifesto.operations';
import { MEDITATION_OPERATIONS } from './meditation.operations';
import type { Operation } from './operation';
import { PDF_OPERATIONS } from './pdf.operations';
import { PRIVACY_OPERATIONS } from './privacy.operations';
import { PROFILE_OPERATIONS } from './profiles.operations';
import { SMS_OPERATIONS } from './sms.operations';

/**
 * Every documented call: the 27 of spec 1 §7 and spec 2 §7, grouped by the service that owns the
 * path. The gateway's /api/docs, the fuzz tests and typed clients are built from this list.
 */
export const OPERATIONS = [
  ...AUTH_OPERATIONS,
  ...ACCOUNT_OPERATIONS,
  ...ANALYSIS_OPERATIONS,
  ...CHAT_OPERATIONS,
  ...COMMUNITY_OPERATIONS,
  ...SMS_OPERATIONS,
  ...PDF_OPERATIONS,
  ...MANIFESTO_OPERATIONS,
  ...MEDITATION_OPERATIONS,
  ...PRIVACY_OPERATIONS,
  ...PROFILE_OPERATIONS,
] as const satisfies readonly Operation[];

type AnyOperation = (typeof OPERATIONS)[number];
export type OperationId = AnyOperation['id'];
export type OperationById<Id extends OperationId> = Extract<AnyOperation, { id: Id }>;

type RequestPart<Id extends OperationId, Part extends 'body' | 'query'> =
  OperationById<Id> extends { request: { [P in Part]: infer S extends z.ZodType } } ? S : never;

/** What a client sends as the body of the call (before defaults apply). */
export type OperationRequestBody<Id extends OperationId> = z.input<RequestPart<Id, 'body'>>;
/** What a client sends as the query string of the call. */
export type OperationQuery<Id extends OperationId> = z.input<RequestPart<Id, 'query'>>;
/** The JSON body of the call's success answer. */
export type OperationResponseBody<Id extends OperationId> =
  OperationById<Id>['responses'] extends Record<number, infer R>
    ? R extends { schema: infer S extends z.ZodType }
      ? z.output<S>
      : never
    : never;

export function operationById<Id extends OperationId>(id: Id): OperationById<Id> {
  const found = OPERATIONS.find((operation) => operation.id === id);
  if (!found) throw new Error(`Unknown operation ${id}`);
  return found as OperationById<Id>;
}
