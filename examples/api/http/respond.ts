import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiEnvelope, ApiErrorEnvelope, FieldErrors } from '../../../schemas/api/index.ts';

/** Answers `{ status: 'success', message, data }` (spec §7). */
export function success<T>(c: Context, data: T, message = '', status: ContentfulStatusCode = 200) {
  const body: ApiEnvelope<T> = { status: 'success', message, data };
  return c.json(body, status);
}

/** Answers `{ status: 'error', message, data: null }`, with field errors on 422. */
export function failure(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: FieldErrors,
) {
  const body: ApiErrorEnvelope =
    errors === undefined
      ? { status: 'error', message, data: null }
      : { status: 'error', message, data: null, errors };
  return c.json(body, status);
}
