import { z } from 'zod';
import type { EndpointInput } from '../../../../schemas/api/endpoint.ts';
import type * as plugins from '../../../../schemas/api/endpoints/plugins.ts';
import type { ReviewField } from '../../../../schemas/api/reviews.ts';
import {
  FIELD_REQUIRED_MESSAGE,
  INVALID_VALUE_MESSAGE,
} from '../../../../schemas/api-constants.ts';

/** The rating's message, as the API words it. */
export const RATING_RANGE_MESSAGE = 'The rating must be between 1 and 5.';

/** What the review form holds: one string per field (a rating as '1'..'5', '' when unset). */
export type ReviewFormValues = Record<string, string>;

/** The longest-answer message of a text field (spec §5 "length messages"). */
export const tooLongMessage = (max: number) =>
  `The value may not be longer than ${max} characters.`;

function fieldRule(field: ReviewField): z.ZodType<string, string> {
  const text = z.string().trim();
  if (field.type === 'rating') {
    return text
      .refine((value) => value !== '' || !field.is_required, FIELD_REQUIRED_MESSAGE)
      .refine((value) => value === '' || /^[1-5]$/.test(value), RATING_RANGE_MESSAGE);
  }
  if (field.type === 'select') {
    return text
      .refine((value) => value !== '' || !field.is_required, FIELD_REQUIRED_MESSAGE)
      .refine(
        (value) => value === '' || field.options.some((option) => option.value === value),
        INVALID_VALUE_MESSAGE,
      );
  }
  const max = field.max_length ?? (field.type === 'textarea' ? 5000 : 255);
  return text
    .refine((value) => value !== '' || !field.is_required, FIELD_REQUIRED_MESSAGE)
    .refine((value) => value.length <= max, tooLongMessage(max));
}

/**
 * The zod schema of a review form built from `plugins.reviewFields` (spec §3 "Reviews:
 * fields"), with the spec's messages: 'This field is required', 'This field is not valid', the
 * length message and the rating's range.
 */
export function reviewFormSchema(fields: readonly ReviewField[]) {
  return z.object(Object.fromEntries(fields.map((field) => [field.name, fieldRule(field)])));
}

/** The body of `plugins.rateProduct`, as a caller writes it. */
type RateProductBody = EndpointInput<typeof plugins.rateProduct>['body'];

/**
 * The body of `plugins.rateProduct` for valid form values. Its rating and review are there because
 * the form's schema requires them (the API's review fields mark them required; it answers 422 if
 * they are not).
 */
export function rateProductBody(
  productId: number,
  fields: readonly ReviewField[],
  values: ReviewFormValues,
): RateProductBody {
  const body: Record<string, string | number> = { product_id: productId };
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (field.type === 'rating') {
      if (value !== '') body[field.name] = Number(value);
    } else if (value !== '' || field.name === 'title') {
      body[field.name] = value;
    }
  }
  return body as RateProductBody;
}
