import { z } from 'zod';
import { REVIEWS_PER_PAGE } from '../api-constants.ts';
import { productRatingSchema } from './catalogue.ts';
import { requiredText } from './customer-fields.ts';

export { REVIEWS_PER_PAGE } from '../api-constants.ts';

/** Answer to a second review of the same product by the same customer. */
export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this product.';

/** How a review form field is entered. */
export const reviewFieldTypeSchema = z.enum(['rating', 'text', 'textarea', 'select']);
export type ReviewFieldType = z.infer<typeof reviewFieldTypeSchema>;

/** One field of the write-a-review form (spec §3 "Reviews: fields"). */
export const reviewFieldSchema = z.object({
  /** Key of the answer in `POST /api/plugins/review/rate-product`, e.g. `rating`. */
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  /** Label shown on the form. */
  label: z.string().min(1),
  /** Input kind; `rating` is 1 to 5 stars. */
  type: reviewFieldTypeSchema,
  /** The review cannot be sent without it. @default false */
  is_required: z.boolean().default(false),
  /** Choices of a `select` field. @default [] */
  options: z.array(z.object({ value: z.string(), label: z.string() })).default([]),
  /** Longest answer of a text field, in characters. */
  max_length: z.number().int().positive().optional(),
});
export type ReviewField = z.infer<typeof reviewFieldSchema>;

/** `data` of `GET /api/plugins/review/fields`. */
export const reviewFieldsResponseSchema = z.object({
  /** The fields in form order. */
  fields: z.array(reviewFieldSchema),
});
export type ReviewFieldsResponse = z.infer<typeof reviewFieldsResponseSchema>;

/**
 * Body of `POST /api/plugins/review/rate-product`: the product, the rating, title and text, plus
 * one answer per extra field of `GET /api/plugins/review/fields` keyed by its `name` (e.g.
 * `recommend`). Keys that are not fields are ignored.
 */
export const rateProductRequestSchema = z.looseObject({
  /** The product reviewed. */
  product_id: z.number().int().positive(),
  /** Stars, 1 to 5. */
  rating: z
    .number({ error: 'The rating must be between 1 and 5.' })
    .int({ error: 'The rating must be between 1 and 5.' })
    .min(1, { error: 'The rating must be between 1 and 5.' })
    .max(5, { error: 'The rating must be between 1 and 5.' }),
  /** A headline. @default '' */
  title: z.string().trim().max(150).default(''),
  /** The review itself. */
  review: requiredText(5000),
});
export type RateProductRequest = z.infer<typeof rateProductRequestSchema>;

/** A published review. */
export const reviewSchema = z.object({
  /** Review id. */
  id: z.number().int().positive(),
  /** Stars, 1 to 5. */
  rating: z.number().int().min(1).max(5),
  /** Headline; may be empty. */
  title: z.string(),
  /** The review text. */
  review: z.string(),
  /** Who wrote it, shortened to first name and initial, e.g. `Asha V.`. */
  author: z.string(),
  /** Answers to the extra fields, by field name. @default {} */
  answers: z.record(z.string(), z.string()).default({}),
  /** When it was written (ISO 8601). */
  created_at: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;

/**
 * `data` of `POST /api/plugins/review/rate-product`: the stored review and the product's rating
 * aggregates after it (what product cards show), so the page can update without a refetch.
 */
export const rateProductResponseSchema = z.object({
  /** The stored review. */
  review: reviewSchema,
  /** The product's review aggregates, this review included. */
  rating: productRatingSchema,
});
export type RateProductResponse = z.infer<typeof rateProductResponseSchema>;

/** Body of `POST /api/plugins/review/product-reviews` (spec §9: 10 per page from page 1). */
export const productReviewsRequestSchema = z.object({
  /** The product's slug. */
  slug: requiredText(200),
  /** Page, starting at 1. @default 1 */
  page: z.number().int().min(1).max(100_000).default(1),
  /** Reviews per page. @default 10 */
  perPage: z.number().int().min(1).max(50).default(REVIEWS_PER_PAGE),
});
export type ProductReviewsRequest = z.infer<typeof productReviewsRequestSchema>;

const count = z.number().int().min(0);

/** `data` of `POST /api/plugins/review/product-reviews` (spec §3 "Reviews"), newest first. */
export const productReviewsResponseSchema = z.object({
  /** Reviews of this page. */
  reviews: z.array(reviewSchema),
  /** This page, starting at 1. */
  page: z.number().int().min(1),
  /** Reviews per page. */
  perPage: z.number().int().min(1),
  /** How many reviews gave each number of stars. */
  rating_count: z.object({ 1: count, 2: count, 3: count, 4: count, 5: count }),
  /** Reviews of the product on all pages. */
  total_reviews: count,
  /** Average rating to one decimal; 0 when there are no reviews. */
  overall_rating: z.number().min(0).max(5),
});
export type ProductReviewsResponse = z.infer<typeof productReviewsResponseSchema>;
