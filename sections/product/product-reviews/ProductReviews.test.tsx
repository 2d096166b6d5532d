import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.ts';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { productQueryKey } from '../../../runtime/commerce/product/product-query.ts';
import { ALREADY_REVIEWED_MESSAGE } from '../../../schemas/api/reviews.ts';
import { presetArgs } from '../../story-presets.ts';
import {
  fixtureAccount,
  fixtureJacket,
  fixtureReviewPage,
  ProductProviders,
  productValues,
  routeApi,
} from '../product-fixtures.tsx';
import { productReviews } from './index.ts';
import ProductReviews from './ProductReviews.tsx';

const fields = [
  { name: 'rating', label: 'Your rating', type: 'rating', is_required: true, options: [] },
  { name: 'title', label: 'Title', type: 'text', is_required: false, options: [], max_length: 150 },
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

function Where() {
  const location = useLocation();
  return (
    <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>
  );
}

function reviewsApi(total = 23, extra: Record<string, unknown> = {}) {
  return routeApi({
    'POST /api/plugins/review/product-reviews': ({ body }: { body?: unknown }) =>
      fixtureReviewPage((body as { page: number }).page, total),
    'GET /api/plugins/review/fields': { fields },
    ...extra,
  });
}

function renderReviews({
  api = reviewsApi(),
  values = productValues(),
  props = presetArgs(productReviews, 'Summary and reviews'),
}: {
  api?: ApiClient;
  values?: ReturnType<typeof productValues>;
  props?: Parameters<typeof ProductReviews>[0];
} = {}) {
  const element = (
    <ProductProviders
      api={api}
      values={values}
      queries={[[productQueryKey(fixtureJacket.slug), { product: fixtureJacket }]]}
    >
      <ProductReviews {...props} />
      <Where />
    </ProductProviders>
  );
  const router = createMemoryRouter(
    [
      { path: '/product/*', element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/product/monsoon-pro-rain-jacket'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('ProductReviews', () => {
  it('summarises the rating: overall, count and a bar per number of stars', async () => {
    renderReviews();
    expect(await screen.findByText('4.0')).toBeVisible();
    expect(screen.getByText('Based on 23 reviews')).toBeVisible();
    const bars = within(screen.getByRole('list', { name: 'Reviews by rating' })).getAllByRole(
      'listitem',
    );
    expect(bars.map((bar) => bar.textContent)).toEqual([
      '5 stars10 reviews',
      '4 stars7 reviews',
      '3 stars3 reviews',
      '2 stars1 review',
      '1 star2 reviews',
    ]);
  });

  it('shows 10 reviews from page 1 and loads 10 more at a time until all are shown (spec §9)', async () => {
    const api = reviewsApi();
    const user = userEvent.setup();
    renderReviews({ api });
    const list = await screen.findByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 23 reviews')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    expect(await screen.findByText('Showing 20 of 23 reviews')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more reviews' }));
    expect(await screen.findByText('Showing 23 of 23 reviews')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more reviews' })).not.toBeInTheDocument();
    const bodies = api.calls
      .filter((call) => call.path === '/api/plugins/review/product-reviews')
      .map((call) => call.options.body);
    expect(bodies).toEqual([
      { slug: 'monsoon-pro-rain-jacket', page: 1, perPage: 10 },
      { slug: 'monsoon-pro-rain-jacket', page: 2, perPage: 10 },
      { slug: 'monsoon-pro-rain-jacket', page: 3, perPage: 10 },
    ]);
  });

  it('invites the first review when there is none', async () => {
    renderReviews({ api: reviewsApi(0) });
    expect(
      await screen.findByText('No reviews yet. Be the first to review this product.'),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Reviews by rating' })).not.toBeInTheDocument();
  });

  it('asks a guest to log in before writing, and brings them back to the reviews', async () => {
    const user = userEvent.setup();
    renderReviews();
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/?login=1&redirect=%2Fproduct%2Fmonsoon-pro-rain-jacket%23reviews',
    );
  });

  it('checks the review form with the spec’s messages and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderReviews({ values: productValues({ account: fixtureAccount }) });
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    // the form is its own chunk: the first import takes a moment under test
    await user.type(
      await screen.findByRole('textbox', { name: 'Title' }, { timeout: 5000 }),
      'Dry all day',
    );
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'This field is required',
      'This field is required',
    ]);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Dry all day');
  });

  it('sends a review and refreshes the reviews; a second review is refused in place', async () => {
    let sent = 0;
    const api = reviewsApi(23, {
      'POST /api/plugins/review/rate-product': () => {
        sent += 1;
        if (sent > 1) {
          throw new ApiError('The given data was invalid.', {
            status: 422,
            fieldErrors: { product_id: [ALREADY_REVIEWED_MESSAGE] },
          });
        }
        return {
          review: {
            id: 99,
            rating: 5,
            title: 'Dry all day',
            review: 'Stayed dry.',
            author: 'Asha V.',
            answers: {},
            created_at: '2025-02-01T10:00:00.000Z',
          },
          rating: { average: 4.6, count: 13 },
        };
      },
    });
    const user = userEvent.setup();
    renderReviews({ api, values: productValues({ account: fixtureAccount }) });
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    await user.click(await screen.findByRole('radio', { name: '5 stars' }, { timeout: 5000 }));
    await user.type(screen.getByRole('textbox', { name: 'Your review (required)' }), 'Stayed dry.');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Would you recommend this product?' }),
      'yes',
    );
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument(),
    );
    expect(
      api.calls.find((call) => call.path === '/api/plugins/review/rate-product')?.options.body,
    ).toEqual({
      product_id: 1,
      rating: 5,
      title: '',
      review: 'Stayed dry.',
      recommend: 'yes',
    });
    // the first page was asked for again after the review was stored
    expect(
      api.calls.filter((call) => call.path === '/api/plugins/review/product-reviews').length,
    ).toBeGreaterThan(1);

    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    await user.click(await screen.findByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review (required)' }), 'Again.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ALREADY_REVIEWED_MESSAGE);
  });

  it('closes the form and refreshes the reviews when the stored review’s answer cannot be read', async () => {
    const api = reviewsApi(23, { 'POST /api/plugins/review/rate-product': { review: 'odd' } });
    const user = userEvent.setup();
    renderReviews({ api, values: productValues({ account: fixtureAccount }) });
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    await user.click(await screen.findByRole('radio', { name: '5 stars' }, { timeout: 5000 }));
    await user.type(screen.getByRole('textbox', { name: 'Your review (required)' }), 'Stayed dry.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      api.calls.filter((call) => call.path === '/api/plugins/review/product-reviews').length,
    ).toBeGreaterThan(1);
  });
});
