import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fixtureCart, fixtureCartLine } from '../../../runtime/commerce/cart/cart-fixtures.ts';
import { cartQueryKey } from '../../../runtime/commerce/cart/cart-query.ts';
import { fixtureCap } from '../../../runtime/commerce/product/product-fixtures.ts';
import { SectionProviders } from '../../../runtime/testing/section-fixtures.tsx';
import { presetArgs } from '../../story-presets.ts';
import { fixtureMenus, fixtureValues, LayoutProviders, routeApi } from '../layout-fixtures.tsx';
import { mobileFooter } from './index.ts';
import MobileFooter from './MobileFooter.tsx';

function renderBar(
  props: Parameters<typeof MobileFooter>[0],
  { cart, path = '/' }: { cart?: unknown; path?: string } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LayoutProviders queries={cart === undefined ? [] : [[cartQueryKey, cart]]}>
            <MobileFooter {...props} />
          </LayoutProviders>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

// jsdom matches no media query, so the bar (hidden from md up) is visible here as on a phone
describe('MobileFooter', () => {
  it('has the four tabs of spec §2, marking the current one', () => {
    renderBar(presetArgs(mobileFooter, 'Tabs with cart count'), {
      path: '/shop-online',
      cart: null,
    });
    const bar = screen.getByRole('navigation', { name: 'Mobile' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Shop', '/shop-online'],
      ['Cart', '/cart'],
      ['Account', '/account'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the cart badge when the cart holds items', () => {
    renderBar(presetArgs(mobileFooter, 'Tabs with cart count'), {
      cart: fixtureCart([fixtureCartLine(fixtureCap, 2)]),
    });
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('shows no badge for an empty or unknown cart, or when turned off', () => {
    const { unmount } = renderBar(presetArgs(mobileFooter, 'Tabs with cart count'), {
      cart: fixtureCart(),
    });
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
    unmount();
    renderBar(presetArgs(mobileFooter, 'Tabs only'), {
      cart: fixtureCart([fixtureCartLine(fixtureCap, 4)]),
    });
    expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  });

  it('hydrates HTML drawn before the cart changed without a mismatch, then counts the new item', async () => {
    // the bar hydrates when needed (decision 0011): long after the server drew it, at times
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(cartQueryKey, fixtureCart());
    const bar = () => {
      const element = (
        <SectionProviders api={routeApi(fixtureMenus)} values={fixtureValues()} client={client}>
          <MobileFooter {...presetArgs(mobileFooter, 'Tabs with cart count')} />
        </SectionProviders>
      );
      return <RouterProvider router={createMemoryRouter([{ path: '*', element }])} />;
    };
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(bar());
    client.setQueryData(cartQueryKey, fixtureCart([fixtureCartLine(fixtureCap, 1)]));

    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, bar(), { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(within(container).getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
