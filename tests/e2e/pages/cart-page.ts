import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { hydrated } from '../support/hydrated.ts';

// The cart page at /cart (spec §2 "Cart: drawer, coupons, coupon popup and fixed footer", §4
// "Checkout steps", §5 "Cart step"): the `cart-lines` and `cart-summary` sections. Every action
// waits for the control it uses to be hydrated, so a spec never races React.

/** An amount of the cart's summary. */
export type CartTotal = 'Subtotal' | 'Discount' | 'Shipping' | 'Grand total';

/** The cart as a shopper uses it: its lines and their quantities, coupons, totals, checkout. */
export class CartPage {
  constructor(readonly page: Page) {}

  /** Opens /cart. */
  async open(): Promise<void> {
    await this.page.goto('/cart');
    await expect(this.page.getByRole('heading', { level: 1, name: /cart/i })).toBeVisible();
  }

  /** 'Your cart is empty' (spec §5), shown instead of the lines. */
  get empty(): Locator {
    return this.page.getByText('Your cart is empty');
  }

  /** One list item per cart line. */
  get lines(): Locator {
    return this.page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  }

  /** The line of the product named `name` (its name links to the product). */
  line(name: string): Locator {
    return this.lines.filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** The quantity field of a line: the same stepper as the product page's. */
  lineQuantity(name: string): Locator {
    return this.line(name).getByRole('textbox', { name: 'Quantity', exact: true });
  }

  /** Types a line's new quantity and commits it (`PUT /api/cart/update-qty`). */
  async setLineQuantity(name: string, quantity: number): Promise<void> {
    const field = this.lineQuantity(name);
    await hydrated(field);
    await field.fill(String(quantity));
    await field.press('Enter');
    await expect(field).toHaveValue(String(quantity));
  }

  /** Removes a line (`DELETE /api/cart/remove-item`) and waits until it is gone. */
  async remove(name: string): Promise<void> {
    const button = this.line(name).getByRole('button', { name: /^Remove\b/ });
    await hydrated(button);
    await button.click();
    await expect(this.line(name)).toHaveCount(0);
  }

  /** The order summary: a table with a row per amount, named by its label. */
  get summary(): Locator {
    return this.page.getByRole('region', { name: 'Order summary' });
  }

  /** The row of one amount, e.g. `total('Grand total')`; its text holds the label and the price. */
  total(label: CartTotal): Locator {
    return this.summary.getByRole('row', { name: new RegExp(`^${label}\\b`) });
  }

  get couponField(): Locator {
    return this.page.getByRole('textbox', { name: /coupon/i });
  }

  /** Applies a coupon code (`POST /api/cart/coupons/apply`). */
  async applyCoupon(code: string): Promise<void> {
    await hydrated(this.couponField);
    await this.couponField.fill(code);
    await this.page.getByRole('button', { name: 'Apply', exact: true }).click();
  }

  /** Removes the applied coupon (`DELETE /api/cart/coupons/remove`). */
  async removeCoupon(): Promise<void> {
    const button = this.page.getByRole('button', { name: /^Remove coupon\b/ });
    await hydrated(button);
    await button.click();
  }

  /** What the server said of a line ('Only 3 left in stock'), shown on the line. */
  lineProblem(name: string): Locator {
    return this.line(name).getByRole('alert');
  }

  /** Opens 'View coupons' and answers the popup. */
  async openCoupons(): Promise<Locator> {
    const button = this.page.getByRole('button', { name: 'View coupons' });
    await hydrated(button);
    await button.click();
    const dialog = this.page.getByRole('dialog', { name: 'Coupons' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** The phone's fixed footer with the grand total and Checkout. */
  get fixedBar(): Locator {
    return this.page.locator('[data-cart-bar]');
  }

  /** Goes on to the address step (stepper 'Cart' → 'Address'). */
  async goToCheckout(): Promise<void> {
    const name = /checkout/i;
    await this.page
      .getByRole('link', { name })
      .or(this.page.getByRole('button', { name }))
      .first()
      .click();
    await expect(this.page).toHaveURL(/\/checkout\/address$/);
  }
}
