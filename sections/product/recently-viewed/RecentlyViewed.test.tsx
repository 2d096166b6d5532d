import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.ts';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { recentlyViewedStore } from '../../../runtime/commerce/recently-viewed/recently-viewed-store.ts';
import { presetArgs } from '../../story-presets.ts';
import {
  cardOf,
  fixtureBareProduct,
  fixtureCap,
  fixtureJacket,
  ProductProviders,
  routeApi,
} from '../product-fixtures.tsx';
import { recentlyViewed } from './index.ts';
import RecentlyViewed from './RecentlyViewed.tsx';

const lastFour = presetArgs(recentlyViewed, 'Last four');

function view(...products: { id: number; slug: string; name: string }[]) {
  for (const product of [...products].reverse()) recentlyViewedStore.getState().recordView(product);
}

function renderRecent(api: ApiClient, url = '/product/monsoon-pro-rain-jacket') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ProductProviders api={api}>
            <RecentlyViewed {...lastFour} />
          </ProductProviders>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => recentlyViewedStore.getState().clear());

describe('RecentlyViewed', () => {
  it('lists the products viewed, newest first, without the page’s own product', async () => {
    view(fixtureCap, fixtureJacket, fixtureBareProduct);
    const api = routeApi({
      'POST /api/product/product-grid': {
        products: [cardOf(fixtureCap), cardOf(fixtureBareProduct)],
      },
    });
    renderRecent(api);
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    expect(
      (await within(section).findAllByRole('heading', { level: 3 })).map(
        (heading) => heading.textContent,
      ),
    ).toEqual(['Northwind Classic Cap', 'Pop-up Beach Shelter']);
    expect(api.calls[0]?.options.body).toEqual({ ids: [3, 2], limit: 2 });
  });

  it('renders nothing on the server, where the list cannot be known', () => {
    view(fixtureCap);
    const html = renderToString(
      <MemoryRouter initialEntries={['/product/monsoon-pro-rain-jacket']}>
        <ProductProviders>
          <RecentlyViewed {...lastFour} />
        </ProductProviders>
      </MemoryRouter>,
    );
    expect(html).toBe('');
  });

  it('renders nothing when nothing else was viewed', () => {
    view(fixtureJacket);
    const { container } = renderRecent(routeApi({}));
    expect(container).toBeEmptyDOMElement();
  });

  it('links the remembered names when the cards cannot be fetched', async () => {
    view(fixtureCap);
    renderRecent(
      routeApi({
        'POST /api/product/product-grid': () => {
          throw new ApiError('Server error', { status: 500 });
        },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Northwind Classic Cap' })).toHaveAttribute(
      'href',
      '/product/northwind-classic-cap',
    );
  });
});
