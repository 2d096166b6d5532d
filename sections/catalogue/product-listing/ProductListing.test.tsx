import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, RequestOptions } from '../../../runtime/api/endpoint-client.ts';
import type { StorefrontValues } from '../../../runtime/storefront/initial-values.ts';
import type { ProductListingRequest } from '../../../schemas/api/catalogue-listings.ts';
import { presetArgs } from '../../story-presets.ts';
import {
  CatalogueProviders,
  catalogueValues,
  fixtureFacets,
  fixtureListing,
  fixtureProduct,
  routeApi,
} from '../catalogue-fixtures.tsx';
import { productListing } from './index.ts';
import { LISTING_COLUMNS_STORAGE_KEY } from './listing-columns.ts';
import { useListingColumns } from './listing-columns-store.ts';
import ProductListing from './ProductListing.tsx';

const preset = presetArgs(productListing, 'Shop with filters');
// few cards per page keep the tests quick: every card carries the product domain's controls
const shop = { ...preset, per_page: 4 };

/** 10 products, answered by page like the API: 4, 4, then 2. */
const all = Array.from({ length: 10 }, (_, index) => fixtureProduct(index + 1));
function pageOf(options: RequestOptions) {
  const body = options.body as ProductListingRequest;
  const page = body.page ?? 1;
  const perPage = body.per_page ?? 12;
  return fixtureListing(all.slice((page - 1) * perPage, page * perPage), {
    page,
    perPage,
    lastPage: Math.ceil(all.length / perPage),
    total: all.length,
  });
}

function shopApi(listing: (options: RequestOptions) => unknown = pageOf) {
  return routeApi({
    'POST /api/shop/shop-online': listing,
    '/api/product/filters/all/shop-online': fixtureFacets,
  });
}

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderListing(
  url: string,
  {
    api = shopApi(),
    props = shop,
    values,
  }: { api?: ApiClient; props?: typeof shop; values?: StorefrontValues } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <CatalogueProviders api={api} {...(values ? { values } : {})}>
            <ProductListing {...props} />
            <Where />
          </CatalogueProviders>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}

const location = () => screen.getByLabelText('location').textContent;
// jsdom matches no media query, so the wide-screen sidebar and grid selector count as hidden here
const wide = { hidden: true } as const;
const cards = () => screen.getByRole('list', { name: 'Products' }).querySelectorAll('article');
const bodies = (api: ReturnType<typeof routeApi>) =>
  api.calls.filter((call) => call.method === 'POST').map((call) => call.options.body);

afterEach(() => {
  localStorage.clear();
  useListingColumns.setState({ columns: null });
  vi.unstubAllGlobals();
});

// every card carries the product domain's controls, which makes rendering a page slow in jsdom
describe('ProductListing', { timeout: 20_000 }, () => {
  it('lists the shop with the filters, sort and pages of the URL', async () => {
    const api = shopApi();
    renderListing('/shop-online?brand=northwind&sort=price-asc&page=2', { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop all' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(8));
    expect(bodies(api)).toEqual([
      { page: 1, per_page: 4, sort: 'price-asc', filters: { brand: ['northwind'] } },
      { page: 2, per_page: 4, sort: 'price-asc', filters: { brand: ['northwind'] } },
    ]);
    expect(screen.getByText('10 products', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(screen.getByText('Showing 8 of 10 products')).toBeInTheDocument();
    const facetsCall = api.calls.find((call) => call.path.startsWith('/api/product/filters'));
    expect(facetsCall?.options.query).toEqual({ filters: '{"brand":["northwind"]}' });
  });

  it('filters by a brand: the URL changes, page 1 again, and the value shows as a chip', async () => {
    renderListing('/shop-online?page=2');
    const sidebar = await screen.findByRole('complementary', { name: 'Filters', ...wide });
    await userEvent.click(
      await within(sidebar).findByRole('checkbox', { name: /Summit Peak/, ...wide }),
    );
    expect(location()).toBe('/shop-online?brand=summit-peak');
    const chips = await screen.findByRole('list', { name: 'Selected filters' });
    expect(
      within(chips).getByRole('button', { name: 'Remove filter Brand: Summit Peak' }),
    ).toBeInTheDocument();
    expect(within(sidebar).getByRole('checkbox', { name: /Summit Peak/, ...wide })).toBeChecked();
  });

  it('removes a chip and clears all filters, keeping the sort and the search text', async () => {
    renderListing('/shop-online?brand=northwind&colour=navy&price_min=1000&sort=rating');
    const chips = await screen.findByRole('list', { name: 'Selected filters' });
    expect(
      within(chips).getByRole('button', { name: 'Remove filter Price: from ₹1,000.00' }),
    ).toBeInTheDocument();
    await userEvent.click(
      await within(chips).findByRole('button', { name: 'Remove filter Colour: Navy' }),
    );
    expect(location()).toBe('/shop-online?brand=northwind&price_min=1000&sort=rating');
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(location()).toBe('/shop-online?sort=rating');
    expect(screen.queryByRole('list', { name: 'Selected filters' })).not.toBeInTheDocument();
  });

  it('sorts through the URL', async () => {
    renderListing('/shop-online');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Sort by' }),
      'Price: high to low',
    );
    expect(location()).toBe('/shop-online?sort=price-desc');
  });

  it('applies a price range and refuses one whose minimum exceeds its maximum', async () => {
    renderListing('/shop-online');
    const sidebar = await screen.findByRole('complementary', { name: 'Filters', ...wide });
    const price = await within(sidebar).findByRole('group', { name: 'Price', ...wide });
    await userEvent.type(within(price).getByRole('spinbutton', { name: 'Min', ...wide }), '5000');
    await userEvent.type(within(price).getByRole('spinbutton', { name: 'Max', ...wide }), '100');
    await userEvent.click(within(price).getByRole('button', { name: 'Apply price', ...wide }));
    expect(within(price).getByRole('alert', wide)).toHaveTextContent(
      'The minimum price must not exceed the maximum price',
    );
    expect(location()).toBe('/shop-online');
    await userEvent.clear(within(price).getByRole('spinbutton', { name: 'Max', ...wide }));
    await userEvent.type(within(price).getByRole('spinbutton', { name: 'Max', ...wide }), '9000');
    await userEvent.click(within(price).getByRole('button', { name: 'Apply price', ...wide }));
    expect(location()).toBe('/shop-online?price_min=5000&price_max=9000');
  });

  it('loads more: the next page joins the list and the URL keeps the page', async () => {
    renderListing('/shop-online');
    await waitFor(() => expect(cards()).toHaveLength(4));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(location()).toBe('/shop-online?page=2');
    await waitFor(() => expect(cards()).toHaveLength(8));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('scrolls infinitely when the store says so, loading before the end is reached', async () => {
    const observers: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
    }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, ...(options ? { options } : {}) });
        }
        observe() {}
        disconnect() {}
      },
    );
    renderListing('/shop-online', {
      values: catalogueValues({ catalogue_pagination: 'infinite' }),
    });
    await waitFor(() => expect(cards()).toHaveLength(4));
    await waitFor(() => expect(observers.length).toBeGreaterThan(0));
    const latest = observers.at(-1);
    expect(latest?.options?.rootMargin).toBe('0px 0px 800px 0px');
    act(() =>
      latest?.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(location()).toBe('/shop-online?page=2');
    await waitFor(() => expect(cards()).toHaveLength(8));
  });

  it('remembers the grid selector’s choice, 4 columns until one is picked', async () => {
    renderListing('/shop-online');
    const columns = await screen.findByRole('group', { name: 'Columns', ...wide });
    expect(within(columns).getByRole('button', { name: '4 columns', ...wide })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(columns).getByRole('button', { name: '3 columns', ...wide }));
    expect(within(columns).getByRole('button', { name: '3 columns', ...wide })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      screen.getByRole('list', { name: 'Products' }).style.getPropertyValue('--sf-cols-lg'),
    ).toBe('3');
    expect(localStorage.getItem(LISTING_COLUMNS_STORAGE_KEY)).toContain('"columns":3');
  });

  it('reads a remembered choice after mount, not during the first render', async () => {
    localStorage.setItem(
      LISTING_COLUMNS_STORAGE_KEY,
      JSON.stringify({ state: { columns: 2 }, version: 1 }),
    );
    renderListing('/shop-online');
    const columns = await screen.findByRole('group', { name: 'Columns', ...wide });
    await waitFor(() =>
      expect(within(columns).getByRole('button', { name: '2 columns', ...wide })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  });

  it('says when no product matches the filters and clears them from there', async () => {
    const api = shopApi((options) =>
      (options.body as ProductListingRequest).filters?.brand ? fixtureListing([]) : pageOf(options),
    );
    renderListing('/shop-online?brand=ridgeline', { api });
    expect(
      await screen.findByRole('heading', { name: 'No products match these filters' }),
    ).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'No products match these filters' })
      .parentElement as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: 'Clear all' }));
    expect(location()).toBe('/shop-online');
    await waitFor(() => expect(cards()).toHaveLength(4));
  });

  it('ignores malformed filter parameters and lists with the rest', async () => {
    const api = shopApi();
    renderListing('/shop-online?brand=NOT%20VALID&price_min=abc&sort=nope&page=-4&size=m', { api });
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(bodies(api)[0]).toEqual({
      page: 1,
      per_page: 4,
      sort: 'newest',
      filters: { variable: { size: ['m'] } },
    });
  });

  it('names a category with its breadcrumb, description and subcategories', async () => {
    const category = {
      id: 2,
      name: 'Rain jackets',
      slug: 'rain-jackets',
      description: 'Waterproof shells that breathe.',
      image: null,
      parent_id: 1,
      breadcrumb: [
        { id: 1, name: 'Jackets', slug: 'jackets' },
        { id: 2, name: 'Rain jackets', slug: 'rain-jackets' },
      ],
      children: [{ id: 9, name: 'Packable shells', slug: 'packable-shells' }],
    };
    const api = routeApi({
      'POST /api/product/product-category/rain-jackets': {
        ...fixtureListing(all.slice(0, 3)),
        category,
      },
      '/api/product/filters/all/rain-jackets': fixtureFacets,
    });
    const { container } = renderListing('/product-category/jackets/rain-jackets', { api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rain jackets' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Waterproof shells that breathe.')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Jackets' })).toHaveAttribute(
      'href',
      '/product-category/jackets',
    );
    expect(within(trail).getByText('Rain jackets')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Packable shells' })).toHaveAttribute(
      'href',
      '/product-category/packable-shells',
    );
    const jsonLd = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://shop.example/' },
        { position: 2, name: 'Jackets', item: 'https://shop.example/product-category/jackets' },
        { position: 3, name: 'Rain jackets' },
      ],
    });
  });

  it('lists search results for q with its own search form', async () => {
    const api = routeApi({
      'POST /api/search/search-products': (options: RequestOptions) => ({
        ...fixtureListing(all.slice(0, 2)),
        query: (options.body as { query: string }).query,
      }),
      '/api/product/filters/all/search': fixtureFacets,
    });
    renderListing('/search?q=rain%20jacket&brand=northwind', { api });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “rain jacket”' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(bodies(api)[0]).toMatchObject({
      query: 'rain jacket',
      filters: { brand: ['northwind'] },
    });
    expect(api.calls.find((call) => call.method === 'GET')?.options.query).toMatchObject({
      query: 'rain jacket',
    });
    expect(screen.getByRole('searchbox', { name: 'Search the shop' })).toHaveValue('rain jacket');
    // removing a filter keeps the search text
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Brand: Northwind' }));
    expect(location()).toBe('/search?q=rain+jacket');
  });

  it('says so when a search finds nothing', async () => {
    const api = routeApi({
      'POST /api/search/search-products': { ...fixtureListing([]), query: 'zzz' },
      '/api/product/filters/all/search': fixtureFacets,
    });
    renderListing('/search?q=zzz', { api });
    expect(
      await screen.findByRole('heading', { name: 'No results for “zzz”' }),
    ).toBeInTheDocument();
  });

  it('opens the filters in a drawer on small screens', async () => {
    renderListing('/shop-online?brand=northwind');
    await userEvent.click(await screen.findByRole('button', { name: 'Filters (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /Red/ }));
    expect(location()).toBe('/shop-online?brand=northwind&colour=red');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Show 10 products' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the listing cannot be loaded', async () => {
    renderListing('/shop-online', { api: routeApi({}) });
    expect(
      await screen.findByRole('heading', { name: 'Products could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('product listing load', () => {
  it('prefetches the pages and facets of the request URL with the component’s query keys', async () => {
    const ctx = {
      api: shopApi(),
      pageKey: 'rain-jackets',
      url: new URL('http://shop.test/product-category/rain-jackets?brand=northwind&page=2&bad=1'),
      queryClient: null as never,
    };
    expect((await productListing.load?.(preset, ctx))?.map((query) => query.queryKey)).toEqual([
      [
        'product-listing',
        { kind: 'category', key: 'rain-jackets' },
        { filters: { brand: ['northwind'] }, sort: 'newest', perPage: 12 },
        2,
      ],
      ['product-facets', { kind: 'category', key: 'rain-jackets' }, { brand: ['northwind'] }],
    ]);
    const simple = presetArgs(productListing, 'Simple grid');
    expect(await productListing.load?.(simple, ctx)).toHaveLength(1);
  });
});
