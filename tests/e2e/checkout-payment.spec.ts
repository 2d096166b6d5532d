import type { Page } from '@playwright/test';
import { CheckoutPage } from './pages/checkout-page.ts';
import { expect, expectAccessible, responseError, test } from './support/fixtures.ts';
import { holdRequests, requestsTo } from './support/held-requests.ts';
import { hydrated } from './support/hydrated.ts';
import { updatePlugin } from './support/store-admin.ts';

// The payment step and the order result pages (spec §2 "Checkout: shipping method, payment
// method, payment processing popup, complete, failed and rating", §4 "Purchase is sent once", §5
// "Payment step"). The cart is taken up to the payment step through the API with the shopper's
// own cookies, so these tests do not depend on the address step's screens.

const SHIPPING_ADDRESS = {
  address_type: 'Shipping',
  billing_same_as_shipping: true,
  country_id: 101,
  state_id: 16,
  name: 'Meera Iyer',
  phone: '9000000001',
  line1: '22 Residency Road',
  line2: 'Shanthala Nagar',
  city: 'Bengaluru',
  pincode: '560025',
};

const GOOD_CARD = '4242 4242 4242 4242';
/** What a declined card logs: the browser's line for the 402 and the client's (spec §8). */
const DECLINE_ERRORS = [
  responseError(402, '/api/checkout/complete-payment'),
  /^console error: \[api\] POST \/api\/checkout\/complete-payment failed: Your card was declined\./,
];
const DECLINED_CARD = '4000 0000 0000 0002';

/** Screenshots for looking at the screens: `SHOTS_DIR=/tmp/shots npx tsx scripts/e2e.ts …`. */
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
}

/**
 * Fills a guest's cart up to the payment step with the browser's own cookies: one product, the
 * address (also for billing) and the contact; `withAddress: false` leaves the address out.
 */
async function cartAtPaymentStep(page: Page, { withAddress = true } = {}): Promise<void> {
  const product = await (
    await page.request.get('/api/product/single-product/basic-head-torch')
  ).json();
  const added = await page.request.post('/api/cart/add-item', {
    data: { product_id: product.data.product.id, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);
  if (withAddress) {
    const address = await page.request.put('/api/cart/update-address', { data: SHIPPING_ADDRESS });
    expect(address.status(), await address.text()).toBe(200);
  }
  const contact = await page.request.put('/api/cart/update-contact', {
    data: { phone: '9000000001', email: 'meera@example.com' },
  });
  expect(contact.status(), await contact.text()).toBe(200);
}

test.describe('payment step and order result pages', () => {
  test('a guest pays cash on delivery and sees the complete page with the order number', async ({
    page,
  }) => {
    await cartAtPaymentStep(page);
    const checkout = new CheckoutPage(page);
    await checkout.openPayment();
    await expect(checkout.methods('Shipping Method').getByRole('radio')).toHaveCount(2);
    await expect(
      checkout.methods('Shipping Method').getByRole('radio', { name: 'Express delivery' }),
    ).toHaveAccessibleDescription(/₹249\.00/);
    await checkout.chooseShipping('Standard delivery');
    await checkout.choosePayment('Cash on delivery');
    await checkout.acceptTerms();
    await expect(
      checkout.methods('Shipping Method').getByRole('radio', { name: 'Standard delivery' }),
    ).toBeChecked();
    await expectAccessible(page);
    await shot(page, 'payment-step');
    await checkout.placeOrder();

    await expect(page).toHaveURL(/\/checkout-complete\?token=[^&]+&order_id=NW\d+/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeVisible();
    const orderNo = await checkout.orderNumber();
    expect(orderNo).toMatch(/^NW\d+$/);
    expect(page.url()).toContain(`order_id=${orderNo}`);
    await expect(page.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      `/track-order/${orderNo}`,
    );
    await expect(page.getByText('Pay on delivery')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Items ordered' })).toContainText(
      'Basic Head Torch',
    );
    // the ordered cart is gone from the header
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Cart\b/ }),
    ).not.toHaveAccessibleName(/1 item/);
    await expectAccessible(page);
    await shot(page, 'complete');

    // the rating widget: stars and a comment, then thanks; rating again replaces
    const rate = page.getByRole('radiogroup', { name: 'Rate your checkout experience' });
    await hydrated(rate);
    await rate.getByRole('radio', { name: '4 stars, Very good' }).check();
    await page.getByRole('textbox', { name: /Anything to tell us/ }).fill('Quick and easy.');
    await page.getByRole('button', { name: 'Send rating' }).click();
    await expect(page.getByRole('heading', { name: 'Thanks for your feedback!' })).toBeVisible();
    await expect(page.getByText('You rated your checkout 4 out of 5')).toBeVisible();
    await page.reload();
    await expect(page.getByText('You rated your checkout 4 out of 5')).toBeVisible();
  });

  test('the order summary loads its code when the cart changes, and shows the new total', async ({
    page,
  }) => {
    const summaryCode = requestsTo(page, /\/assets\/(?:SummaryPart|OrderSummary)-[^/]*\.js$/);
    await cartAtPaymentStep(page);
    const checkout = new CheckoutPage(page);
    await checkout.openPayment();
    await page.waitForLoadState('networkidle');
    // the summary only shows the cart: its code waits for the shopper (decision 0017)
    expect(summaryCode).toEqual([]);
    const summary = page.getByRole('region', { name: 'Order summary' });
    const shipping = summary.getByRole('row', { name: /^Shipping/ });
    await expect(shipping).not.toContainText('₹249.00');

    await checkout.chooseShipping('Express delivery');
    await expect(shipping).toContainText('₹249.00');
    expect(summaryCode.length).toBeGreaterThan(0);
  });

  test('a delivery method picked before the order summary’s code arrives shows in the summary', async ({
    page,
  }) => {
    // the summary hydrates on its own (decision 0011); its code is held until after the pick,
    // as on a slow network, so it hydrates over a cart the server never drew
    const release = await holdRequests(
      page,
      /\/assets\/(?:CartSummary|SummaryPart|OrderSummary)-[^/]*\.js$/,
    );
    await cartAtPaymentStep(page);
    const checkout = new CheckoutPage(page);
    await checkout.openPayment();
    const summary = page.getByRole('region', { name: 'Order summary' });
    const shipping = summary.getByRole('row', { name: /^Shipping/ });
    await expect(shipping).not.toContainText('₹249.00');

    await checkout.chooseShipping('Express delivery');
    await expect(
      checkout.methods('Shipping Method').getByRole('radio', { name: 'Express delivery' }),
    ).toBeChecked();
    release();

    // the shopper sees the new amount, and React kept the server's HTML (the console guard
    // fails the test on a hydration mismatch)
    await expect(shipping).toContainText('₹249.00');
    await hydrated(summary.getByRole('heading', { name: 'Order summary' }));
  });

  test('a declined card leads to the failed page, where another card completes the order', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(...DECLINE_ERRORS);
    await cartAtPaymentStep(page);
    const checkout = new CheckoutPage(page);
    await checkout.openPayment();
    await checkout.chooseShipping('Express delivery');
    await checkout.choosePayment('Credit or debit card (test)');
    await checkout.acceptTerms();
    await checkout.placeOrderButton.click();

    const dialog = checkout.cardDialog;
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Card number' })).toBeFocused();
    // bad input is said in place and sends nothing
    await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4241');
    await dialog.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('01/20');
    await dialog.getByRole('button', { name: /^Pay\b/ }).click();
    await expect(dialog.getByText('The card number is not valid.')).toBeVisible();
    await expect(dialog.getByText('This card has expired.')).toBeVisible();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Card number' })).toHaveValue(
      '4242 4242 4242 4241',
    );
    await expectAccessible(page);
    await shot(page, 'card-dialog-error');

    await checkout.payByCard(DECLINED_CARD);
    await expect(page).toHaveURL(/\/checkout-failed\?token=[^&]+&order_id=NW\d+/);
    // the client's toast of the decline (8 s) is still there on the failed page
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your payment did not go through' }),
    ).toBeVisible();
    await expect(page.getByText('Payment failed', { exact: true })).toBeVisible();
    const orderNo = await checkout.orderNumber();
    // the toast is closed, and gone (no half-faded text for axe to measure), before this page
    // is checked
    await page.getByRole('button', { name: 'Close toast' }).click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expectAccessible(page);
    await shot(page, 'failed');

    const retry = page.getByRole('button', { name: 'Try another card' });
    await hydrated(retry);
    await retry.click();
    await expect(dialog).toBeVisible();
    await checkout.payByCard(GOOD_CARD);
    await expect(page).toHaveURL(/\/checkout-complete\?/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeVisible();
    expect(await checkout.orderNumber()).toBe(orderNo);
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByText(/ending 4242/)).toBeVisible();
  });

  test('double-clicking Place Order makes one order', async ({ page }) => {
    await cartAtPaymentStep(page);
    const checkout = new CheckoutPage(page);
    await checkout.openPayment();
    await checkout.chooseShipping('Standard delivery');
    await checkout.choosePayment('Cash on delivery');
    await checkout.acceptTerms();
    const placed: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/checkout/place-order')) placed.push(request.method());
    });
    await checkout.placeOrderButton.dblclick();
    await expect(page).toHaveURL(/\/checkout-complete\?/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeVisible();
    expect(placed).toEqual(['POST']);
  });

  test('missing methods and a missing address are said where the shopper must act', async ({
    page,
    allowConsoleErrors,
  }) => {
    // the client logs every failed call (spec §8), a 422 included
    allowConsoleErrors(
      responseError(422, '/api/cart/validate'),
      /^console error: \[api\] GET \/api\/cart\/validate failed: Shipping address is empty/,
    );
    await cartAtPaymentStep(page, { withAddress: false });
    const checkout = new CheckoutPage(page);
    await checkout.openPayment();
    await checkout.placeOrderButton.click();
    // the terms first, before anything is sent
    await expect(page.getByText('Please accept the terms and conditions.')).toBeVisible();
    await checkout.acceptTerms();
    await checkout.placeOrderButton.click();
    await expect(checkout.methods('Shipping Method')).toContainText('Shipping Method is empty');
    await expect(checkout.methods('Payment Method')).toContainText('Payment Method is empty');
    const addressProblem = page.getByRole('alert').filter({ hasText: 'Shipping address is empty' });
    await expect(addressProblem).toBeVisible();
    await expect(
      addressProblem.getByRole('link', { name: 'Go to the address step' }),
    ).toHaveAttribute('href', '/checkout/address');
    await expectAccessible(page);
    await shot(page, 'payment-step-problems');
    // choosing a method clears its message
    await checkout.chooseShipping('Standard delivery');
    await expect(checkout.methods('Shipping Method')).not.toContainText('Shipping Method is empty');
  });

  test('an order result link without a valid order goes home', async ({ page }) => {
    await page.goto('/checkout-complete?token=not-a-token&order_id=NW100001');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/checkout-failed');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the payment step, the card popup and the result pages fit a 390 px screen', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(...DECLINE_ERRORS);
    await cartAtPaymentStep(page);
    const checkout = new CheckoutPage(page);
    await checkout.openPayment();
    await checkout.chooseShipping('Standard delivery');
    await checkout.choosePayment('Credit or debit card (test)');
    await checkout.acceptTerms();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(await overflow()).toBe(false);
    await shot(page, 'payment-step');
    await checkout.placeOrderButton.click();
    await expect(checkout.cardDialog).toBeVisible();
    await checkout.cardDialog.getByRole('button', { name: /^Pay\b/ }).click();
    await expect(checkout.cardDialog.getByText('This field is required').first()).toBeVisible();
    await shot(page, 'card-dialog-error');
    await checkout.payByCard(DECLINED_CARD);
    await expect(page).toHaveURL(/\/checkout-failed\?/);
    await expect(page.getByRole('button', { name: 'Try another card' })).toBeVisible();
    expect(await overflow()).toBe(false);
    await shot(page, 'failed');
    await page.getByRole('button', { name: 'Try another card' }).click();
    await checkout.payByCard(GOOD_CARD);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeVisible();
    expect(await overflow()).toBe(false);
    await shot(page, 'complete');
  });
});

// Installing an analytics plugin changes every page of the store: @store-state runs it alone.
test.describe('purchase analytics', { tag: '@store-state' }, () => {
  const GTAG_ID = 'G-E2EPURCHASE';

  test.beforeEach(async ({ request, context }) => {
    await updatePlugin(request, 'GoogleGtag', {
      is_installed: true,
      config: { google_tag_id: GTAG_ID },
    });
    // the shopper accepted every cookie, so analytics may collect (spec §4)
    const choice = {
      state: {
        preferences: [
          { id: 'necessary', accepted: true },
          { id: 'optional', accepted: true },
        ],
      },
      version: 1,
    };
    const url = new URL(test.info().project.use.baseURL ?? 'http://localhost');
    await context.addCookies([
      {
        name: 'sf_cookie_consent',
        value: encodeURIComponent(JSON.stringify(choice)),
        domain: url.hostname,
        path: '/',
      },
    ]);
  });

  test.afterEach(async ({ request }) => {
    await updatePlugin(request, 'GoogleGtag', { is_installed: false });
  });

  test('purchase is sent once per order, not again when the complete page is reloaded', async ({
    page,
  }) => {
    await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagStub = true;' }),
    );
    const marks: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/plugins/GoogleGtag/track-purchase')) {
        marks.push(response.status());
      }
    });
    const purchases = () =>
      page.evaluate(
        () =>
          ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? []).filter(
            (entry) => entry[0] === 'event' && entry[1] === 'purchase',
          ).length,
      );

    await cartAtPaymentStep(page);
    const checkout = new CheckoutPage(page);
    await checkout.openPayment();
    await checkout.chooseShipping('Standard delivery');
    await checkout.choosePayment('Cash on delivery');
    await checkout.acceptTerms();
    await checkout.placeOrder();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeVisible();
    await expect.poll(purchases).toBe(1);
    expect(marks).toEqual([200]);

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your order!' }),
    ).toBeVisible();
    await expect(page.locator('script[data-sf-analytics="GoogleGtag"]')).toHaveCount(1);
    // once gtag records the page view, the purchase decision has been made: the order is
    // marked tracked, so nothing is sent and nothing is marked again
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? []).some(
            (entry) => entry[0] === 'event' && entry[1] === 'page_view',
          ),
        ),
      )
      .toBe(true);
    expect(await purchases()).toBe(0);
    expect(marks).toEqual([200]);
  });
});
