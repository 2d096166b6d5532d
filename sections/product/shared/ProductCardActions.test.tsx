import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fixtureCart, fixtureCartLine } from '../../../runtime/commerce/cart/cart-fixtures.ts';
import { fixtureCap } from '../../../runtime/commerce/product/product-fixtures.ts';
import type { FixtureRoute } from '../product-fixtures.tsx';
import { holdCardActionsEachTest } from './hold-card-actions-test-kit.ts';

// The add-to-cart code of a card loads on demand. Each test starts without it and says
// when it arrives.
const arrive = holdCardActionsEachTest();

async function renderActions(routes: Record<string, FixtureRoute>) {
  const { ProductCardActions } = await import('./ProductCardActions.tsx');
  const { cardOf, fixtureCap, ProductProviders, routeApi } = await import(
    '../product-fixtures.tsx'
  );
  const api = routeApi(routes);
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <ProductProviders api={api}>
          <ProductCardActions product={cardOf(fixtureCap)} />
        </ProductProviders>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return api;
}

const addButton = () => screen.getByRole('button', { name: /Add to cart: Northwind Classic Cap/ });
const addCalls = (api: Awaited<ReturnType<typeof renderActions>>) =>
  api.calls.filter((call) => call.path === '/api/cart/add-item');

describe('CardAddToCart', () => {
  it('is on the card and reachable by keyboard before its code has loaded', async () => {
    await renderActions({});
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Quick view: Northwind Classic Cap' })).toHaveFocus();
    await user.tab();
    expect(addButton()).toHaveFocus();
    expect(addButton()).toHaveAccessibleName('Add to cart: Northwind Classic Cap');
  });

  it('adds once for presses before its code arrives, busy until the item is in the cart', async () => {
    const api = await renderActions({
      'POST /api/cart/add-item': fixtureCart([fixtureCartLine(fixtureCap)]),
    });
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}{Enter}');
    await user.click(addButton());
    expect(addButton()).toHaveAttribute('aria-busy', 'true');
    expect(addButton()).toHaveTextContent('Adding to cart');
    expect(addCalls(api)).toHaveLength(0);

    await act(async () => arrive());
    expect(await screen.findByText('✓ Added')).toBeVisible();
    expect(addCalls(api).map((call) => call.options.body)).toEqual([
      { product_id: 3, quantity: 1 },
    ]);
    expect(addButton()).not.toHaveAttribute('aria-busy');
    expect(addButton()).toHaveFocus();
  });

  it('adds again at once from the loaded code', async () => {
    const api = await renderActions({
      'POST /api/cart/add-item': fixtureCart([fixtureCartLine(fixtureCap)]),
    });
    const user = userEvent.setup();
    arrive();
    await user.click(addButton());
    await screen.findByText('✓ Added');
    await user.click(addButton());
    await vi.waitFor(() => expect(addCalls(api)).toHaveLength(2));
  });

  it('frees the button and shows nothing added when the API refuses', async () => {
    const { ApiError } = await import('../../../runtime/api/api-error.ts');
    const api = await renderActions({
      'POST /api/cart/add-item': () => {
        throw new ApiError('Server error', { status: 500 });
      },
    });
    const user = userEvent.setup();
    await user.click(addButton());
    await act(async () => arrive());
    await vi.waitFor(() => expect(addButton()).not.toHaveAttribute('aria-busy'));
    expect(addCalls(api)).toHaveLength(1);
    expect(screen.queryByText('✓ Added')).not.toBeInTheDocument();
  });
});
