import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.ts';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { presetArgs } from '../../story-presets.ts';
import {
  cardOf,
  fixtureBareProduct,
  fixtureCap,
  fixtureJacket,
  ProductProviders,
  routeApi,
} from '../product-fixtures.tsx';
import { relatedProducts } from './index.ts';
import RelatedProducts from './RelatedProducts.tsx';

function renderRelated(api: ApiClient, props = presetArgs(relatedProducts, 'Four in a row')) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ProductProviders api={api}>
            <RelatedProducts {...props} />
          </ProductProviders>
        ),
      },
    ],
    { initialEntries: ['/product/monsoon-pro-rain-jacket'] },
  );
  return render(<RouterProvider router={router} />);
}

describe('RelatedProducts', () => {
  it('lists the related products of the page’s product as cards', async () => {
    const api = routeApi({
      'GET /api/product/single-product/monsoon-pro-rain-jacket/related': {
        products: [cardOf(fixtureCap), cardOf(fixtureBareProduct)],
      },
    });
    renderRelated(api);
    const section = await screen.findByRole('region', { name: 'You may also like' });
    const cards = await within(section).findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'Northwind Classic Cap' })).toHaveAttribute(
      'href',
      '/product/northwind-classic-cap',
    );
    // the product domain's controls are on every card
    expect(
      within(cards[0] as HTMLElement).getByRole('button', { name: 'Add to wishlist' }),
    ).toBeVisible();
    expect(
      within(cards[0] as HTMLElement).getByRole('button', { name: /Quick view/ }),
    ).toBeVisible();
  });

  it('shows at most `limit` products', async () => {
    const products = Array.from({ length: 6 }, (_, index) =>
      cardOf({
        ...fixtureJacket,
        id: 100 + index,
        slug: `jacket-${index}`,
        name: `Jacket ${index}`,
      }),
    );
    renderRelated(
      routeApi({
        'GET /api/product/single-product/monsoon-pro-rain-jacket/related': { products },
      }),
    );
    const section = await screen.findByRole('region', { name: 'You may also like' });
    expect(await within(section).findAllByRole('article')).toHaveLength(4);
  });

  it('renders nothing when there are none or the call fails', async () => {
    const failing = routeApi({
      'GET /api/product/single-product/monsoon-pro-rain-jacket/related': () => {
        throw new ApiError('Product not found', { status: 404 });
      },
    });
    const { container } = renderRelated(failing);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy]')).toBeNull();
  });
});
