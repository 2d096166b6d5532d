import { z } from 'zod';

/** The message of every 422 answer (the Laravel wording platforms already use). */
export const VALIDATION_FAILED_MESSAGE = 'The given data was invalid.';

/** The message of every 500 answer (spec §8 "Generic error"); details go to the server log only. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/**
 * Field errors of a 422 answer: a dotted field path (`keys`, `component_data.2.id`) to its
 * messages. Errors about the whole body or query use the key `body` or `query`.
 */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/**
 * A successful answer (spec §7): `status` is `'success'`, `message` may be shown as a toast,
 * `data` is parsed with the endpoint's own schema.
 */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    /** Anything but `'success'` is an error (spec §7). */
    status: z.literal('success'),
    /** Shown as a success toast unless the call is silenced; often empty. @default '' */
    message: z.string().default(''),
    /** The endpoint's payload. */
    data,
  });
}

/** `data` of a successful answer that carries nothing but its message (a logout, a heartbeat). */
export const noDataSchema = z.null();

/** An error answer: the message is shown as a toast, except for 422, which is left to forms. */
export const errorEnvelopeSchema = z.object({
  /** Always `'error'`. */
  status: z.literal('error'),
  /** What went wrong, worded for a shopper. */
  message: z.string(),
  /** Usually `null`; a platform may add context. @default null */
  data: z.unknown().default(null),
  /** Field errors, present on 422 answers only. */
  errors: fieldErrorsSchema.optional(),
});
export type ApiErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** A successful envelope carrying `T`. */
export interface ApiEnvelope<T> {
  status: 'success';
  message: string;
  data: T;
}

/** Any answer of the API: success with `T`, or an error. */
export type ApiResponse<T> = ApiEnvelope<T> | ApiErrorEnvelope;
