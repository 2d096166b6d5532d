import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '../../../schemas/api/index.ts';

/**
 * An error answer a route decides on (404, 401, 422...). Thrown from handlers and turned into the
 * error envelope by the app's error handler; anything else thrown becomes a logged 500.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors: FieldErrors | undefined;
  /** The error envelope's `data`: context for the caller (a validation verdict, a declined payment). */
  readonly data: unknown;

  constructor(status: ContentfulStatusCode, message: string, errors?: FieldErrors, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.data = data ?? null;
  }
}

/** 404 with the given message. */
export function notFound(message = 'Not found'): ApiError {
  return new ApiError(404, message);
}
