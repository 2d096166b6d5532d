import type { ReviewField } from '../../../schemas/api/index.ts';

/** Answers every review has; the other fields' answers are kept in `reviews.answers`. */
export const CORE_REVIEW_FIELDS = ['rating', 'title', 'review'] as const;

/** The write-a-review form (spec §3 "Reviews: fields"), in form order. */
export const reviewFields: ReviewField[] = [
  {
    name: 'rating',
    label: 'Your rating',
    type: 'rating',
    is_required: true,
    options: [],
  },
  {
    name: 'title',
    label: 'Title',
    type: 'text',
    is_required: false,
    options: [],
    max_length: 150,
  },
  {
    name: 'review',
    label: 'Your review',
    type: 'textarea',
    is_required: true,
    options: [],
    max_length: 5000,
  },
  {
    name: 'recommend',
    label: 'Would you recommend this product?',
    type: 'select',
    is_required: false,
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
];
