import type { z } from 'zod';

/**
 * The shape of one documented call. Each service's file lists its calls with this shape; OPERATIONS
 * joins them, and the OpenAPI document, the gateway's docs and the tests are built from that list.
 */
export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/**
 * none: anyone, nothing personal; optional: works signed out, acts on the session when there is
 * one; required: 401 JSON when signed out.
 */
export type AuthRequirement = 'none' | 'optional' | 'required';

export interface OperationResponse {
  readonly description: string;
  /** The application/json body. */
  readonly schema?: z.ZodType;
  /** A non-JSON body (e.g. application/pdf), documented as binary. */
  readonly contentType?: string;
  /**
   * Asked for with `Accept: text/event-stream`: the answer streams as server-sent events, each
   * `data:` line one JSON event of this shape.
   */
  readonly stream?: z.ZodType;
  /** Response headers worth knowing: name → what it holds. */
  readonly headers?: Readonly<Record<string, string>>;
}

/**
 * One call, spelled out field by field: the service files are read as the API's documentation, so
 * each call states its own auth, request and answers instead of inheriting them from a builder.
 * What the calls share is this shape; what they share in wording sits in constants beside them.
 */
export interface Operation {
  /** operationId in the OpenAPI document; camelCase. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  readonly summary: string;
  readonly description: string;
  /** Choices we made where the spec says "not shown"; they appear in the OpenAPI description. */
  readonly decisions?: readonly string[];
  readonly auth: AuthRequirement;
  /** params: the `{name}` segments of the path (`/api/style-profiles/{id}/restore`). */
  readonly request?: { readonly body?: z.ZodType; readonly query?: z.ZodType; readonly params?: z.ZodType };
  /** Success answers by status. */
  readonly responses: Readonly<Record<number, OperationResponse>>;
  /** Errors this call answers on purpose, by status → when; the platform's own errors are added for every call. */
  readonly errors?: Readonly<Record<number, string>>;
}
