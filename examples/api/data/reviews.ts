import { count, desc, eq, sql } from 'drizzle-orm';
import {
  FIELD_REQUIRED_MESSAGE,
  type FieldErrors,
  INVALID_VALUE_MESSAGE,
  type ProductReviewsResponse,
  productReviewsResponseSchema,
  type Review,
  type ReviewField,
  reviewSchema,
} from '../../../schemas/api/index.ts';
import { customers, products, reviews } from '../db/schema.ts';
import { CORE_REVIEW_FIELDS } from './review-fields.ts';
import type { Queryable } from './services.ts';

/** A review row with its author's names. */
interface ReviewWithAuthor {
  review: typeof reviews.$inferSelect;
  firstName: string;
  lastName: string;
}

/** A review as the API answers it; the author is shortened to first name and initial. */
export function toReview({ review, firstName, lastName }: ReviewWithAuthor): Review {
  const initial = lastName.trim().charAt(0);
  return reviewSchema.parse({
    id: review.id,
    rating: review.rating,
    title: review.title,
    review: review.body,
    author: initial === '' ? firstName : `${firstName} ${initial.toUpperCase()}.`,
    answers: review.answers,
    created_at: review.createdAt.toISOString(),
  });
}

/**
 * Checks the answers to the extra review fields (those besides rating, title and review): a
 * `select` answer must be one of its options, a text answer at most `max_length` long, and a
 * required field must be answered. Returns the answers by field name, or field errors.
 */
export function checkReviewAnswers(
  fields: readonly ReviewField[],
  input: Readonly<Record<string, unknown>>,
): { answers: Record<string, string>; errors: FieldErrors } {
  const answers: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const field of fields) {
    if ((CORE_REVIEW_FIELDS as readonly string[]).includes(field.name)) continue;
    const raw = input[field.name];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === undefined || value === null || value === '') {
      if (field.is_required) errors[field.name] = [FIELD_REQUIRED_MESSAGE];
      continue;
    }
    const valid =
      typeof value === 'string' &&
      (field.type === 'select'
        ? field.options.some((option) => option.value === value)
        : value.length <= (field.max_length ?? 1000));
    if (valid) answers[field.name] = value;
    else errors[field.name] = [INVALID_VALUE_MESSAGE];
  }
  return { answers, errors };
}

/** One page of a product's reviews with the star distribution, all from the stored reviews. */
export async function readProductReviews(
  db: Queryable,
  productId: number,
  page: number,
  perPage: number,
): Promise<ProductReviewsResponse> {
  const ofProduct = eq(reviews.productId, productId);
  const [rows, distribution] = await Promise.all([
    db
      .select({ review: reviews, firstName: customers.firstName, lastName: customers.lastName })
      .from(reviews)
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .where(ofProduct)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ rating: reviews.rating, count: count() })
      .from(reviews)
      .where(ofProduct)
      .groupBy(reviews.rating),
  ]);
  const ratingCount = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, count: n } of distribution) {
    if (rating === 1 || rating === 2 || rating === 3 || rating === 4 || rating === 5) {
      ratingCount[rating] = n;
    }
    total += n;
    sum += rating * n;
  }
  return productReviewsResponseSchema.parse({
    reviews: rows.map(toReview),
    page,
    perPage,
    rating_count: ratingCount,
    total_reviews: total,
    overall_rating: total === 0 ? 0 : Math.round((sum / total) * 10) / 10,
  });
}

/**
 * Stores a review and adds it to the product's rating aggregates, in the caller's transaction.
 * Returns `undefined` when the customer already reviewed the product (nothing changes).
 * Aggregates are updated incrementally: a store may carry ratings that have no written review
 * (as the demo catalogue's seeded aggregates do), so they are not recounted from the rows.
 */
export async function addReview(
  tx: Queryable,
  review: typeof reviews.$inferInsert,
): Promise<{ id: number; rating: { average: number; count: number } } | undefined> {
  const [inserted] = await tx
    .insert(reviews)
    .values(review)
    .onConflictDoNothing({ target: [reviews.customerId, reviews.productId] })
    .returning({ id: reviews.id });
  if (inserted === undefined) return undefined;
  const [product] = await tx
    .update(products)
    .set({
      ratingAverage: sql`round((${products.ratingAverage} * ${products.ratingCount} + ${review.rating}::int) / (${products.ratingCount} + 1), 2)`,
      ratingCount: sql`${products.ratingCount} + 1`,
    })
    .where(eq(products.id, review.productId))
    .returning({ average: products.ratingAverage, count: products.ratingCount });
  if (product === undefined) throw new Error(`addReview: product ${review.productId} is gone`);
  return { id: inserted.id, rating: { average: Number(product.average), count: product.count } };
}
