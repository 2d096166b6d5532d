import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { presetArgs } from '../../story-presets.ts';
import { CatalogueProviders, fixtureProducts, routeApi } from '../catalogue-fixtures.tsx';
import { productGrid } from './index.ts';
import ProductGrid from './ProductGrid.tsx';
import { productGridRequest } from './product-grid-query.ts';

const bestSellers = presetArgs(productGrid, 'Best sellers');

function renderGrid(props: Parameters<typeof ProductGrid>[0], api: ApiClient) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <CatalogueProviders api={api}>
          <ProductGrid {...props} />
        </CatalogueProviders>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('ProductGrid', () => {
  it('asks for the collection’s products and shows them as cards under the heading', async () => {
    const api = routeApi({ 'POST /api/product/product-grid': { products: fixtureProducts } });
    renderGrid(bestSellers, api);
    const region = await screen.findByRole('region', { name: 'Best sellers' });
    expect(await within(region).findAllByRole('article')).toHaveLength(fixtureProducts.length);
    expect(api.calls[0]?.options.body).toEqual({
      collection: 'best-sellers',
      limit: 8,
      sort: 'rating',
    });
    expect(within(region).getByRole('link', { name: 'Shop best sellers' })).toHaveAttribute(
      'href',
      '/product-collection/best-sellers',
    );
  });

  it('lays the cards out with the columns of each breakpoint', async () => {
    const api = routeApi({ 'POST /api/product/product-grid': { products: fixtureProducts } });
    renderGrid(presetArgs(productGrid, 'Picked products'), api);
    const list = (await screen.findAllByRole('article'))[0]?.closest('ul') as HTMLElement;
    expect(list.style.getPropertyValue('--sf-cols-sm')).toBe('1');
    expect(list.style.getPropertyValue('--sf-cols-lg')).toBe('3');
  });

  it('shows its own message when the products cannot be loaded, and nothing when there are none', async () => {
    const { unmount } = renderGrid(bestSellers, routeApi({}));
    expect(await screen.findByRole('status')).toHaveTextContent('could not be loaded');
    unmount();
    renderGrid(bestSellers, routeApi({ 'POST /api/product/product-grid': { products: [] } }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('product grid request and load', () => {
  it('picks by ids first, else by category, collection and tag', () => {
    expect(
      productGridRequest({ ids: [3, 1], category: 'tents', limit: 4, sort: 'newest' }),
    ).toEqual({ ids: [3, 1], limit: 4 });
    expect(
      productGridRequest({ category: 'tents', tag: 'camping', limit: 4, sort: 'price-asc' }),
    ).toEqual({ category: 'tents', tag: 'camping', limit: 4, sort: 'price-asc' });
  });

  it('prefetches the grid’s products with the query the component reads', async () => {
    const ctx = {
      api: routeApi({}),
      pageKey: 'home',
      url: new URL('http://shop.test/'),
      queryClient: null as never,
    };
    expect((await productGrid.load?.(bestSellers, ctx))?.map((query) => query.queryKey)).toEqual([
      ['product-grid', { collection: 'best-sellers', limit: 8, sort: 'rating' }],
    ]);
  });
});
