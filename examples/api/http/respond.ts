import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiEnvelope, ApiErrorEnvelope, FieldErrors } from '../../../schemas/api/index.ts';

/** Answers `{ status: 'success', message, data }` (spec §7). */
export function success<T>(c: Context, data: T, message = '', status: ContentfulStatusCode = 200) {
  const body: ApiEnvelope<T> = { status: 'success', message, data };
  return c.json(body, status);
}

/** Answers `{ status: 'error', message, data }` (`data` usually `null`), with field errors on 422. */
export function failure(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  errors?: FieldErrors,
  data: unknown = null,
) {
  const body: ApiErrorEnvelope =
    errors === undefined
      ? { status: 'error', message, data }
      : { status: 'error', message, data, errors };
  return c.json(body, status);
}
