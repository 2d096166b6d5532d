import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureCap } from '../../../runtime/commerce/product/product-fixtures.ts';
import { fixtureWishlist } from '../../../runtime/commerce/wishlist/wishlist-fixtures.ts';
import type { FixtureRoute } from '../product-fixtures.tsx';

// The code that changes the wishlist loads on demand. Each test gets fresh modules, so it starts
// with that code not downloaded, and says when it arrives.
const CARD_ACTIONS = './card-actions.ts';

let arrive: () => void = () => {};
let downloaded = false;
beforeEach(() => {
  vi.resetModules();
  downloaded = false;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  vi.doMock(CARD_ACTIONS, async (importOriginal) => {
    downloaded = true;
    await arrived;
    return importOriginal();
  });
});
afterEach(() => {
  vi.doUnmock(CARD_ACTIONS);
  sessionStorage.clear();
});

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

async function renderHeart(routes: Record<string, FixtureRoute>, customer: boolean) {
  const { WishlistToggle } = await import('./WishlistToggle.tsx');
  const { fixtureAccount, ProductProviders, productValues, routeApi } = await import(
    '../product-fixtures.tsx'
  );
  const api = routeApi(routes);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ProductProviders
            api={api}
            values={productValues(customer ? { account: fixtureAccount } : {})}
          >
            <WishlistToggle productId={3} productName="Northwind Classic Cap" />
            <Where />
          </ProductProviders>
        ),
      },
    ],
    { initialEntries: ['/product/northwind-classic-cap'] },
  );
  render(<RouterProvider router={router} />);
  return api;
}

const heart = (name = 'Add to wishlist') => screen.getByRole('button', { name });
const changes = (api: Awaited<ReturnType<typeof renderHeart>>) =>
  api.calls.filter((call) => call.method !== 'GET');

describe('WishlistToggle', () => {
  it('asks a guest to log in at once, without downloading the code that changes the list', async () => {
    await renderHeart({}, false);
    await userEvent.setup().click(heart());
    expect(screen.getByLabelText('location')).toHaveTextContent(
      '/?login=1&redirect=%2Fproduct%2Fnorthwind-classic-cap',
    );
    expect(sessionStorage.getItem('sf_login_redirect')).toBe('/product/northwind-classic-cap');
    expect(downloaded).toBe(false);
  });

  it('adds once for clicks before its code arrives, busy until the API has answered', async () => {
    let answer: () => void = () => {};
    const api = await renderHeart(
      {
        'GET /api/wishlist/get': { items: [] },
        'POST /api/wishlist/add': () =>
          new Promise((resolve) => {
            answer = () => resolve(fixtureWishlist(fixtureCap));
          }),
      },
      true,
    );
    const user = userEvent.setup();
    await user.click(heart());
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-busy', 'true');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(changes(api)).toHaveLength(0);

    await act(async () => arrive());
    // the heart changes at once, and stays busy while the API works
    const pressed = await screen.findByRole('button', { name: 'Remove from wishlist' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(pressed).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer());
    await vi.waitFor(() => expect(pressed).not.toHaveAttribute('aria-busy'));
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(changes(api).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/wishlist/add',
    ]);
  });

  it('goes back when the API refuses a click made before its code arrived', async () => {
    const { ApiError } = await import('../../../runtime/api/api-error.ts');
    const api = await renderHeart(
      {
        'GET /api/wishlist/get': { items: [] },
        'POST /api/wishlist/add': () => {
          throw new ApiError('Server error', { status: 500 });
        },
      },
      true,
    );
    await userEvent.setup().click(heart());
    await act(async () => arrive());
    await vi.waitFor(() => expect(changes(api)).toHaveLength(1));
    await vi.waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
  });
});
