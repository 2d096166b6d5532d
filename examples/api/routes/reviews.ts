import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { plugins } from '../../../schemas/api/endpoints.ts';
import { ALREADY_REVIEWED_MESSAGE, VALIDATION_FAILED_MESSAGE } from '../../../schemas/api/index.ts';
import { reviewFields } from '../data/review-fields.ts';
import { addReview, checkReviewAnswers, readProductReviews, toReview } from '../data/reviews.ts';
import type { ApiServices } from '../data/services.ts';
import { products, reviews } from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { mount } from '../http/mount.ts';
import { PRODUCT_NOT_FOUND } from './wishlist.ts';

/**
 * `/plugins/review/*` (spec §7 "Plugins"): the write-a-review form, rating a product (logged in,
 * once per product) and a product's reviews, 10 per page from page 1 (spec §9).
 */
export function reviewRoutes(services: ApiServices): Hono {
  const { db, now } = services;
  const routes = new Hono();

  mount(routes, plugins.reviewFields, () => ({ data: { fields: reviewFields } }));

  mount(routes, plugins.rateProduct, async ({ customer, body }) => {
    const { answers, errors } = checkReviewAnswers(reviewFields, body);
    if (Object.keys(errors).length > 0) throw new ApiError(422, VALIDATION_FAILED_MESSAGE, errors);
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, body.product_id), eq(products.isPublished, true)));
    if (product === undefined) throw notFound(PRODUCT_NOT_FOUND);

    const added = await db.transaction((tx) =>
      addReview(tx, {
        productId: product.id,
        customerId: customer.id,
        rating: body.rating,
        title: body.title,
        body: body.review,
        answers,
        createdAt: now(),
      }),
    );
    if (added === undefined) {
      throw new ApiError(422, VALIDATION_FAILED_MESSAGE, {
        product_id: [ALREADY_REVIEWED_MESSAGE],
      });
    }
    const [stored] = await db.select().from(reviews).where(eq(reviews.id, added.id));
    if (stored === undefined) throw new Error('rate-product: the review vanished');
    return {
      data: {
        review: toReview({
          review: stored,
          firstName: customer.firstName,
          lastName: customer.lastName,
        }),
        rating: added.rating,
      },
      message: 'Thank you for your review.',
      status: 201,
    };
  });

  mount(routes, plugins.productReviews, async ({ body: { slug, page, perPage } }) => {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, slug), eq(products.isPublished, true)));
    if (product === undefined) throw notFound(PRODUCT_NOT_FOUND);
    return { data: await readProductReviews(db, product.id, page, perPage) };
  });

  return routes;
}
