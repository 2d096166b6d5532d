import { describe, expect, it } from 'vitest';
import type { ReviewField } from '../../../../schemas/api/reviews.ts';
import {
  RATING_RANGE_MESSAGE,
  rateProductBody,
  reviewFormSchema,
  tooLongMessage,
} from './review-form-schema.ts';

const fields: ReviewField[] = [
  { name: 'rating', label: 'Your rating', type: 'rating', is_required: true, options: [] },
  { name: 'title', label: 'Title', type: 'text', is_required: false, options: [], max_length: 5 },
  { name: 'review', label: 'Your review', type: 'textarea', is_required: true, options: [] },
  {
    name: 'recommend',
    label: 'Recommend?',
    type: 'select',
    is_required: false,
    options: [{ value: 'yes', label: 'Yes' }],
  },
];

const messages = (values: Record<string, string>) => {
  const result = reviewFormSchema(fields).safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('review form rules (spec §5 messages)', () => {
  it('requires the required fields', () => {
    expect(messages({ rating: '', title: '', review: '  ', recommend: '' })).toEqual({
      rating: 'This field is required',
      review: 'This field is required',
    });
  });

  it('checks the rating range, the lengths and the choices', () => {
    expect(messages({ rating: '6', title: 'toolong', review: 'ok', recommend: 'maybe' })).toEqual({
      rating: RATING_RANGE_MESSAGE,
      title: tooLongMessage(5),
      recommend: 'This field is not valid',
    });
  });

  it('builds the rate-product body: the rating as a number, blank optional answers left out', () => {
    expect(
      rateProductBody(4, fields, { rating: '4', title: '', review: ' Good ', recommend: '' }),
    ).toEqual({
      product_id: 4,
      rating: 4,
      title: '',
      review: 'Good',
    });
  });
});
