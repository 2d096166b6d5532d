import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fixtureCart, fixtureCartLine } from '../../../runtime/commerce/cart/cart-fixtures.ts';
import type { AddToCartInput } from '../../../runtime/commerce/cart/use-add-to-cart.ts';
import { fixtureJacket } from '../../../runtime/commerce/product/product-fixtures.ts';
import type { FixtureRoute } from '../product-fixtures.tsx';
import { holdCardActionsEachTest } from './hold-card-actions-test-kit.ts';

// The buy box's add-to-cart code loads on demand. Each test starts without it and says
// when it arrives. (ProductMain's tests cover what the buy box
// does once it has: indicator, refusals, customisation, analytics.)
const arrive = holdCardActionsEachTest();

const navyM: AddToCartInput = { productId: 1, quantity: 1, sku: 'NW-JKT-001-NAV-M' };

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

async function renderBuyBox(
  routes: Record<string, FixtureRoute>,
  { input = navyM, missing = [] }: { input?: AddToCartInput | null; missing?: string[] } = {},
) {
  const { BuyBox } = await import('./BuyBox.tsx');
  const { ProductProviders, routeApi } = await import('../product-fixtures.tsx');
  const api = routeApi(routes);
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <ProductProviders api={api}>
          <BuyBox input={input} missing={missing} inStock showBuyNow />
          <Where />
        </ProductProviders>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return api;
}

const addButton = () => screen.getByRole('button', { name: /Add to cart/ });
const buyButton = () => screen.getByRole('button', { name: /Buy now/ });
const addCalls = (api: Awaited<ReturnType<typeof renderBuyBox>>) =>
  api.calls.filter((call) => call.path === '/api/cart/add-item');

describe('BuyBox', () => {
  it('shows both buttons, reachable by keyboard, before its code has loaded', async () => {
    await renderBuyBox({});
    const user = userEvent.setup();
    await user.tab();
    expect(addButton()).toHaveFocus();
    expect(addButton()).toHaveAccessibleName('Add to cart');
    await user.tab();
    expect(buyButton()).toHaveFocus();
    expect(buyButton()).toHaveAccessibleName('Buy now');
  });

  it('adds once for presses before its code arrives, busy until the item is in the cart', async () => {
    const api = await renderBuyBox({
      'POST /api/cart/add-item': fixtureCart([fixtureCartLine(fixtureJacket)]),
    });
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}{Enter}');
    await user.click(addButton());
    await user.click(buyButton());
    expect(addButton()).toHaveAttribute('aria-busy', 'true');
    expect(addButton()).toHaveTextContent('Adding to cart');
    expect(buyButton()).not.toHaveAttribute('aria-busy');
    expect(addCalls(api)).toHaveLength(0);

    await act(async () => arrive());
    expect(await screen.findByText('✓ Added to cart')).toBeVisible();
    expect(addCalls(api).map((call) => call.options.body)).toEqual([
      { product_id: 1, quantity: 1, sku: 'NW-JKT-001-NAV-M' },
    ]);
    expect(addButton()).not.toHaveAttribute('aria-busy');
    // Add to cart stays on the page; only Buy now goes to the checkout
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('buys now once for presses before its code arrives, then goes to the address step', async () => {
    const api = await renderBuyBox({
      'POST /api/cart/add-item': fixtureCart([fixtureCartLine(fixtureJacket)]),
    });
    const user = userEvent.setup();
    await user.click(buyButton());
    await user.click(buyButton());
    await user.click(addButton());
    expect(buyButton()).toHaveAttribute('aria-busy', 'true');
    expect(buyButton()).toHaveTextContent('Buying now');
    expect(addButton()).not.toHaveAttribute('aria-busy');

    await act(async () => arrive());
    await vi.waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/checkout/address'),
    );
    expect(addCalls(api)).toHaveLength(1);
  });

  it('asks for a missing option at once, without waiting for the code', async () => {
    const api = await renderBuyBox({}, { input: null, missing: ['Size'] });
    const user = userEvent.setup();
    await user.click(addButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose size');
    expect(addButton()).not.toHaveAttribute('aria-busy');
    await act(async () => arrive());
    expect(addCalls(api)).toHaveLength(0);
  });

  it('frees the button and shows nothing added when the API refuses', async () => {
    const { ApiError } = await import('../../../runtime/api/api-error.ts');
    const api = await renderBuyBox({
      'POST /api/cart/add-item': () => {
        throw new ApiError('Server error', { status: 500 });
      },
    });
    const user = userEvent.setup();
    await user.click(addButton());
    await act(async () => arrive());
    await vi.waitFor(() => expect(addButton()).not.toHaveAttribute('aria-busy'));
    expect(addCalls(api)).toHaveLength(1);
    expect(screen.queryByText('✓ Added to cart')).not.toBeInTheDocument();
  });
});
