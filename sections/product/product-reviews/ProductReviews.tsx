import { useQueries, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { productKeyOf, productQuery } from '../../../runtime/commerce/product/product-query.ts';
import {
  loginRedirectUrl,
  rememberLoginRedirect,
} from '../../../runtime/routing/login-redirect.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { afterShopperKnown } from '../../../runtime/storefront/shopper-hint.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import type { ProductReviewsResponse, Review } from '../../../schemas/api/reviews.ts';
import { Button, Container, styled, VisuallyHidden } from '../../../themes/index.ts';
import { Rating } from '../../../themes/ui/Rating.tsx';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { productReviewsQuery, reviewFieldsQuery } from './reviews-query.ts';
import type { productReviewsSchema } from './schema.ts';

// In a subfolder on purpose: the server maps `sections/<group>/<key>/<Component>.tsx` chunks to
// section keys for preloading, and this lazy part must not be taken for the section itself.
const ReviewForm = lazy(() => import('./form/ReviewForm.tsx'));

const Section = styled('section', {
  paddingBlock: '$6',
  scrollMarginTop: '96px',
  '& h2': { margin: '0 0 $4', fontSize: '1.5rem' },
});
const Layout = styled('div', {
  display: 'grid',
  gap: '$6',
  '@md': { gridTemplateColumns: 'minmax(220px, 1fr) minmax(0, 2fr)' },
});
const Summary = styled('div', { display: 'grid', gap: '$3', alignContent: 'start' });
const Overall = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  margin: 0,
  '& strong': { fontSize: '2.5rem', lineHeight: 1 },
});
const Bars = styled('ul', {
  display: 'grid',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': {
    display: 'grid',
    gridTemplateColumns: '4.5em 1fr 2.5em',
    alignItems: 'center',
    gap: '$2',
    fontSize: '$sm',
  },
});
const Track = styled('span', {
  display: 'block',
  height: '8px',
  borderRadius: '$pill',
  backgroundColor: '$surface',
  overflow: 'hidden',
  '& span': { display: 'block', height: '100%', backgroundColor: '#b7791f' },
});
const List = styled('ol', {
  display: 'grid',
  gap: '$5',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& article': {
    display: 'grid',
    gap: '$2',
    paddingBottom: '$5',
    borderBottom: '1px solid $border',
  },
  '& h3': { margin: 0, fontSize: '1rem' },
  '& p': { margin: 0, lineHeight: 1.6 },
});
const Byline = styled('p', { color: '$muted', fontSize: '$sm' });
const Muted = styled('p', { margin: 0, color: '$muted' });
const Footer = styled('div', {
  display: 'grid',
  gap: '$3',
  justifyItems: 'start',
  marginTop: '$5',
});

const DATE_FORMAT = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
const STARS = [5, 4, 3, 2, 1] as const;

/** '1 review', '23 reviews'. */
export function reviewCount(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

function RatingSummary({ data }: { data: ProductReviewsResponse }) {
  const total = data.total_reviews;
  return (
    <Summary>
      <Overall>
        <strong>{data.overall_rating.toFixed(1)}</strong>
        <span>
          <Rating value={data.overall_rating} size={20} />
          <br />
          Based on {reviewCount(total)}
        </span>
      </Overall>
      <Bars aria-label="Reviews by rating">
        {STARS.map((stars) => {
          const count = data.rating_count[stars];
          const share = total > 0 ? Math.round((count / total) * 100) : 0;
          return (
            <li key={stars}>
              <span>
                {stars} {stars === 1 ? 'star' : 'stars'}
              </span>
              <Track aria-hidden="true">
                <span style={{ width: `${share}%` }} />
              </Track>
              <span>
                {count}
                <VisuallyHidden> {count === 1 ? 'review' : 'reviews'}</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </Bars>
    </Summary>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li>
      <article aria-label={`Review by ${review.author}`}>
        <Rating value={review.rating} />
        {review.title && <h3>{review.title}</h3>}
        <p>{review.review}</p>
        <Byline>
          {review.author} ·{' '}
          <time dateTime={review.created_at}>
            {DATE_FORMAT.format(new Date(review.created_at))}
          </time>
        </Byline>
      </article>
    </li>
  );
}

/**
 * A product's reviews (spec §2 "reviews and rating summary"): the overall rating, the count and
 * a bar per number of stars, then the reviews 10 at a time with 'Load more' (spec §9), and the
 * write-a-review form for customers; a guest who wants to write one is asked to log in and comes
 * back here afterwards. The first page is loaded on the server with the page.
 */
export default function ProductReviews(props: SectionProps<typeof productReviewsSchema>) {
  const { product: chosen, heading, show_summary, allow_reviews } = props;
  const api = useApi();
  const location = useLocation();
  const pageLocation = usePageLocation();
  const navigate = useNavigate();
  const { isLoggedIn } = useStorefront();
  const headingId = useId();
  const slug = chosen || productKeyOf(pageLocation);
  const [pageCount, setPageCount] = useState(1);
  const [writing, setWriting] = useState(false);
  const pages = useQueries({
    queries: Array.from({ length: slug ? pageCount : 0 }, (_, index) =>
      productReviewsQuery(api, slug ?? '', index + 1),
    ),
  });
  const product = useQuery({ ...productQuery(api, slug ?? ''), enabled: writing && slug !== null });
  const fields = useQuery({ ...reviewFieldsQuery(api), enabled: writing });

  if (!slug) return null;
  const first = pages[0];
  const summary = first?.data;
  const reviews = pages.flatMap((page) => page.data?.reviews ?? []);
  const total = summary?.total_reviews ?? 0;
  const loadingMore = pageCount > 1 && pages.some((page) => page.isPending);
  const hasMore = reviews.length < total && !pages.some((page) => page.isError);

  const write = () =>
    afterShopperKnown(isLoggedIn, (customer) => {
      if (customer) {
        setWriting(true);
        return;
      }
      const here = `${location.pathname}${location.search}#reviews`;
      rememberLoginRedirect(here);
      navigate(loginRedirectUrl(here));
    });

  return (
    <Section id="reviews" aria-labelledby={headingId} aria-busy={first?.isPending || undefined}>
      <Container width="wide">
        <h2 id={headingId}>{heading}</h2>
        {first?.isPending ? (
          <Layout>
            <Skeleton height="160px" />
            <Skeleton height="240px" />
          </Layout>
        ) : first?.isError || !summary ? (
          <Muted role="status">The reviews could not be loaded. Please try again later.</Muted>
        ) : (
          <Layout>
            {show_summary && total > 0 ? (
              <RatingSummary data={summary} />
            ) : (
              <div hidden={!show_summary} />
            )}
            <div>
              {total === 0 ? (
                <Muted>No reviews yet. Be the first to review this product.</Muted>
              ) : (
                <List aria-label="Reviews">
                  {reviews.map((review) => (
                    <ReviewItem key={review.id} review={review} />
                  ))}
                </List>
              )}
              <Footer>
                {total > 0 && (
                  <Muted role="status">
                    Showing {reviews.length} of {reviewCount(total)}
                  </Muted>
                )}
                {hasMore && (
                  <Button
                    variant="secondary"
                    loading={loadingMore}
                    loadingLabel="Loading more reviews"
                    onClick={() => setPageCount((count) => count + 1)}
                  >
                    Load more reviews
                  </Button>
                )}
                {allow_reviews && !writing && (
                  <Button variant="ghost" onClick={write}>
                    Write a review
                  </Button>
                )}
              </Footer>
              {allow_reviews && writing && (
                <div style={{ marginTop: '24px' }}>
                  {product.data && fields.data ? (
                    <Suspense fallback={<Skeleton height="320px" />}>
                      <ReviewForm
                        productId={product.data.id}
                        slug={slug}
                        fields={fields.data.fields}
                        onClose={() => setWriting(false)}
                      />
                    </Suspense>
                  ) : product.isError || fields.isError ? (
                    <Muted role="alert">
                      The review form could not be loaded. Please try again later.
                    </Muted>
                  ) : (
                    <Skeleton height="320px" />
                  )}
                </div>
              )}
            </div>
          </Layout>
        )}
      </Container>
    </Section>
  );
}
