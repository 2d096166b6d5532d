import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../../runtime/analytics/analytics.ts';
import { ApiError } from '../../../runtime/api/api-error.ts';
import { cartQueryKey } from '../../../runtime/commerce/cart/cart-query.ts';
import type { Cart } from '../../../schemas/api/cart.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import { CartProviders, capLine, cartApi, cartOf, jacketLine, routeOf } from '../cart-fixtures.tsx';
import CartLines from './CartLines.tsx';

vi.mock('../../../runtime/analytics/analytics.ts', () => ({ track: vi.fn() }));

function renderLines(current: Cart | null, routes: Parameters<typeof cartApi>[1] = {}) {
  const api = cartApi(current, routes);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
  });
  render(
    <CartProviders api={api} client={client}>
      <CartLines
        heading="Your cart"
        continue_label="Continue shopping"
        continue_href="/shop-online"
      />
    </CartProviders>,
  );
  return { api, client };
}

const lineOf = (name: string) => screen.findByRole('listitem', { name });
const quantityCalls = (api: ReturnType<typeof cartApi>) =>
  api.calls
    .filter((call) => call.path === cart.updateQuantity.path)
    .map((call) => (call.options.body as { quantity: number }).quantity);

/** A promise with its resolve and reject, for answers the test releases. */
function held<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => vi.mocked(track).mockClear());

describe('cart-lines', () => {
  it('shows each line: picture, name linking to the product, options, personalisation, prices', async () => {
    renderLines(cartOf([jacketLine(1), capLine(2)]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Cart items' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const jacket = await lineOf('Monsoon Pro Rain Jacket');
    expect(within(jacket).getByRole('link', { name: 'Monsoon Pro Rain Jacket' })).toHaveAttribute(
      'href',
      '/product/monsoon-pro-rain-jacket?sku=NW-JKT-001-NAV-M',
    );
    expect(within(jacket).getByRole('img', { name: /Monsoon Pro Rain Jacket/ })).toBeVisible();
    expect(jacket).toHaveTextContent('Colour: Navy · Size: M');
    expect(jacket).toHaveTextContent('₹5,499.00 each');
    const cap = await lineOf('Northwind Classic Cap');
    expect(cap).toHaveTextContent('Personalised: “ASHA”');
    expect(cap).toHaveTextContent('₹1,398.00');
    expect(within(cap).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(screen.getByText('3 items')).toBeVisible();
    expect(track).toHaveBeenCalledWith('view_cart', expect.objectContaining({ value: 6897 }));
  });

  it('shows the empty cart with a way back to the shop', async () => {
    renderLines(cartOf([]));
    expect(await screen.findByText('Your cart is empty')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/shop-online',
    );
    expect(screen.queryByRole('list', { name: 'Cart items' })).toBeNull();
    expect(track).not.toHaveBeenCalled();
  });

  it('shows a new quantity at once, in the line and the cached count, and keeps the answer', async () => {
    const answer = held<Cart>();
    const { client } = renderLines(cartOf([capLine(1)]), {
      [routeOf(cart.updateQuantity)]: () => answer.promise,
    });
    const cap = await lineOf('Northwind Classic Cap');
    await userEvent.click(within(cap).getByRole('button', { name: 'Increase quantity' }));
    expect(within(cap).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(client.getQueryData<Cart>(cartQueryKey)?.total_quantity).toBe(2);
    // the line total waits for the server: never computed here
    expect(cap).toHaveTextContent('₹699.00');
    await act(async () => answer.resolve(cartOf([capLine(2)])));
    await waitFor(() => expect(cap).toHaveTextContent('₹1,398.00'));
    expect(within(cap).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  });

  it('rolls back and shows the server’s stock message on the line when it refuses', async () => {
    const answer = held<Cart>();
    const { client } = renderLines(cartOf([capLine(1), jacketLine(1)]), {
      [routeOf(cart.updateQuantity)]: () => answer.promise,
    });
    const cap = await lineOf('Northwind Classic Cap');
    await userEvent.click(within(cap).getByRole('button', { name: 'Increase quantity' }));
    expect(client.getQueryData<Cart>(cartQueryKey)?.total_quantity).toBe(3);
    await act(async () =>
      answer.reject(
        new ApiError('Only 1 left in stock', {
          status: 422,
          fieldErrors: { quantity: ['Only 1 left in stock'] },
        }),
      ),
    );
    expect(await within(cap).findByRole('alert')).toHaveTextContent('Only 1 left in stock');
    expect(within(cap).getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    expect(client.getQueryData<Cart>(cartQueryKey)?.total_quantity).toBe(2);
    // the other line says nothing
    expect(within(await lineOf('Monsoon Pro Rain Jacket')).queryByRole('alert')).toBeNull();
  });

  it('sends only the latest quantity after fast clicks, never one request per click', async () => {
    const first = held<Cart>();
    const answers = [() => first.promise, () => cartOf([jacketLine(4)])];
    const { api } = renderLines(cartOf([jacketLine(1)]), {
      [routeOf(cart.updateQuantity)]: () => (answers.shift() ?? (() => cartOf([jacketLine(4)])))(),
    });
    const jacket = await lineOf('Monsoon Pro Rain Jacket');
    const more = within(jacket).getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(more);
    await userEvent.click(more);
    await userEvent.click(more);
    expect(within(jacket).getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
    expect(quantityCalls(api)).toEqual([2]);
    await act(async () => first.resolve(cartOf([jacketLine(2)])));
    await waitFor(() => expect(quantityCalls(api)).toEqual([2, 4]));
    await waitFor(() => expect(jacket).toHaveTextContent('₹21,996.00'));
    // the answer for 2 never showed 2 while 4 was still asked for
    expect(within(jacket).getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
  });

  it('marks a line the stock cannot cover with validate/stock’s message', async () => {
    const short = { ...capLine(3), stock: 1, is_in_stock: false };
    renderLines(cartOf([short, jacketLine(1)]), {
      [routeOf(cart.validateStock)]: () => {
        throw new ApiError('Only 1 left in stock', {
          status: 422,
          data: {
            is_valid: false,
            out_of_stock_items: [
              {
                item_id: short.id,
                product_id: short.product_id,
                sku: short.sku,
                name: short.product.name,
                quantity: 3,
                available: 1,
                message: 'Only 1 left in stock',
              },
            ],
          },
        });
      },
    });
    const cap = await lineOf('Northwind Classic Cap');
    expect(await within(cap).findByRole('alert')).toHaveTextContent('Only 1 left in stock');
  });

  it('shows a changed price on its line', async () => {
    const changed = { ...jacketLine(1), price_changed: true, current_price: 5999 };
    renderLines(cartOf([changed], { prices_changed: true }));
    const jacket = await lineOf('Monsoon Pro Rain Jacket');
    expect(jacket).toHaveTextContent('Price changed: now ₹5,999.00 (was ₹5,499.00)');
  });

  it('removes a line, tracks remove_from_cart, and shows the empty cart after the last', async () => {
    const { api } = renderLines(cartOf([capLine(1)]), {
      [routeOf(cart.removeItem)]: cartOf([]),
    });
    const cap = await lineOf('Northwind Classic Cap');
    await userEvent.click(
      within(cap).getByRole('button', { name: 'Remove Northwind Classic Cap' }),
    );
    expect(await screen.findByText('Your cart is empty')).toBeVisible();
    expect(api.calls.find((call) => call.path === cart.removeItem.path)?.options.body).toEqual({
      item_id: 21,
    });
    expect(track).toHaveBeenCalledWith(
      'remove_from_cart',
      expect.objectContaining({
        items: [expect.objectContaining({ name: 'Northwind Classic Cap' })],
      }),
    );
  });
});
