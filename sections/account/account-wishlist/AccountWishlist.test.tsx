import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { ApiError } from '../../../runtime/api/api-error.ts';
import type { RequestOptions } from '../../../runtime/api/endpoint-client.ts';
import { authValues, demoCustomer } from '../../../runtime/commerce/auth/auth-fixtures.ts';
import { fixtureCart, fixtureCartLine } from '../../../runtime/commerce/cart/cart-fixtures.ts';
import { cartCount, cartQuery } from '../../../runtime/commerce/cart/cart-query.ts';
import {
  fixtureBareProduct,
  fixtureCap,
  fixtureJacket,
} from '../../../runtime/commerce/product/product-fixtures.ts';
import {
  wishlistCount,
  wishlistQuery,
} from '../../../runtime/commerce/wishlist/wishlist-count-query.ts';
import { fixtureWishlist } from '../../../runtime/commerce/wishlist/wishlist-fixtures.ts';
import { routeApi, routeOf, SectionProviders } from '../../../runtime/testing/section-fixtures.tsx';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import * as wishlist from '../../../schemas/api/endpoints/wishlist.ts';
import AccountWishlist from './AccountWishlist.tsx';

const bodyOf = (request: RequestOptions) => (request.body ?? {}) as Record<string, unknown>;

/** The header's two counts, read from the same queries the header reads. */
function HeaderCounts() {
  const api = useApi();
  const saved = useQuery(wishlistQuery(api)).data;
  const inCart = useQuery(cartQuery(api)).data;
  return (
    <output data-testid="counts">{`wishlist ${wishlistCount(saved)}, cart ${cartCount(inCart)}`}</output>
  );
}

/** A wishlist API over `products` (kept in memory), with an empty cart. */
function wishlistApi(products = [fixtureCap, fixtureJacket], extra: Record<string, unknown> = {}) {
  let saved = [...products];
  return routeApi({
    [routeOf(wishlist.get)]: () => fixtureWishlist(...saved),
    [routeOf(cart.get)]: fixtureCart(),
    [routeOf(wishlist.remove)]: (request: RequestOptions) => {
      saved = saved.filter((product) => product.id !== bodyOf(request).product_id);
      return fixtureWishlist(...saved);
    },
    [routeOf(wishlist.moveToCart)]: (request: RequestOptions) => {
      const moved = saved.find((product) => product.id === bodyOf(request).product_id);
      saved = saved.filter((product) => product !== moved);
      return {
        cart: fixtureCart(moved ? [fixtureCartLine(moved)] : []),
        wishlist: fixtureWishlist(...saved),
      };
    },
    ...extra,
  });
}

function renderWishlist(api = wishlistApi(), entry = '/account/wishlist') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SectionProviders api={api} values={authValues({}, demoCustomer)}>
            <HeaderCounts />
            <AccountWishlist />
          </SectionProviders>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return api;
}

const card = (name: string) => screen.findByRole('article', { name });

describe('AccountWishlist (spec §2 "All your saved product collections", §7 "Wishlist")', () => {
  it('renders nothing on the account’s other pages', () => {
    renderWishlist(wishlistApi(), '/account/orders');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows each saved product with its picture, name, price and stock', async () => {
    renderWishlist(wishlistApi([fixtureCap, fixtureJacket, fixtureBareProduct]));
    // the page's h1 is the account-heading section's: no second one here
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    const cap = await card('Northwind Classic Cap');
    expect(within(cap).getByRole('link', { name: 'Northwind Classic Cap' })).toHaveAttribute(
      'href',
      '/product/northwind-classic-cap',
    );
    expect(within(cap).getByText('₹699.00')).toBeVisible();
    expect(screen.getByText('3 saved products')).toBeVisible();
    const bare = await card(fixtureBareProduct.name);
    expect(within(bare).getByText('Out of stock')).toBeVisible();
    expect(
      within(bare).getByRole('button', { name: `Move ${fixtureBareProduct.name} to cart` }),
    ).toBeDisabled();
  });

  it('moves a product to the cart: it leaves the list and both header counts follow', async () => {
    const api = renderWishlist();
    const cap = await card('Northwind Classic Cap');
    await waitFor(() =>
      expect(screen.getByTestId('counts')).toHaveTextContent('wishlist 2, cart 0'),
    );
    await userEvent.click(
      within(cap).getByRole('button', { name: 'Move Northwind Classic Cap to cart' }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Northwind Classic Cap' })).toBeNull(),
    );
    expect(screen.getByTestId('counts')).toHaveTextContent('wishlist 1, cart 1');
    expect(api.calls.find((call) => call.path === wishlist.moveToCart.path)?.options.body).toEqual({
      product_id: fixtureCap.id,
      quantity: 1,
    });
  });

  it('keeps the product and says why when the move is refused (an option to choose)', async () => {
    renderWishlist(
      wishlistApi(undefined, {
        [routeOf(wishlist.moveToCart)]: () => {
          throw new ApiError('Please choose an option', { status: 422 });
        },
      }),
    );
    const jacket = await card('Monsoon Pro Rain Jacket');
    await userEvent.click(
      within(jacket).getByRole('button', { name: 'Move Monsoon Pro Rain Jacket to cart' }),
    );
    expect(await within(jacket).findByRole('alert')).toHaveTextContent('Please choose an option');
    expect(
      within(jacket).getByRole('link', { name: 'Choose on the product page' }),
    ).toHaveAttribute('href', '/product/monsoon-pro-rain-jacket');
    expect(
      within(jacket).getByRole('button', { name: 'Move Monsoon Pro Rain Jacket to cart' }),
    ).not.toHaveAttribute('aria-busy');
  });

  it('removes a product, and the empty list points to the shop', async () => {
    renderWishlist(wishlistApi([fixtureCap]));
    const cap = await card('Northwind Classic Cap');
    await userEvent.click(
      within(cap).getByRole('button', { name: 'Remove Northwind Classic Cap from wishlist' }),
    );
    expect(await screen.findByRole('heading', { name: 'Your wishlist is empty.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute(
      'href',
      '/shop-online',
    );
    expect(screen.getByTestId('counts')).toHaveTextContent('wishlist 0');
  });

  it('shows a failed load with Try again', async () => {
    let fail = true;
    renderWishlist(
      wishlistApi(undefined, {
        [routeOf(wishlist.get)]: () => {
          if (fail) throw new ApiError('Server error', { status: 500 });
          return fixtureWishlist(fixtureCap);
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your wishlist.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card('Northwind Classic Cap')).toBeVisible();
  });
});
