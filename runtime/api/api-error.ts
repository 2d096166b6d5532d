/** Field errors of a 422 answer, keyed by field name (`{ email: ['This field is required'] }`). */
export type FieldErrors = Record<string, string[]>;

/**
 * A failed call: an HTTP status of 400–599, a response whose `status` is not 'success', a body that
 * is not JSON, or no response at all (`status` 0).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  /** Per-field messages of a 422 answer; empty otherwise. */
  readonly fieldErrors: FieldErrors;
  /** The envelope's `data`, when the server sent one. */
  readonly data: unknown;

  constructor(
    message: string,
    options: { status: number; fieldErrors?: FieldErrors; data?: unknown; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.fieldErrors = options.fieldErrors ?? {};
    this.data = options.data ?? null;
  }

  /** A 422: the caller shows the field errors in its form; no toast is shown. */
  get isValidation(): boolean {
    return this.status === 422;
  }
}

/**
 * Type guard for {@link ApiError}. Also recognises an ApiError from another copy of this module:
 * on the server the request's client is created outside the React Router build while loaders
 * run inside it, so `instanceof` alone would miss errors thrown by that client.
 */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  const candidate = error as Partial<ApiError> | null;
  return (
    error instanceof Error &&
    candidate?.name === 'ApiError' &&
    typeof candidate.status === 'number' &&
    typeof candidate.fieldErrors === 'object'
  );
}
