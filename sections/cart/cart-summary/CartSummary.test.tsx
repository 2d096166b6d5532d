import { dehydrate, QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.ts';
import { cartQueryKey } from '../../../runtime/commerce/cart/cart-query.ts';
import { hydrationHarness } from '../../../runtime/render/hydration-harness.ts';
import { drawnPage } from '../../../runtime/render/page-hydration.ts';
import type { Cart } from '../../../schemas/api/cart.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import {
  CartProviders,
  capLine,
  cartApi,
  cartOf,
  discountedCart,
  fixtureCoupons,
  jacketLine,
  routeOf,
} from '../cart-fixtures.tsx';
import CartSummary from './CartSummary.tsx';

vi.mock('../../../runtime/analytics/analytics.ts', () => ({ track: vi.fn() }));

function renderSummary(
  current: Cart | null,
  routes: Parameters<typeof cartApi>[1] = {},
  props: Partial<Parameters<typeof CartSummary>[0]> = {},
) {
  const api = cartApi(current, routes);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
  });
  render(
    <CartProviders api={api} client={client}>
      <CartSummary
        heading="Order summary"
        show_lines={false}
        show_coupon
        show_checkout
        {...props}
      />
    </CartProviders>,
  );
  return { api, client };
}

/** The summary once the cart has answered (its totals show). */
async function summary() {
  await screen.findByRole('row', { name: /^Grand total/ });
  return screen.getByRole('region', { name: 'Order summary' });
}
const row = (label: string) => screen.getByRole('row', { name: new RegExp(`^${label}`) });

describe('cart-summary', () => {
  it('shows the totals exactly as the API answered them', async () => {
    renderSummary(
      cartOf([jacketLine(1)], {
        subtotal: { amount: 5499, formatted: '₹5,499.00' },
        discount: { amount: 549.9, formatted: '₹549.90' },
        coupon: {
          ...(fixtureCoupons[1] as NonNullable<Cart['coupon']>),
          discount: { amount: 549.9, formatted: '₹549.90' },
        },
        shipping_method: null,
        // not subtotal − discount: the summary shows what it is told, never its own sum
        grand_total: { amount: 4949.1, formatted: '₹4,949.10' },
      }),
    );
    await summary();
    expect(row('Subtotal')).toHaveTextContent('₹5,499.00');
    expect(row('Discount')).toHaveTextContent('Discount (WELCOME10)−₹549.90');
    expect(row('Shipping')).toHaveTextContent('Calculated at checkout');
    expect(row('Grand total')).toHaveTextContent('₹4,949.10');
    expect(screen.getAllByRole('link', { name: 'Checkout' })[0]).toHaveAttribute(
      'href',
      '/checkout/address',
    );
  });

  it('lists the coupons applicable first, each inapplicable one with its condition', async () => {
    renderSummary(cartOf([capLine(1)]));
    await userEvent.click(await screen.findByRole('button', { name: 'View coupons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coupons' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('button').getAttribute('aria-label')),
    ).toEqual(['Apply WELCOME10', 'Apply FLAT500']);
    expect(items[1]).toHaveTextContent('Add ₹2,002.00 more to use FLAT500');
    expect(items[0]).not.toHaveTextContent('more to use');
  });

  it('applies a coupon from the popup, closes it, and shows the discount row', async () => {
    const { api } = renderSummary(cartOf([jacketLine(1)]), {
      [routeOf(cart.applyCoupon)]: discountedCart(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View coupons' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coupons' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Apply WELCOME10' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row('Discount')).toHaveTextContent('₹549.90');
    expect(api.calls.find((call) => call.path === cart.applyCoupon.path)?.options.body).toEqual({
      coupon_code: 'WELCOME10',
    });
  });

  it('asks for a code when Apply is pressed before anything was typed, and applies nothing', async () => {
    const { api } = renderSummary(cartOf([capLine(1)]));
    await screen.findByRole('textbox', { name: 'Coupon code' });
    // the first press also loads the field's code: the check runs once it has arrived
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field is required');
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.calls.some((call) => call.path === cart.applyCoupon.path)).toBe(false);
  });

  it('applies a typed code on Enter and shows its discount', async () => {
    const { api } = renderSummary(cartOf([capLine(1)]), {
      [routeOf(cart.applyCoupon)]: discountedCart(),
    });
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'welcome10{Enter}');
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === cart.applyCoupon.path)?.options.body).toEqual({
        coupon_code: 'welcome10',
      }),
    );
    expect(await screen.findByRole('row', { name: /^Discount/ })).toBeInTheDocument();
  });

  it('puts a refused code’s reason under the field and keeps what was typed', async () => {
    renderSummary(cartOf([capLine(1)]), {
      [routeOf(cart.applyCoupon)]: () => {
        throw new ApiError('Add ₹2,301.00 more to use FLAT500', {
          status: 422,
          fieldErrors: { coupon_code: ['Add ₹2,301.00 more to use FLAT500'] },
        });
      },
    });
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    await userEvent.type(field, 'flat500');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add ₹2,301.00 more to use FLAT500');
    expect(field).toHaveValue('flat500');
    expect(screen.queryByRole('row', { name: /^Discount/ })).toBeNull();
  });

  it('shows a coupon that stopped applying as not applied, and removes it', async () => {
    const [, welcome] = fixtureCoupons;
    const stale = cartOf([capLine(1)], {
      coupon: {
        ...(welcome as NonNullable<Cart['coupon']>),
        code: 'FLAT500',
        is_applicable: false,
        message: 'Add ₹2,301.00 more to use FLAT500',
        discount: { amount: 0, formatted: '₹0.00' },
      },
    });
    const { api } = renderSummary(stale, { [routeOf(cart.removeCoupon)]: cartOf([capLine(1)]) });
    const region = await summary();
    expect(region).toHaveTextContent('Not applied to this cart');
    expect(region).toHaveTextContent('Add ₹2,301.00 more to use FLAT500');
    expect(screen.queryByRole('row', { name: /^Discount/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove coupon FLAT500' }));
    expect(await screen.findByRole('textbox', { name: 'Coupon code' })).toBeVisible();
    expect(api.calls.some((call) => call.path === cart.removeCoupon.path)).toBe(true);
  });

  it('blocks Checkout while a line cannot be bought, and says why', async () => {
    renderSummary(cartOf([{ ...capLine(5), stock: 4, is_in_stock: false }]), {
      [routeOf(cart.validateStock)]: { is_valid: true, out_of_stock_items: [] },
    });
    await summary();
    const [checkout] = screen.getAllByRole('button', { name: 'Checkout' });
    expect(checkout).toHaveAttribute('aria-disabled', 'true');
    expect(checkout).toHaveAccessibleDescription(/Change or remove them to check out/);
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('resolves changed prices with Update prices and shows what changed', async () => {
    const changed = cartOf([{ ...jacketLine(1), price_changed: true, current_price: 5999 }], {
      prices_changed: true,
    });
    const repriced = cartOf(
      [
        {
          ...jacketLine(1),
          unit_price: { amount: 5999, formatted: '₹5,999.00' },
          line_total: { amount: 5999, formatted: '₹5,999.00' },
        },
      ],
      {
        subtotal: { amount: 5999, formatted: '₹5,999.00' },
        grand_total: { amount: 5999, formatted: '₹5,999.00' },
      },
    );
    renderSummary(changed, {
      [routeOf(cart.updateItemsPrice)]: {
        cart: repriced,
        changes: [
          {
            item_id: 11,
            name: 'Monsoon Pro Rain Jacket',
            sku: 'NW-JKT-001-NAV-M',
            old_price: 5499,
            new_price: 5999,
          },
        ],
      },
    });
    await summary();
    expect(screen.getAllByRole('button', { name: 'Checkout' })[0]).toHaveAccessibleDescription(
      'Some prices have changed. Update prices to check out.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update prices' }));
    expect(await screen.findByText('Monsoon Pro Rain Jacket: ₹5,499.00 → ₹5,999.00')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Update prices' })).toBeNull();
    expect(row('Grand total')).toHaveTextContent('₹5,999.00');
    expect(screen.getAllByRole('link', { name: 'Checkout' }).length).toBeGreaterThan(0);
  });

  it('stays on the cart when validate/stock finds a short line at Checkout', async () => {
    const line = capLine(2);
    renderSummary(cartOf([line]), {
      [routeOf(cart.validateStock)]: () => {
        throw new ApiError('Only 1 left in stock', {
          status: 422,
          data: {
            is_valid: false,
            out_of_stock_items: [
              {
                item_id: line.id,
                product_id: line.product_id,
                sku: line.sku,
                name: 'Cap',
                quantity: 2,
                available: 1,
                message: 'Only 1 left in stock',
              },
            ],
          },
        });
      },
    });
    await summary();
    await userEvent.click(screen.getAllByRole('link', { name: 'Checkout' })[0] as HTMLElement);
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Checkout' })[0]).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/cart');
  });

  it('goes to the address step when every line can be bought', async () => {
    renderSummary(cartOf([capLine(1)]));
    await summary();
    await userEvent.click(screen.getAllByRole('link', { name: 'Checkout' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/checkout/address'));
  });

  it('the checkout variant lists the lines small, without coupon field or Checkout', async () => {
    renderSummary(
      cartOf([jacketLine(2), capLine(1)]),
      {},
      {
        show_lines: true,
        show_coupon: false,
        show_checkout: false,
      },
    );
    const region = await summary();
    const lines = await within(region).findAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Qty 2 × ₹5,499.00');
    expect(within(region).queryByRole('textbox')).toBeNull();
    expect(within(region).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
  });

  it('shows nothing for an empty cart (the lines say it is empty)', async () => {
    const { api } = renderSummary(cartOf([]));
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});

describe('cart-summary hydrating after the cart changed', () => {
  // On the payment step the summary hydrates when needed (decision 0011): the shopper may pick a
  // delivery method, which changes the cart, before the summary's code has arrived.
  const harness = hydrationHarness();
  afterEach(() => {
    drawnPage.state = undefined;
  });

  const summaryOf = (current: Cart, client: QueryClient) => (
    <CartProviders api={cartApi(current)} client={client} entry="/checkout/payment">
      <CartSummary heading="Order summary" show_lines show_coupon={false} show_checkout={false} />
    </CartProviders>
  );
  const clientWith = (current: Cart) => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
    });
    client.setQueryData(cartQueryKey, current);
    return client;
  };

  it('hydrates with the totals the server drew, then shows the changed ones', async () => {
    const drawn = cartOf([jacketLine(1)]);
    const changed = cartOf([jacketLine(1)], {
      shipping: { amount: 150, formatted: '₹150.00' },
      grand_total: { amount: 5649, formatted: '₹5,649.00' },
    });
    const server = clientWith(drawn);
    drawnPage.state = dehydrate(server);
    const html = renderToString(summaryOf(drawn, server));
    expect(html).toContain('₹5,499.00');

    // the browser's cache already holds the cart the shopper's change answered
    await harness.hydrate(html, summaryOf(changed, clientWith(changed)));

    // no hydration error (the harness checks), and the shopper sees the new totals
    const total = within(harness.container).getByRole('row', { name: /^Grand total/ });
    await waitFor(() => expect(total).toHaveTextContent('₹5,649.00'));
  });
});
