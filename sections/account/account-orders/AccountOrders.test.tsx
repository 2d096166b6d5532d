import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.ts';
import type { RequestOptions } from '../../../runtime/api/endpoint-client.ts';
import { authValues, demoCustomer } from '../../../runtime/commerce/auth/auth-fixtures.ts';
import { routeApi, routeOf, SectionProviders } from '../../../runtime/testing/section-fixtures.tsx';
import * as orders from '../../../schemas/api/endpoints/orders.ts';
import * as plugins from '../../../schemas/api/endpoints/plugins.ts';
import type { Order } from '../../../schemas/api/orders.ts';
import AccountOrders from './AccountOrders.tsx';
import {
  demoOrders,
  fixtureOrder,
  fixtureOrderDetail,
  fixtureOrdersPage,
} from './order-fixtures.ts';

const bodyOf = (request: RequestOptions) => (request.body ?? {}) as Record<string, unknown>;

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The demo customer's orders, answered by number; `extra` routes win. */
function ordersApi(list: Order[] = demoOrders(), extra: Record<string, unknown> = {}) {
  return routeApi({
    [routeOf(orders.list)]: fixtureOrdersPage(list),
    [routeOf(orders.detail)]: (request: RequestOptions) => {
      const found = list.find((order) => order.order_no === bodyOf(request).order_no);
      if (!found) throw new ApiError('Order not found', { status: 404 });
      return fixtureOrderDetail(found);
    },
    ...extra,
  });
}

function renderOrders(
  api = ordersApi(),
  {
    entry = '/account/orders',
    settings = {},
  }: { entry?: string; settings?: Record<string, unknown> } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SectionProviders
            api={api}
            values={authValues(
              { enable_cancel_order: true, enable_refund: true, ...settings },
              demoCustomer,
            )}
          >
            <AccountOrders />
            <Where />
          </SectionProviders>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return { api, router };
}

const card = async (orderNo: string) => screen.findByRole('article', { name: `Order ${orderNo}` });

describe('AccountOrders (spec §2 "Orders & Refunds", §7 "Orders and tracking")', () => {
  it('renders nothing on the account’s other pages', () => {
    const { api } = renderOrders(ordersApi(), { entry: '/account/profile' });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('lists the orders newest first with number, date, status, total and thumbnails', async () => {
    renderOrders();
    // the page's h1 is the account-heading section's: no second one here
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await card('NW100005');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Order NW100005',
      'Order NW100004',
      'Order NW100003',
      'Order NW100002',
      'Order NW100001',
    ]);
    const shipped = await card('NW100004');
    expect(within(shipped).getByText('Shipped')).toBeVisible();
    expect(within(shipped).getByText('4 Mar 2025')).toBeVisible();
    expect(within(shipped).getByText('₹11,697.00')).toBeVisible();
    expect(within(shipped).getByText('3 items')).toBeVisible();
    expect(within(shipped).getByRole('list', { name: 'Items in order NW100004' })).toBeVisible();
    expect(within(shipped).getByRole('img', { name: 'Monsoon Pro Rain Jacket' })).toBeVisible();
    expect(within(await card('NW100003')).getByText('Cancelled')).toBeVisible();
    expect(within(await card('NW100002')).getByText('Refunded')).toBeVisible();
    expect(within(await card('NW100001')).getByText('Delivered')).toBeVisible();
  });

  it('links each order to its tracking page and its invoice', async () => {
    renderOrders();
    const shipped = await card('NW100004');
    expect(within(shipped).getByRole('link', { name: 'Track order NW100004' })).toHaveAttribute(
      'href',
      '/track-order/NW1234567840',
    );
    expect(
      within(await card('NW100005')).getByRole('link', { name: 'Track order NW100005' }),
    ).toHaveAttribute('href', '/track-order/NW100005');
    expect(
      within(shipped).getByRole('link', { name: 'Download the invoice of order NW100004' }),
    ).toHaveAttribute('href', '/api/orders/invoice?order_no=NW100004');
  });

  it('offers Cancel only for an order that can be cancelled while the store allows it', async () => {
    renderOrders();
    expect(
      within(await card('NW100005')).getByRole('button', { name: 'Cancel order NW100005' }),
    ).toBeVisible();
    expect(
      within(await card('NW100004')).queryByRole('button', { name: /Cancel order/ }),
    ).toBeNull();
  });

  it('offers no Cancel when the store turns cancellation off', async () => {
    renderOrders(ordersApi(), { settings: { enable_cancel_order: false } });
    expect(
      within(await card('NW100005')).queryByRole('button', { name: /Cancel order/ }),
    ).toBeNull();
  });

  it('pages through 10 orders a page with Previous and Next links', async () => {
    const many = Array.from({ length: 10 }, (_, i) =>
      fixtureOrder(9 - (i % 9), 'placed', {
        id: 100 + i,
        order_no: `NW1001${String(i).padStart(2, '0')}`,
      }),
    );
    const second = [fixtureOrder(1, 'delivered', { id: 99, order_no: 'NW100090' })];
    const api = routeApi({
      [routeOf(orders.list)]: (request: RequestOptions) =>
        request.query?.page === 2
          ? fixtureOrdersPage(second, 2, 11)
          : fixtureOrdersPage(many, 1, 11),
    });
    renderOrders(api);
    await card('NW100100');
    const pager = screen.getByRole('navigation', { name: 'Orders pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(within(pager).getByRole('link', { name: 'Next' }));
    await card('NW100090');
    expect(screen.getByTestId('location')).toHaveTextContent('/account/orders?page=2');
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
    expect(api.calls.at(-1)?.options.query).toEqual({ page: 2 });
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Previous' }));
    await card('NW100100');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\/orders\??$/);
  });

  it('says so when there are no orders, with a way to the shop', async () => {
    renderOrders(ordersApi([]));
    expect(
      await screen.findByRole('heading', { name: 'You haven’t placed any orders yet.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute(
      'href',
      '/shop-online',
    );
  });

  it('shows a failed load with Try again, which loads the orders', async () => {
    let fail = true;
    const api = routeApi({
      [routeOf(orders.list)]: () => {
        if (fail) throw new ApiError('Server error', { status: 500 });
        return fixtureOrdersPage(demoOrders());
      },
    });
    renderOrders(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your orders.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await card('NW100005')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('order details dialog (spec §4 "Order dialogs")', () => {
  it('opens with lines, totals, addresses, payment and history, and Escape closes it back to its button', async () => {
    renderOrders();
    const opener = within(await card('NW100004')).getByRole('button', {
      name: 'View details of order NW100004',
    });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Order NW100004' });
    await within(dialog).findByRole('heading', { name: 'Items' });
    expect(within(dialog).getByRole('link', { name: 'Monsoon Pro Rain Jacket' })).toHaveAttribute(
      'href',
      '/product/monsoon-pro-rain-jacket',
    );
    expect(within(dialog).getByText('Colour: navy · Size: m')).toBeVisible();
    expect(within(dialog).getByText('Discount (WELCOME10)')).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Shipping address' })).toBeVisible();
    expect(within(dialog).getAllByText('12 Residency Road')).toHaveLength(2);
    expect(within(dialog).getAllByText('Bengaluru, Karnataka 560025')).toHaveLength(2);
    expect(within(dialog).getByText('Cash on delivery · Pay on delivery')).toBeVisible();
    expect(within(dialog).getByText('Delhivery · NW1234567840')).toBeVisible();
    const history = within(dialog).getByRole('heading', { name: 'Order history' })
      .parentElement as HTMLElement;
    expect(within(history).getByText('Placed')).toBeVisible();
    expect(within(history).getByText('Shipped')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Download invoice' })).toHaveAttribute(
      'href',
      '/api/orders/invoice?order_no=NW100004',
    );
    // shipped: neither cancel nor refund nor rating
    expect(
      within(dialog).queryByRole('button', { name: /Cancel order|Request refund|Rate/ }),
    ).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it('says when the order cannot be loaded and tries again', async () => {
    let fail = true;
    const api = ordersApi(demoOrders(), {
      [routeOf(orders.detail)]: () => {
        if (fail) throw new ApiError('Server error', { status: 500 });
        return fixtureOrderDetail(demoOrders()[0] as Order);
      },
    });
    renderOrders(api);
    await userEvent.click(
      within(await card('NW100005')).getByRole('button', { name: /View details/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order NW100005' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We couldn’t load this order.',
    );
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('heading', { name: 'Items' })).toBeVisible();
  });
});

describe('cancel order dialog', () => {
  it('asks to confirm with an optional reason, cancels, and shows the order cancelled', async () => {
    let list = demoOrders();
    const api = ordersApi(list, {
      [routeOf(orders.list)]: () => fixtureOrdersPage(list),
      [routeOf(orders.cancel)]: (request: RequestOptions) => {
        list = list.map((order) =>
          order.order_no === bodyOf(request).order_no
            ? { ...order, status: 'cancelled', status_label: 'Cancelled', can_cancel: false }
            : order,
        );
        return fixtureOrderDetail(list[0] as Order);
      },
    });
    renderOrders(api);
    const opener = within(await card('NW100005')).getByRole('button', {
      name: 'Cancel order NW100005',
    });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order NW100005?' });
    expect(await within(dialog).findByText(/₹11,697\.00/)).toBeVisible();
    await userEvent.type(
      within(dialog).getByLabelText('Reason for cancelling (optional)'),
      'Ordered the wrong size',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.path === orders.cancel.path)?.options.body).toEqual({
      order_no: 'NW100005',
      reason: 'Ordered the wrong size',
    });
    const cancelled = await card('NW100005');
    await waitFor(() => expect(within(cancelled).getByText('Cancelled')).toBeVisible());
    expect(within(cancelled).queryByRole('button', { name: /Cancel order/ })).toBeNull();
  });

  it('keeps the dialog and the reason when the API refuses (422), and Keep order closes it', async () => {
    const api = ordersApi(demoOrders(), {
      [routeOf(orders.cancel)]: () => {
        throw new ApiError('This order can no longer be cancelled.', { status: 422 });
      },
    });
    renderOrders(api);
    await userEvent.click(
      within(await card('NW100005')).getByRole('button', { name: 'Cancel order NW100005' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order NW100005?' });
    const reason = await within(dialog).findByLabelText('Reason for cancelling (optional)');
    await userEvent.type(reason, 'Changed my mind');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order can no longer be cancelled.',
    );
    expect(reason).toHaveValue('Changed my mind');
    expect(within(dialog).getByRole('button', { name: 'Cancel order' })).not.toHaveAttribute(
      'aria-busy',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('refund request and rating of a delivered order', () => {
  async function openDelivered(api: ReturnType<typeof ordersApi>) {
    renderOrders(api);
    await userEvent.click(
      within(await card('NW100001')).getByRole('button', { name: /View details/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order NW100001' });
    await within(dialog).findByRole('heading', { name: 'Items' });
    return dialog;
  }

  it('requests a refund of one line with a reason and shows it requested', async () => {
    const delivered = demoOrders()[4] as Order;
    const api = ordersApi(demoOrders(), {
      [routeOf(orders.requestRefund)]: (request: RequestOptions) => {
        const body = bodyOf(request);
        const refund = {
          id: 1,
          item_id: Number(body.item_id),
          status: 'requested',
          reason: String(body.reason),
          amount: { amount: 699 },
          requested_at: '2025-03-12T10:00:00.000Z',
        } as const;
        const items = delivered.items.map((item) =>
          item.id === refund.item_id ? { ...item, refund, can_request_refund: false } : item,
        );
        return {
          refund,
          order: fixtureOrderDetail({ ...delivered, items, productchannel: items }),
        };
      },
    });
    const details = await openDelivered(api);
    await userEvent.click(
      within(details).getByRole('button', { name: 'Request refund for Northwind Classic Cap' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Request refund' }));
    expect(within(dialog).getByLabelText('Why are you returning it?')).toHaveAccessibleDescription(
      'This field is required',
    );
    expect(api.calls.some((call) => call.path === orders.requestRefund.path)).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Why are you returning it?'), 'Too small');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request refund' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Request a refund' })).toBeNull(),
    );
    expect(api.calls.find((call) => call.path === orders.requestRefund.path)?.options.body).toEqual(
      {
        order_no: 'NW100001',
        item_id: 12,
        reason: 'Too small',
      },
    );
    expect(await within(details).findByText('Refund requested')).toBeVisible();
    expect(
      within(details).queryByRole('button', { name: 'Request refund for Northwind Classic Cap' }),
    ).toBeNull();
    expect(
      within(details).getByRole('button', { name: 'Request refund for Monsoon Pro Rain Jacket' }),
    ).toBeVisible();
  });

  it('shows the API’s refusal of a refund in the dialog', async () => {
    const api = ordersApi(demoOrders(), {
      [routeOf(orders.requestRefund)]: () => {
        throw new ApiError('A refund has already been requested for this item.', { status: 422 });
      },
    });
    const details = await openDelivered(api);
    await userEvent.click(
      within(details).getByRole('button', { name: 'Request refund for Monsoon Pro Rain Jacket' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request a refund' });
    await userEvent.type(
      await within(dialog).findByLabelText('Why are you returning it?'),
      'Leaks',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A refund has already been requested for this item.',
    );
  });

  it('offers no refund while the store turns refunds off', async () => {
    renderOrders(ordersApi(), { settings: { enable_refund: false } });
    await userEvent.click(
      within(await card('NW100001')).getByRole('button', { name: /View details/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order NW100001' });
    await within(dialog).findByRole('heading', { name: 'Items' });
    expect(within(dialog).queryByRole('button', { name: /Request refund/ })).toBeNull();
  });

  it('rates a delivered item with stars and a review, and says when it was already reviewed', async () => {
    let reviewed = false;
    const api = ordersApi(demoOrders(), {
      [routeOf(plugins.rateProduct)]: () => {
        if (reviewed)
          throw new ApiError('You have already reviewed this product.', { status: 422 });
        reviewed = true;
        return {
          review: {
            id: 9,
            rating: 4,
            title: '',
            review: 'Warm and light.',
            author: 'Asha V.',
            answers: {},
            created_at: '2025-03-12T10:00:00.000Z',
          },
          rating: { average: 4.2, count: 12 },
        };
      },
    });
    const details = await openDelivered(api);
    await userEvent.click(
      within(details).getByRole('button', { name: 'Rate Monsoon Pro Rain Jacket' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Rate Monsoon Pro Rain Jacket' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Submit review' }));
    expect(within(dialog).getByText('The rating must be between 1 and 5.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(dialog).getByLabelText('Your review'), 'Warm and light.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Rate/ })).toBeNull());
    expect(
      api.calls.find((call) => call.path === plugins.rateProduct.path)?.options.body,
    ).toMatchObject({
      product_id: 1,
      rating: 4,
      review: 'Warm and light.',
    });

    await userEvent.click(
      within(details).getByRole('button', { name: 'Rate Monsoon Pro Rain Jacket' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Rate Monsoon Pro Rain Jacket' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: '5 stars' }));
    await userEvent.type(within(dialog).getByLabelText('Your review'), 'Again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reviewed this product.',
    );
  });
});
