import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setActiveProviders } from '../../../runtime/analytics/analytics.ts';
import { ApiError } from '../../../runtime/api/api-error.ts';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { fixtureCart, fixtureCartLine } from '../../../runtime/commerce/cart/cart-fixtures.ts';
import { cartQueryKey } from '../../../runtime/commerce/cart/cart-query.ts';
import { customisationStore } from '../../../runtime/commerce/cart/customisation-store.ts';
import { productQueryKey } from '../../../runtime/commerce/product/product-query.ts';
import { recentlyViewedStore } from '../../../runtime/commerce/recently-viewed/recently-viewed-store.ts';
import { fixtureWishlist } from '../../../runtime/commerce/wishlist/wishlist-fixtures.ts';
import type { ProductDetail } from '../../../schemas/api/catalogue.ts';
import { PINCODE_NOT_SERVICEABLE_MESSAGE } from '../../../schemas/api/content.ts';
import { presetArgs } from '../../story-presets.ts';
import {
  fixtureAccount,
  fixtureBareProduct,
  fixtureCap,
  fixtureJacket,
  ProductProviders,
  productValues,
  routeApi,
} from '../product-fixtures.tsx';
import { PINCODE_CHECK_FAILED_MESSAGE } from '../shared/PincodeCheck.tsx';
import { productMain } from './index.ts';
import ProductMain from './ProductMain.tsx';

const fullPage = presetArgs(productMain, 'Full product page');

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function renderMain({
  url = '/product/monsoon-pro-rain-jacket',
  product = fixtureJacket,
  props = fullPage,
  api = routeApi({}),
  values = productValues(),
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } }),
}: {
  url?: string;
  product?: ProductDetail;
  props?: typeof fullPage;
  api?: ApiClient;
  values?: ReturnType<typeof productValues>;
  client?: QueryClient;
} = {}) {
  const element = (
    <ProductProviders
      api={api}
      values={values}
      client={client}
      queries={[
        [productQueryKey(product.slug), { product }],
        [['page-origin'], 'https://shop.example'],
        [['custom-gallery', product.slug], null],
      ]}
    >
      <ProductMain {...props} />
      <Where />
    </ProductProviders>
  );
  const router = createMemoryRouter(
    [
      { path: '/product/*', element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  const rendered = render(<RouterProvider router={router} />);
  // the details are a part of their own, loaded at once in a render of the browser's own
  await act(async () => {
    await import('./ProductMainDetails.tsx');
  });
  return { ...rendered, client };
}

function jsonLd(container: HTMLElement) {
  const script = container.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? 'null') as Record<string, never>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  recentlyViewedStore.getState().clear();
});

describe('ProductMain', () => {
  it('shows the product of the page URL: name, brand, sale price, sku, stock and rating', async () => {
    await renderMain();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Monsoon Pro Rain Jacket' }),
    ).toBeVisible();
    expect(screen.getByText('Monsoon Gear')).toBeVisible();
    expect(screen.getByText('Sale price:', { exact: false }).parentElement).toHaveTextContent(
      '₹5,499.00',
    );
    expect(screen.getByText('Regular price:', { exact: false }).parentElement).toHaveTextContent(
      '₹6,999.00',
    );
    expect(screen.getByText('NW-JKT-001')).toBeVisible();
    expect(screen.getByText('In stock')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    // navy is pre-chosen (the first colour in stock), the size is left to the shopper
    expect(screen.getByRole('radio', { name: 'Navy' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'S' })).not.toBeChecked();
  });

  it('opens on the variant of ?sku= (as the server renders it)', async () => {
    await renderMain({ url: '/product/monsoon-pro-rain-jacket?sku=NW-JKT-001-RED-XL' });
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'XL' })).toBeChecked();
    expect(screen.getByText('NW-JKT-001-RED-XL')).toBeVisible();
    expect(screen.getByText('Only 2 left in stock')).toBeVisible();
    expect(screen.getByText('Sale price:', { exact: false }).parentElement).toHaveTextContent(
      '₹5,999.00',
    );
  });

  it('choosing colour and size updates sku, price, stock, pictures and the URL without a navigation', async () => {
    const replace = vi.spyOn(window.history, 'replaceState');
    const user = userEvent.setup();
    await renderMain();
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    expect(
      screen.getByRole('button', { name: 'Zoom picture 1 of 2' }).querySelector('img'),
    ).toHaveAttribute('alt', 'Monsoon Pro Rain Jacket in red');
    await user.click(screen.getByRole('radio', { name: 'XL' }));
    expect(screen.getByText('NW-JKT-001-RED-XL')).toBeVisible();
    expect(screen.getByText('Sale price:', { exact: false }).parentElement).toHaveTextContent(
      '₹5,999.00',
    );
    expect(screen.getByText('Only 2 left in stock')).toBeVisible();
    expect(replace).toHaveBeenLastCalledWith(window.history.state, '', '/?sku=NW-JKT-001-RED-XL');
    // the router did not navigate: the page's data is not loaded again
    expect(screen.getByTestId('location')).toHaveTextContent('/product/monsoon-pro-rain-jacket');
  });

  it('marks sold-out options and says when the chosen variant is out of stock', async () => {
    const user = userEvent.setup();
    await renderMain({ url: '/product/monsoon-pro-rain-jacket?sku=NW-JKT-001-RED-S' });
    expect(screen.getByRole('radio', { name: 'M (out of stock)' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'M (out of stock)' }));
    expect(screen.getByText('Out of stock', { selector: 'p' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('asks for the missing size instead of adding', async () => {
    const api = routeApi({});
    const user = userEvent.setup();
    await renderMain({ api });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose size');
    expect(api.calls.some((call) => call.path === '/api/cart/add-item')).toBe(false);
  });

  it('quantity keeps digits only and clamps to 1..stock', async () => {
    const user = userEvent.setup();
    await renderMain({ url: '/product/monsoon-pro-rain-jacket?sku=NW-JKT-001-NAV-S' });
    const field = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, 'x9y');
    expect(field).toHaveValue('9');
    await user.tab();
    expect(field).toHaveValue('3'); // navy S has 3 in stock
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'abc');
    await user.tab();
    expect(field).toHaveValue('3'); // not a number: the last good value stays
    await user.clear(field);
    await user.type(field, '0');
    await user.tab();
    expect(field).toHaveValue('1');
  });

  it('adds the variant to the cart, refreshes the cart and shows the indicator for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const added = vi.fn(() => fixtureCart([fixtureCartLine(fixtureJacket, 2)]));
    const api = routeApi({
      'POST /api/cart/add-item': added,
      'GET /api/cart/get': fixtureCart([fixtureCartLine(fixtureJacket, 2)]),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { client } = await renderMain({
      url: '/product/monsoon-pro-rain-jacket?sku=NW-JKT-001-NAV-M',
      api,
    });
    client.setQueryData(cartQueryKey, fixtureCart());
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('✓ Added to cart')).toBeVisible();
    expect(added).toHaveBeenCalledWith(
      expect.objectContaining({ body: { product_id: 1, quantity: 2, sku: 'NW-JKT-001-NAV-M' } }),
    );
    expect(client.getQueryState(cartQueryKey)?.isInvalidated).toBe(true);
    // the fake clock also follows real time a little (shouldAdvanceTime), hence the margins
    await act(async () => {
      vi.advanceTimersByTime(1700);
    });
    expect(screen.getByText('✓ Added to cart')).toBeVisible();
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('✓ Added to cart')).not.toBeInTheDocument();
  });

  it('shows a stock refusal (422, no toast) in place', async () => {
    const api = routeApi({
      'POST /api/cart/add-item': () => {
        throw new ApiError('Only 3 left in stock', {
          status: 422,
          fieldErrors: { quantity: ['Only 3 left in stock'] },
        });
      },
    });
    const user = userEvent.setup();
    await renderMain({ url: '/product/monsoon-pro-rain-jacket?sku=NW-JKT-001-NAV-M', api });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 3 left in stock');
    expect(screen.queryByText('✓ Added to cart')).not.toBeInTheDocument();
  });

  it('buy now adds, then goes to the checkout address step', async () => {
    const api = routeApi({
      'POST /api/cart/add-item': fixtureCart([fixtureCartLine(fixtureJacket)]),
    });
    const user = userEvent.setup();
    await renderMain({ url: '/product/monsoon-pro-rain-jacket?sku=NW-JKT-001-NAV-M', api });
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout/address'),
    );
  });

  it('sends the customisation with the item and clears it once added', async () => {
    const api = routeApi({ 'POST /api/cart/add-item': fixtureCart([fixtureCartLine(fixtureCap)]) });
    const user = userEvent.setup();
    await renderMain({ url: '/product/northwind-classic-cap', product: fixtureCap, api });
    // the fields' code loads for products with customisation only
    await user.type(await screen.findByRole('textbox', { name: 'Custom text' }), 'ASHA');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText('✓ Added to cart');
    const call = api.calls.find((entry) => entry.path === '/api/cart/add-item');
    expect(call?.options.body).toEqual({
      product_id: 3,
      quantity: 1,
      additonal_data: { custom_text: 'ASHA' },
    });
    expect(customisationStore.getState().byProduct[3]).toBeUndefined();
    expect(screen.getByRole('textbox', { name: 'Custom text' })).toHaveValue('');
  });

  it('refuses a customisation file that is not a picture or over 2 MB, before uploading', async () => {
    const api = routeApi({});
    const user = userEvent.setup({ applyAccept: false });
    await renderMain({ url: '/product/northwind-classic-cap', product: fixtureCap, api });
    const input = await screen.findByLabelText('Your image');
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose a PNG, JPEG, WebP or GIF image.',
    );
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent('The image must be 2 MB or smaller.');
    expect(api.calls).toHaveLength(0);
  });

  it('uploads a picture and shows it, ready to go with the item', async () => {
    const api = routeApi({
      'POST /api/plugins/customisation/upload': {
        image_path: '/api/plugins/customisation/uploads/0b9d8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.png',
        content_type: 'image/png',
        size: 4,
      },
    });
    const user = userEvent.setup();
    await renderMain({ url: '/product/northwind-classic-cap', product: fixtureCap, api });
    await user.upload(
      await screen.findByLabelText('Your image'),
      new File(['png!'], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Your upload' })).toHaveAttribute(
      'src',
      '/api/plugins/customisation/uploads/0b9d8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.png',
    );
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByLabelText('Your image')).toBeInTheDocument();
    customisationStore.getState().clearCustomisation(3);
  });

  it('renders a product without pictures, brand, variants, reviews or stock sensibly', async () => {
    const { container } = await renderMain({
      url: '/product/pop-up-beach-shelter',
      product: fixtureBareProduct,
    });
    expect(
      screen.getByRole('img', { name: 'Pop-up Beach Shelter: no picture available' }),
    ).toBeVisible();
    expect(screen.queryByText('Monsoon Gear')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Buy now' })).not.toBeInTheDocument();
    // the size chart's button is a part loaded with its code: once that is in, it would show
    await act(() => import('../shared/SizeChartButton.tsx'));
    expect(screen.queryByRole('button', { name: 'Size chart' })).not.toBeInTheDocument();
    const ld = jsonLd(container);
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('brand');
    expect(ld).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('describes the product as JSON-LD with an Offer and an AggregateRating', async () => {
    const { container } = await renderMain({
      url: '/product/monsoon-pro-rain-jacket?sku=NW-JKT-001-RED-XL',
    });
    expect(jsonLd(container)).toMatchObject({
      '@type': 'Product',
      name: 'Monsoon Pro Rain Jacket',
      sku: 'NW-JKT-001-RED-XL',
      brand: { '@type': 'Brand', name: 'Monsoon Gear' },
      image: [
        'https://shop.example/api/media/product-jacket-red.svg',
        'https://shop.example/api/media/product-jacket-red-detail.svg',
      ],
      offers: {
        '@type': 'Offer',
        price: '5999.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/product/monsoon-pro-rain-jacket?sku=NW-JKT-001-RED-XL',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 },
    });
  });

  it('cannot be made to close its JSON-LD script element', async () => {
    const name = 'Evil </script><script>alert(1)</script> & <!-- co';
    const { container } = await renderMain({ product: { ...fixtureJacket, name } });
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toMatch(/<\/script|<!--|<script/i);
    expect(jsonLd(container)).toMatchObject({ name });
  });

  it('opens the size chart in a dialog', async () => {
    const user = userEvent.setup();
    await renderMain();
    await user.click(await screen.findByRole('button', { name: 'Size chart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clothing sizes' });
    expect(within(dialog).getByRole('columnheader', { name: 'Chest (cm)' })).toBeVisible();
    expect(within(dialog).getByRole('rowheader', { name: 'XL' })).toBeVisible();
  });

  it('checks a pincode: digits only, the country’s length, and the answer in place', async () => {
    const api = routeApi({
      'GET /api/plugins/PincodeAvaliability/check': ({
        query,
      }: {
        query?: Record<string, unknown>;
      }) =>
        query?.pincode === '560001'
          ? {
              pincode: '560001',
              serviceable: true,
              delivery_days: 2,
              cod_available: true,
              message: 'Delivery in 2 days, cash on delivery available',
            }
          : {
              pincode: String(query?.pincode),
              serviceable: false,
              delivery_days: null,
              cod_available: false,
              message: PINCODE_NOT_SERVICEABLE_MESSAGE,
            },
    });
    const user = userEvent.setup();
    await renderMain({ api });
    const field = screen.getByRole('textbox', { name: 'Check delivery to your pincode' });
    const check = screen.getByRole('button', { name: 'Check' });
    await user.type(field, '56a0');
    expect(field).toHaveValue('560');
    await user.click(check);
    expect(screen.getByText('The pincode must be 6 digits')).toBeVisible();
    await user.type(field, '0019');
    expect(field).toHaveValue('560001');
    await user.click(check);
    expect(await screen.findByText('Delivery in 2 days, cash on delivery available')).toBeVisible();
    await user.clear(field);
    await user.type(field, '999999');
    await user.click(check);
    expect(await screen.findByText(PINCODE_NOT_SERVICEABLE_MESSAGE)).toBeVisible();
  });

  it('says in place when the pincode check cannot reach the store', async () => {
    const api = routeApi({
      'GET /api/plugins/PincodeAvaliability/check': () => {
        throw new ApiError('fetch failed', { status: 0 });
      },
    });
    const user = userEvent.setup();
    await renderMain({ api });
    await user.type(
      screen.getByRole('textbox', { name: 'Check delivery to your pincode' }),
      '560001',
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(PINCODE_CHECK_FAILED_MESSAGE)).toBeVisible();
  });

  it('links to WhatsApp with a message naming the product, and shares on the social networks', async () => {
    await renderMain({ url: '/product/monsoon-pro-rain-jacket?sku=NW-JKT-001-NAV-M' });
    const chat = new URL(
      screen
        .getByRole('link', { name: 'Ask about this product on WhatsApp' })
        .getAttribute('href') ?? '',
    );
    expect(chat.origin + chat.pathname).toBe('https://wa.me/919876543210');
    expect(chat.searchParams.get('text')).toBe(
      'Hi, I have a question about Monsoon Pro Rain Jacket (NW-JKT-001-NAV-M): https://shop.example/product/monsoon-pro-rain-jacket?sku=NW-JKT-001-NAV-M',
    );
    const facebook = screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href');
    expect(facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Fproduct%2Fmonsoon-pro-rain-jacket%3Fsku%3DNW-JKT-001-NAV-M',
    );
    for (const name of ['Share on X (Twitter)', 'Share on WhatsApp', 'Share on Pinterest']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
  });

  it('copies the link', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await renderMain();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('https://shop.example/product/monsoon-pro-rain-jacket');
    expect(await screen.findByText('Link copied')).toBeVisible();
  });

  it('sends a guest to log in, remembering the product page, from the wishlist heart', async () => {
    const user = userEvent.setup();
    await renderMain();
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/?login=1&redirect=%2Fproduct%2Fmonsoon-pro-rain-jacket',
    );
    expect(sessionStorage.getItem('sf_login_redirect')).toBe('/product/monsoon-pro-rain-jacket');
  });

  it('adds to the wishlist at once for a customer, and takes it back when the API refuses', async () => {
    let fail = false;
    const api = routeApi({
      'GET /api/wishlist/get': fixtureWishlist(),
      'POST /api/wishlist/add': () => {
        if (fail) throw new ApiError('Unauthenticated.', { status: 401 });
        return fixtureWishlist(fixtureJacket);
      },
      'DELETE /api/wishlist/remove': () => {
        fail = true;
        throw new ApiError('Server error', { status: 500 });
      },
    });
    const user = userEvent.setup();
    await renderMain({ api, values: productValues({ account: fixtureAccount }) });
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Remove from wishlist' }));
    expect(await screen.findByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('remembers the product as recently viewed', async () => {
    await renderMain();
    expect(recentlyViewedStore.getState().products[0]).toEqual({
      id: 1,
      slug: 'monsoon-pro-rain-jacket',
      name: 'Monsoon Pro Rain Jacket',
    });
  });

  it('tells analytics of the view, the add to cart, the wishlist and the chat (spec §4)', async () => {
    const events: [string, unknown][] = [];
    setActiveProviders([
      {
        id: 'test',
        load: () => {},
        unload: () => {},
        pageView: () => {},
        track: (event, payload) => void events.push([event, payload]),
      },
    ]);
    const api = routeApi({
      'POST /api/cart/add-item': fixtureCart([fixtureCartLine(fixtureJacket)]),
      'GET /api/wishlist/get': fixtureWishlist(),
      'POST /api/wishlist/add': fixtureWishlist(fixtureJacket),
    });
    const user = userEvent.setup();
    await renderMain({
      url: '/product/monsoon-pro-rain-jacket?sku=NW-JKT-001-RED-XL',
      api,
      values: productValues({ account: fixtureAccount }),
    });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText('✓ Added to cart');
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    await screen.findByRole('button', { name: 'Remove from wishlist' });
    screen
      .getByRole('link', { name: 'Ask about this product on WhatsApp' })
      .addEventListener('click', (event) => event.preventDefault());
    await user.click(screen.getByRole('link', { name: 'Ask about this product on WhatsApp' }));
    setActiveProviders([]);
    const redXl = {
      id: 'NW-JKT-001-RED-XL',
      name: 'Monsoon Pro Rain Jacket',
      brand: 'Monsoon Gear',
      category: 'Rain jackets',
      variant: 'NW-JKT-001-RED-XL',
      price: 5999,
      quantity: 1,
    };
    expect(events.map(([event]) => event)).toEqual([
      'view_item',
      'add_to_cart',
      'add_to_wishlist',
      'whatsapp_chat',
    ]);
    expect(events[0]?.[1]).toMatchObject({
      currency: 'INR',
      value: 5499,
      items: [{ id: 'NW-JKT-001', price: 5499 }],
    });
    expect(events[1]?.[1]).toEqual({ currency: 'INR', value: 5999, items: [redXl] });
    expect(events[2]?.[1]).toEqual({ currency: 'INR', value: 5999, items: [redXl] });
    expect(events[3]?.[1]).toEqual({
      product_id: 1,
      product_name: 'Monsoon Pro Rain Jacket',
      path: '/product/monsoon-pro-rain-jacket?sku=NW-JKT-001-RED-XL',
    });
  });

  it('its load prefetches the product of the page URL with the component’s query options', async () => {
    const queries = await productMain.load?.(fullPage, {
      api: routeApi({}),
      pageKey: 'NW-JKT-001-RED-XL',
      url: new URL('https://shop.example/product/monsoon-pro-rain-jacket?sku=NW-JKT-001-RED-XL'),
      queryClient: new QueryClient(),
    });
    expect(queries?.map((query) => query.queryKey)).toEqual([
      productQueryKey('monsoon-pro-rain-jacket'),
      ['page-origin'],
      ['custom-gallery', 'monsoon-pro-rain-jacket'],
    ]);
  });
});
