import {
  type AnyEndpoint,
  type EndpointInput,
  type EndpointResult,
  expandPath,
  type HttpMethod,
} from '../../schemas/api/endpoint.ts';
import { ApiError } from './api-error.ts';
import { GENERIC_ERROR_MESSAGE } from './notifier.ts';

// zod-free: rows' schemas arrive by dynamic import when a call parses its answer (decision 0008).

/** The response envelope of every endpoint (spec §7). */
export interface ApiEnvelope<T = unknown> {
  status: 'success';
  message: string;
  data: T;
}

/** A query string value; arrays repeat the name. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[];

/** One HTTP exchange as the transport sees it. */
export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Suppress the success toast (errors still toast). @default the row's `silent` */
  silent?: boolean;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The row needs a customer's session (`access: 'customer'`): a 401 means it has ended. */
  needsSession?: boolean;
}

/** Sends one request and unwraps the envelope; applies the retry, toast and 422 rules. */
export type Transport = (
  method: HttpMethod,
  path: string,
  options: RequestOptions,
) => Promise<ApiEnvelope>;

/** What a caller passes besides the row's own inputs. */
export interface CallOptions {
  /** Overrides the row's `silent`: `true` keeps the success message from the toast. */
  silent?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The input of `api.call(row, input)`: the row's params, query and body, and call options. */
export type CallInput<E extends AnyEndpoint> = EndpointInput<E> & CallOptions;

/** `input` may be left out when the row needs none. */
export type CallArgs<E extends AnyEndpoint> =
  Record<string, never> extends EndpointInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/**
 * The storefront's API: every call names a row of the endpoint table (`schemas/api/endpoints`),
 * `api.call(cart.addItem, { body })`, and answers `data` parsed with the row's schema.
 */
export interface ApiClient {
  call<E extends AnyEndpoint>(row: E, ...input: CallArgs<E>): Promise<EndpointResult<E>>;
}

/**
 * An {@link ApiClient} over `transport`: builds the URL from the row's path template, sends the
 * row's method, and parses `data` with the row's schema at the boundary (DESIGN §4). An answer that
 * does not match the contract is logged and rejected with an `ApiError` (status 0, cause the
 * parse error) and no toast: callers with a fallback catch it.
 */
export function clientFromTransport(
  transport: Transport,
  log: (message: string, error: unknown) => void = (message, error) =>
    console.error(message, error),
): ApiClient {
  return {
    async call<E extends AnyEndpoint>(row: E, ...[input]: CallArgs<E>) {
      const given = (input ?? {}) as unknown as {
        params?: Record<string, string | number>;
        query?: Record<string, QueryValue>;
        body?: unknown;
      } & CallOptions;
      const path = expandPath(row.path, given.params);
      const envelope = await transport(row.method, path, {
        silent: given.silent ?? row.silent,
        ...(row.access === 'customer' && { needsSession: true }),
        ...(given.query !== undefined && { query: given.query }),
        ...(given.body !== undefined && { body: given.body }),
        ...(given.headers !== undefined && { headers: given.headers }),
        ...(given.signal !== undefined && { signal: given.signal }),
      });
      const { data: schema } = await row.schemas();
      const parsed = schema.safeParse(envelope.data);
      if (!parsed.success) {
        const error = new ApiError(GENERIC_ERROR_MESSAGE, { status: 0, cause: parsed.error });
        log(`[api] ${row.method} ${path} answered data that does not match the contract`, error);
        throw error;
      }
      return { data: parsed.data, message: envelope.message } as EndpointResult<E>;
    },
  };
}
