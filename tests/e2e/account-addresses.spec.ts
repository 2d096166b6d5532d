import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ACCOUNT_PANELS, AccountPage } from './pages/account-page.ts';
import { CheckoutPage } from './pages/checkout-page.ts';
import { newShopper, registerByApi } from './pages/login-dialog.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { hydrated } from './support/hydrated.ts';

// The account's address book (issue 15) against the real server, as a freshly registered
// customer (the demo customer's addresses stay as the seed has them): empty state, add a default
// shipping address (a 422 lands on its field first), see it on the dashboard and preselected at
// checkout, edit it; a phone's viewport and axe on each state.

const SHOTS = process.env.ADDRESS_SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** A full-page screenshot at 1280 and 390 px when ADDRESS_SHOTS_DIR is set. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** axe once the toasts have gone (sonner fades them in, which axe reads as low contrast). */
async function accessible(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectAccessible(page);
}

/** Puts a head torch in the cart of the page's browser, so the checkout opens. */
async function addTorch(page: Page): Promise<void> {
  const torch = await (
    await page.request.get('/api/product/single-product/summit-peak-head-torch-400')
  ).json();
  const added = await page.request.post('/api/cart/add-item', {
    data: { product_id: torch.data.product.id, quantity: 1 },
  });
  expect(added.status(), await added.text()).toBe(200);
}

const HOME = {
  'Full name': 'Ravi Kumar',
  'Mobile number': '9123456780',
  'Flat, house no., building': '7 Palm Grove',
  'Town or city': 'Chennai',
  Pincode: '600090',
  State: 'Tamil Nadu',
};

for (const width of [1280, 390]) {
  test(`a new customer adds a default shipping address, finds it on the dashboard and at checkout, and edits it (${width} px)`, async ({
    page,
    allowConsoleErrors,
  }) => {
    test.setTimeout(120_000);
    // the too-long field is refused with a 422
    allowConsoleErrors(/422/);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await registerByApi(page.request, newShopper('addresses'));
    await addTorch(page);

    await page.goto(ACCOUNT_PANELS.Addresses);
    const account = new AccountPage(page);
    await expect(account.title).toHaveText('Addresses');
    const panel = page.getByRole('region', { name: 'Addresses', exact: true });
    await expect(panel.getByRole('heading', { name: 'No saved addresses yet' })).toBeVisible();
    const add = panel.getByRole('button', { name: 'Add address' });
    await hydrated(add);
    await accessible(page);
    if (width === 1280) await shoot(page, 'empty');

    // a value the server refuses comes back on its field; nothing typed is lost
    await add.click();
    await expect(panel.getByRole('heading', { name: 'Add address' })).toBeFocused();
    await expect(panel.getByRole('radio', { name: 'Shipping' })).toBeChecked();
    const form = panel.getByRole('form', { name: 'Shipping address' });
    for (const [label, value] of Object.entries(HOME)) {
      const select = form.getByRole('combobox', { name: label, exact: true });
      if ((await select.count()) > 0) await select.selectOption({ label: value });
      else await form.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    const area = form.getByRole('textbox', { name: 'Area, street, sector', exact: true });
    await area.fill('x'.repeat(501));
    await form.getByRole('checkbox', { name: 'Make this my default shipping address' }).check();
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(/longer than 500 characters/);
    await expect(form.getByRole('textbox', { name: 'Full name', exact: true })).toHaveValue(
      'Ravi Kumar',
    );
    await expect(form.getByRole('button', { name: 'Save Address' })).toBeEnabled();
    await accessible(page);
    if (width === 1280) await shoot(page, 'form-error');

    await area.fill('Besant Nagar');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(form).toBeHidden();
    const card = panel.getByRole('article', {
      name: /^Shipping address: Ravi Kumar, 7 Palm Grove/,
    });
    await expect(card).toBeVisible();
    await expect(card.getByText('Default')).toBeVisible();
    await expect(panel.getByText('1 saved address')).toBeVisible();
    await expect(add).toBeFocused();
    await accessible(page);
    if (width === 1280) await shoot(page, 'full');

    // the dashboard's default address card
    await account.openPanel('Dashboard');
    const defaults = page.getByRole('region', { name: 'Default addresses' });
    await expect(defaults.getByText('Shipping address')).toBeVisible();
    await expect(defaults.getByText(/7 Palm Grove/)).toBeVisible();

    // preselected at checkout
    const checkout = new CheckoutPage(page);
    await checkout.openAddress();
    const shipping = checkout.addressArea();
    await expect(shipping.getByText(/7 Palm Grove, Besant Nagar/)).toBeVisible();
    await expect(shipping.getByText('Default')).toBeVisible();

    // edit it in the address book
    await page.goto(ACCOUNT_PANELS.Addresses);
    const edit = panel.getByRole('button', { name: /^Edit shipping address: Ravi Kumar/ });
    await hydrated(edit);
    await edit.click();
    const editing = panel.getByRole('form', { name: 'Shipping address' });
    const city = editing.getByRole('textbox', { name: 'Town or city', exact: true });
    await expect(city).toHaveValue('Chennai');
    await expect(
      editing.getByRole('checkbox', { name: 'Make this my default shipping address' }),
    ).toBeChecked();
    await city.fill('Chennai South');
    await editing.getByRole('button', { name: 'Update Address' }).click();
    await expect(editing).toBeHidden();
    await expect(card.getByText(/Chennai South/)).toBeVisible();
    await expect(card.getByText('Default')).toBeVisible();
    const saved = (await (await page.request.get('/api/address/all')).json()).data;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ city: 'Chennai South', is_default: true });
  });
}
