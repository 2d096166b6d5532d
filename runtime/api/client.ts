import { FetchError, ofetch } from 'ofetch';
import { ApiError, type FieldErrors } from './api-error.ts';
import {
  type ApiClient,
  type ApiEnvelope,
  clientFromTransport,
  type RequestOptions,
  type Transport,
} from './endpoint-client.ts';
import { GENERIC_ERROR_MESSAGE, type Notifier, silentNotifier } from './notifier.ts';
import { type HttpMethod, RETRYABLE_STATUSES, retriesFor } from './retry-policy.ts';

export type { ApiClient } from './endpoint-client.ts';

export interface ApiClientOptions {
  /** Origin (and path prefix) the API paths are resolved against. @default '' (same origin) */
  baseURL?: string;
  /** Headers sent with every call; on the server, the shopper's `cookie`. */
  headers?: Record<string, string>;
  /** Success and error messages go here. @default silentNotifier */
  notifier?: Notifier;
  /** A fetch implementation, e.g. the embedded API's in-process handler. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Called with each `Set-Cookie` header the API answers with (SSR forwards them). */
  onSetCookie?: (cookie: string) => void;
  /** Logs failed calls (spec §8: request and fetch errors are also logged). @default console.error */
  log?: (message: string, error: unknown) => void;
  /**
   * Called instead of the error toast when a customer's call answers 401: the session ended, and
   * the page asks the customer to log in again (runtime/api/session-expiry.ts). Without it, the
   * 401 is an error like any other.
   */
  onSessionExpired?: () => boolean;
  /** Milliseconds before a call is abandoned, so the UI is never stuck. @default 15000 */
  timeout?: number;
}

interface RawEnvelope {
  status?: unknown;
  message?: unknown;
  data?: unknown;
  errors?: unknown;
}

/**
 * The storefront's HTTP client (DESIGN §4, spec §7): credentials on every call, the
 * `{status, message, data}` envelope, GET retried once on 408/409/425/429/500/502/503/504 and
 * other methods never, toasts for success (unless silent) and errors (except 422, whose field
 * errors are thrown to the caller's form). Works the same in SSR with the shopper's cookies.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const log = options.log ?? ((message, error) => console.error(message, error));
  return clientFromTransport(createTransport(options), log);
}

/** The HTTP exchange under {@link createApiClient}: ofetch with the rules above. */
export function createTransport(options: ApiClientOptions = {}): Transport {
  const notifier = options.notifier ?? silentNotifier;
  const log = options.log ?? ((message, error) => console.error(message, error));
  const $fetch = ofetch.create(
    {
      baseURL: options.baseURL ?? '',
      credentials: 'include',
      responseType: 'text',
      timeout: options.timeout ?? 15_000,
      retryStatusCodes: [...RETRYABLE_STATUSES],
      retryDelay: 250,
      onResponse({ response }) {
        if (!options.onSetCookie) return;
        for (const cookie of response.headers.getSetCookie()) options.onSetCookie(cookie);
      },
    },
    options.fetch ? { fetch: options.fetch } : {},
  );

  async function request(
    method: HttpMethod,
    path: string,
    request: RequestOptions,
  ): Promise<ApiEnvelope> {
    let text: string;
    let status = 0;
    try {
      const response = await $fetch.raw<string, 'text'>(path, {
        method,
        retry: retriesFor(method),
        headers: { accept: 'application/json', ...options.headers, ...request.headers },
        ...(request.query && { query: request.query }),
        ...(request.body !== undefined && {
          body: request.body as BodyInit | Record<string, unknown>,
        }),
        ...(request.signal && { signal: request.signal }),
      });
      status = response.status;
      text = response._data ?? '';
    } catch (cause) {
      const error = toApiError(cause);
      // a call its caller cancelled (a query left behind by a navigation) failed nobody: no log,
      // no toast
      if (request.signal?.aborted) throw error;
      // a customer whose session ended is asked to log in again, in place: no error to report
      if (error.status === 401 && request.needsSession && options.onSessionExpired?.()) throw error;
      log(`[api] ${method} ${path} failed: ${error.message}`, cause);
      if (!error.isValidation) notifier.error(error.message);
      throw error;
    }

    const envelope = parseEnvelope(text, status);
    if (envelope.status !== 'success') {
      const error = new ApiError(messageOf(envelope) ?? GENERIC_ERROR_MESSAGE, {
        status,
        data: envelope.data,
      });
      log(`[api] ${method} ${path} answered status "${String(envelope.status)}"`, error);
      notifier.error(error.message);
      throw error;
    }
    const message = messageOf(envelope) ?? '';
    if (message && !request.silent) notifier.success(message);
    return { status: 'success', message, data: envelope.data };
  }

  return request;
}

function parseEnvelope(text: string, status: number): RawEnvelope {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(`The server answered ${status} with a body that is not JSON`, { status });
  }
  if (typeof value !== 'object' || value === null) {
    throw new ApiError(`The server answered ${status} without a response envelope`, { status });
  }
  return value as RawEnvelope;
}

function messageOf(envelope: RawEnvelope): string | undefined {
  return typeof envelope.message === 'string' && envelope.message.trim()
    ? envelope.message
    : undefined;
}

function toFieldErrors(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[field] = messages.map(String);
    else if (typeof messages === 'string') errors[field] = [messages];
  }
  return errors;
}

function toApiError(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  if (cause instanceof FetchError && cause.response) {
    const status = cause.response.status;
    let envelope: RawEnvelope | undefined;
    try {
      envelope = JSON.parse(String(cause.data ?? '')) as RawEnvelope;
    } catch {
      return new ApiError(`The server answered ${status} with a body that is not JSON`, {
        status,
        cause,
      });
    }
    return new ApiError(messageOf(envelope ?? {}) ?? `Request failed with status ${status}`, {
      status,
      fieldErrors: toFieldErrors(envelope?.errors),
      data: envelope?.data,
      cause,
    });
  }
  const message = cause instanceof Error && cause.message ? cause.message : GENERIC_ERROR_MESSAGE;
  return new ApiError(message, { status: 0, cause });
}
