import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { fixtureCart, fixtureCartLine } from '../../../runtime/commerce/cart/cart-fixtures.ts';
import { cartQueryKey } from '../../../runtime/commerce/cart/cart-query.ts';
import { fixtureCap, fixtureJacket } from '../../../runtime/commerce/product/product-fixtures.ts';
import { fixtureWishlist } from '../../../runtime/commerce/wishlist/wishlist-fixtures.ts';
import type { StorefrontValues } from '../../../runtime/storefront/initial-values.ts';
import { presetArgs } from '../../story-presets.ts';
import { fixtureMenus, fixtureValues, LayoutProviders, routeApi } from '../layout-fixtures.tsx';
import Header from './Header.tsx';
import { header } from './index.ts';

const full = presetArgs(header, 'Full header');

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderHeader(
  element: ReactNode,
  options: {
    values?: StorefrontValues;
    api?: ApiClient;
    queries?: ReadonlyArray<readonly [readonly unknown[], unknown]>;
  } = {},
) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <LayoutProviders {...options}>
          {element}
          <Where />
        </LayoutProviders>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('Header', () => {
  it('links the logo home, at its declared size', () => {
    renderHeader(<Header {...full} />);
    const logo = screen.getByRole('img', { name: 'Northwind Outfitters' });
    expect(logo).toHaveAttribute('width', '180');
    expect(logo).toHaveAttribute('height', '48');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it("names a logo without its own alt text with the store's name", () => {
    const logo1 = { src: '/api/media/logo.svg', alt: ' ', width: 180, height: 48 };
    renderHeader(<Header {...full} />, { values: fixtureValues({ storefront: { logo1 } }) });
    const logo = screen.getByRole('img', { name: 'Northwind Outfitters' });
    expect(logo.getAttribute('src')).toMatch(/^\/api\/media\/logo\.svg/);
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('shows the store name as text when there is no logo', () => {
    renderHeader(<Header {...full} />, { values: fixtureValues({ storefront: { logo1: null } }) });
    const home = screen.getByRole('link', { name: 'Northwind Outfitters' });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('Northwind Outfitters');
    expect(within(home).queryByRole('img')).toBeNull();
  });

  // jsdom matches no media query, so the wide-screen menu and search count as hidden here
  const wide = { hidden: true } as const;

  it('shows the menu from the API with its sub-menus', async () => {
    renderHeader(<Header {...full} />);
    const shopAll = await screen.findByRole('link', { name: 'Shop all', ...wide });
    expect(shopAll).toHaveAttribute('href', '/shop-online');
    const nav = shopAll.closest('nav') as HTMLElement;
    expect(nav).toHaveAttribute('aria-label', 'Main');
    // sub-menus are visibility: hidden until hovered or focused
    expect(within(nav).getByText('Rain jackets').closest('a')).toHaveAttribute(
      'href',
      '/product-category/rain-jackets',
    );
  });

  it('still renders when the menu cannot be loaded', async () => {
    const api = routeApi({});
    renderHeader(<Header {...full} />, { api });
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/api/menu/main'));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.querySelector('nav[aria-label="Main"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  });

  it('searches the shop with the words typed', async () => {
    renderHeader(<Header {...full} />);
    const search = screen.getByRole('search', wide);
    // the mini-search is a combobox; Enter without a chosen suggestion opens the results
    await userEvent.type(
      within(search).getByRole('combobox', { name: 'Search products', ...wide }),
      'boots{Enter}',
    );
    expect(await screen.findByText('/search?q=boots')).toBeInTheDocument();
  });

  it('shows the cart count from the cart, and none when the cart is empty or unknown', async () => {
    const { unmount } = renderHeader(<Header {...full} />, {
      queries: [[cartQueryKey, fixtureCart([fixtureCartLine(fixtureCap, 3)])]],
    });
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
    unmount();
    const api = routeApi(fixtureMenus); // no cart endpoint: the call fails
    renderHeader(<Header {...full} />, { api });
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/api/cart/get'));
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });

  it('asks for the wishlist only for a logged-in customer', async () => {
    const guestApi = routeApi({
      ...fixtureMenus,
      '/api/wishlist/get': fixtureWishlist(fixtureCap, fixtureJacket),
    });
    const { unmount } = renderHeader(<Header {...full} />, { api: guestApi });
    await waitFor(() =>
      expect(guestApi.calls.map((call) => call.path)).toContain('/api/menu/main'),
    );
    expect(guestApi.calls.map((call) => call.path)).not.toContain('/api/wishlist/get');
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute(
      'href',
      '/account/wishlist',
    );
    unmount();

    const customerApi = routeApi({
      ...fixtureMenus,
      '/api/wishlist/get': fixtureWishlist(fixtureCap, fixtureJacket),
    });
    renderHeader(<Header {...full} />, {
      api: customerApi,
      values: fixtureValues({ account: { id: 5 } }),
    });
    expect(await screen.findByRole('link', { name: 'Wishlist, 2 items' })).toBeInTheDocument();
  });

  it('sticks when the store enables it and is stuck after 50px of scroll', async () => {
    renderHeader(<Header {...full} />);
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-sticky');
    expect(banner).not.toHaveAttribute('data-stuck');
    Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
    act(() => window.dispatchEvent(new Event('scroll')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(banner).not.toHaveAttribute('data-stuck');
    Object.defineProperty(window, 'scrollY', { value: 51, configurable: true });
    act(() => window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(banner).toHaveAttribute('data-stuck'));
  });

  it('does not stick when the store turns it off', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    renderHeader(<Header {...full} />, {
      values: fixtureValues({ storefront: { is_sticky_header_enabled: false } }),
    });
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveAttribute('data-sticky');
    expect(banner).not.toHaveAttribute('data-stuck');
  });

  it('opens the menu in a drawer on small screens and closes it on navigation', async () => {
    renderHeader(<Header {...full} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Journal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/blogs');
  });

  it('leaves out what the props turn off', () => {
    renderHeader(<Header {...presetArgs(header, 'Minimal')} />);
    expect(screen.queryByRole('search', wide)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Wishlist/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });
});

describe('header load', () => {
  it('prefetches the menu and, when the cart shows, the cart', async () => {
    const ctx = {
      api: routeApi({}),
      pageKey: 'home',
      url: new URL('http://x/'),
      queryClient: null as never,
    };
    expect((await header.load?.(full, ctx))?.map((query) => query.queryKey)).toEqual([
      ['menu', 'main'],
      ['cart'],
    ]);
    expect(
      (await header.load?.({ ...full, show_cart: false }, ctx))?.map((query) => query.queryKey),
    ).toEqual([['menu', 'main']]);
  });

  it('asks nothing for the cart of a visitor with no cart or session cookie', async () => {
    const api = routeApi({ 'GET /api/cart/get': fixtureCart([fixtureCartLine(fixtureCap, 1)]) });
    const ctx = {
      api,
      pageKey: 'home',
      url: new URL('http://x/'),
      queryClient: new QueryClient(),
      hasCart: false,
    };
    const queries = (await header.load?.(full, ctx)) ?? [];
    const cart = queries.find((query) => query.queryKey[0] === 'cart');
    expect(await ctx.queryClient.fetchQuery(cart ?? { queryKey: ['none'] })).toBeNull();
    expect(api.calls.filter((call) => call.path === '/api/cart/get')).toEqual([]);
  });

  it("prefetches a customer's wishlist, and never a guest's", async () => {
    const guest = {
      api: routeApi({}),
      pageKey: 'home',
      url: new URL('http://x/'),
      queryClient: null as never,
    };
    const customer = { ...guest, isLoggedIn: true };
    expect((await header.load?.(full, customer))?.map((query) => query.queryKey)).toContainEqual([
      'wishlist',
    ]);
    expect((await header.load?.(full, guest))?.map((query) => query.queryKey)).not.toContainEqual([
      'wishlist',
    ]);
    expect(
      (await header.load?.({ ...full, show_wishlist: false }, customer))?.map(
        (query) => query.queryKey,
      ),
    ).not.toContainEqual(['wishlist']);
  });
});
