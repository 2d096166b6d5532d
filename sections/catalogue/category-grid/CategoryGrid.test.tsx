import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { presetArgs } from '../../story-presets.ts';
import { CatalogueProviders, fixtureCategories, routeApi } from '../catalogue-fixtures.tsx';
import CategoryGrid from './CategoryGrid.tsx';
import { categoryGrid } from './index.ts';

function renderGrid(props: Parameters<typeof CategoryGrid>[0], api: ApiClient) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <CatalogueProviders api={api}>
          <CategoryGrid {...props} />
        </CatalogueProviders>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

const answering = () =>
  routeApi({ 'POST /api/category/category-grid': { categories: fixtureCategories } });

describe('CategoryGrid', () => {
  it('links each category with its product count, leaving out empty ones', async () => {
    const api = answering();
    renderGrid(presetArgs(categoryGrid, 'Top categories'), api);
    const region = await screen.findByRole('region', { name: 'Shop by category' });
    const jackets = await within(region).findByRole('link', { name: /Jackets/ });
    expect(jackets).toHaveAttribute('href', '/product-category/jackets');
    expect(jackets).toHaveTextContent('18 products');
    expect(within(region).queryByRole('link', { name: /Tents/ })).not.toBeInTheDocument();
    expect(api.calls[0]?.options.body).toEqual({});
  });

  it('asks for a parent’s subcategories and can hide the counts', async () => {
    const api = answering();
    renderGrid(presetArgs(categoryGrid, 'Subcategories'), api);
    const link = await screen.findByRole('link', { name: /Footwear/ });
    expect(link).not.toHaveTextContent('products');
    expect(api.calls[0]?.options.body).toEqual({ parent: 'jackets' });
  });

  it('gives images explicit sizes and loads them lazily', async () => {
    const { container } = renderGrid(presetArgs(categoryGrid, 'Top categories'), answering());
    await screen.findAllByRole('link');
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('shows its own message when the categories cannot be loaded', async () => {
    renderGrid(presetArgs(categoryGrid, 'Top categories'), routeApi({}));
    expect(await screen.findByRole('status')).toHaveTextContent('could not be loaded');
  });
});
