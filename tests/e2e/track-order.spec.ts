import { endpointUrl } from '../../schemas/api/endpoint.ts';
import * as orders from '../../schemas/api/endpoints/orders.ts';
import { TRACK_ORDER_NOT_FOUND_MESSAGE } from '../../schemas/api/tracking.ts';
import { newShopper, registerByApi } from './pages/login-dialog.ts';
import { orderEmail, placeOrder, shipOrder, TrackOrderPage } from './pages/track-order-page.ts';
import { expect, expectAccessible, responseError, test } from './support/fixtures.ts';

// Order tracking (spec §2 "/track-order/{slug...}", "Track order: form, result, scans popup and
// stepper"; spec §7 `POST /api/track-order`, `GET /api/track-order/{waybill}`; issue 16). Each
// test tracks an order of its own, placed by a guest through the API; the demo customer's
// shipped order NW100004 (waybill NW1234567890, four scans) is only read.

/** The browser's line for the wrong pair's 404, which the test asks for on purpose. */
const WRONG_PAIR = responseError(404, endpointUrl(orders.track));

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a guest tracks their order with its e-mail; a wrong e-mail gets one message', async ({
      page,
      request,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(WRONG_PAIR);
      const order = await placeOrder(request, orderEmail('guest'));
      const tracking = new TrackOrderPage(page);
      await tracking.open();
      await expect(tracking.orderNumber).toHaveValue('');
      await expectAccessible(page);

      // a wrong e-mail: the server's one message by the form, nothing typed lost, no order shown
      await tracking.track({ orderNo: order.orderNo, contact: 'someone.else@example.test' });
      await expect(tracking.problem).toHaveText(TRACK_ORDER_NOT_FOUND_MESSAGE);
      await expect(page.getByText(TRACK_ORDER_NOT_FOUND_MESSAGE)).toHaveCount(1);
      await expect(tracking.orderNumber).toHaveValue(order.orderNo);
      await expect(tracking.contact).toHaveValue('someone.else@example.test');
      await expect(tracking.stepper).toHaveCount(0);
      await expectAccessible(page);

      // the right e-mail: the order, placed and waiting to ship
      await tracking.track({ contact: order.email });
      const result = tracking.result(order.orderNo);
      await expect(result).toBeVisible();
      await expect(tracking.problem).toHaveCount(0);
      await expect(result.getByText('Placed', { exact: true }).first()).toBeVisible();
      await expect(result.getByRole('list', { name: 'Items' })).toContainText(order.product);
      await expect(result.getByText(/^₹[\d,]+\.\d\d$/)).toBeVisible();
      await expect(tracking.stepper.getByRole('listitem')).toHaveCount(3);
      await expect(tracking.currentStep).toContainText('Placed');
      await expect(result.getByText(/Once your order ships/)).toBeVisible();
      await expectAccessible(page);
    });

    test('a shipped order shows its courier and waybill, and the scans popup', async ({
      page,
      request,
    }) => {
      const order = await placeOrder(request, orderEmail('shipped'));
      const waybill = await shipOrder(request, order.orderNo);
      const tracking = new TrackOrderPage(page);
      // the order-complete page links here with the order number
      await tracking.open(order.orderNo);
      await expect(tracking.orderNumber).toHaveValue(order.orderNo);
      await tracking.track({ contact: order.phone });
      const result = tracking.result(order.orderNo);
      await expect(result).toContainText(`Shipped with Delhivery · Waybill ${waybill}`);
      await expect(tracking.currentStep).toContainText('Shipped');

      const dialog = await tracking.openScans(result);
      await expect(dialog).toContainText(`Waybill ${waybill} · Delhivery`);
      // the back office shipped it a moment ago: the courier has not scanned it yet
      await expect(dialog.getByText(/No scans yet/)).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(result.getByRole('button', { name: 'View scans' })).toBeFocused();
    });
  });
}

test('a waybill link shows the shipment with the courier’s scans, newest first', async ({
  page,
}) => {
  const tracking = new TrackOrderPage(page);
  await tracking.open('NW1234567890');
  const shipment = tracking.shipment('NW1234567890');
  await expect(shipment).toContainText('Delhivery');
  await expect(shipment).toContainText('Reached destination hub, Indiranagar');
  // a waybill is no order number: the form waits for one
  await expect(tracking.orderNumber).toHaveValue('');
  await expectAccessible(page);

  const dialog = await tracking.openScans(shipment);
  await expect(tracking.scans(dialog)).toHaveCount(4);
  await expect(tracking.scans(dialog).first()).toContainText('Reached destination hub');
  await expect(tracking.scans(dialog).last()).toContainText('Picked up');
  await expectAccessible(page);
});

test('a customer who follows their order’s link finds their e-mail filled in', async ({ page }) => {
  const shopper = newShopper('track');
  await registerByApi(page.request, shopper);
  const order = await placeOrder(page.request, shopper.email);

  const tracking = new TrackOrderPage(page);
  await tracking.open(order.orderNo);
  await expect(tracking.orderNumber).toHaveValue(order.orderNo);
  await expect(tracking.contact).toHaveValue(shopper.email);
  await tracking.track({});
  await expect(tracking.result(order.orderNo)).toBeVisible();
});
