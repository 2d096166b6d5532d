import type { Locator, Page, Response } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { hydrated, reached } from '../support/hydrated.ts';

/**
 * The product page (spec §2 "Product and quick-view") as a shopper uses it: open a product, choose
 * its options, set a quantity, add to cart or buy now, and read the price and stock it shows.
 * Every action reaches for the control it uses and waits for it to be hydrated, so a spec never
 * races React: the details' code loads when the shopper reaches for them (decision 0017).
 */
export class ProductPage {
  constructor(readonly page: Page) {}

  /** The storefront path of a product, with a variant chosen through `?sku=`. */
  static path(slug: string, sku?: string): string {
    return `/product/${slug}${sku ? `?sku=${encodeURIComponent(sku)}` : ''}`;
  }

  /** Opens `/product/<slug>` (and `?sku=`), and answers the document's response. */
  async open(slug: string, options: { sku?: string } = {}): Promise<Response | null> {
    return this.page.goto(ProductPage.path(slug, options.sku));
  }

  /**
   * Waits until the page is the browser's: its main section has hydrated, which remembers the
   * product as recently viewed (its details hydrate later, when the shopper reaches for them).
   */
  async ready(): Promise<void> {
    await hydrated(this.page.locator('[data-product-main]'));
  }

  /** The product's name, the page's only level-1 heading. */
  get name(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  // Price, SKU and stock are plain text with no role: their data attributes name them.

  /** The price of what is chosen (sale and regular price when it is on sale). */
  get price(): Locator {
    return this.page.locator('[data-product-price]');
  }

  /** The SKU of what is chosen. */
  get sku(): Locator {
    return this.page.locator('[data-product-sku]');
  }

  /** 'In stock', 'Only N left in stock', 'Out of stock' or 'Not available in this combination'. */
  get stockMessage(): Locator {
    return this.page.locator('[data-stock]');
  }

  get quantity(): Locator {
    return this.page.getByRole('textbox', { name: 'Quantity', exact: true });
  }

  get addToCartButton(): Locator {
    return this.page.getByRole('button', { name: 'Add to cart', exact: true });
  }

  get buyNowButton(): Locator {
    return this.page.getByRole('button', { name: 'Buy now', exact: true });
  }

  /** The item-added indicator (spec §4: it clears after 2 seconds). */
  get added(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Added to cart' });
  }

  /** The reminder or error under the buttons ('Please choose size'). */
  get problem(): Locator {
    return this.page.getByRole('alert');
  }

  /** The product's heart (the first on the page: cards below have their own). */
  get addToWishlistButton(): Locator {
    // the product's own: related and recently viewed products' cards have hearts too
    return this.page
      .locator('[data-product-main]')
      .getByRole('button', { name: 'Add to wishlist', exact: true });
  }

  /** The price as a shopper reads it, e.g. `Sale price: ₹5,499.00 Regular price: ₹6,999.00`. */
  async readPrice(): Promise<string> {
    return ((await this.price.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  }

  async readStockMessage(): Promise<string> {
    return ((await this.stockMessage.textContent()) ?? '').trim();
  }

  /**
   * Chooses `value` of the option `attribute` ('Colour', 'Size'): a radio in the option's group,
   * or the option's drop-down where the section shows options as a select.
   */
  async chooseVariant(attribute: string, value: string): Promise<void> {
    const select = this.page.getByRole('combobox', { name: attribute, exact: true });
    if ((await select.count()) > 0) {
      await reached(select);
      await select.selectOption({ label: value });
      return;
    }
    const group = this.page.getByRole('group', { name: new RegExp(`^${attribute}\\b`) });
    const choice = group.getByRole('radio', { name: value, exact: true });
    await reached(choice);
    await choice.check();
  }

  /** Types `quantity` into the quantity field and commits it, as Enter does. */
  async setQuantity(quantity: number): Promise<void> {
    await reached(this.quantity);
    await this.quantity.fill(String(quantity));
    await this.quantity.press('Enter');
  }

  /** Adds what is chosen to the cart and waits for the item-added indicator. */
  async addToCart(): Promise<void> {
    await reached(this.addToCartButton);
    await this.addToCartButton.click();
    await expect(this.added).toBeVisible();
  }

  /** Buy now: adds what is chosen, then goes to the address step (spec §4 "Cart actions"). */
  async buyNow(): Promise<void> {
    await reached(this.buyNowButton);
    await this.buyNowButton.click();
    await expect(this.page).toHaveURL(/\/checkout\/address$/);
  }

  /** Presses the heart; a guest is sent to log in (spec §4 "Wishlist"). */
  async addToWishlist(): Promise<void> {
    await reached(this.addToWishlistButton);
    await this.addToWishlistButton.click();
  }

  /**
   * Asks whether the product is delivered to `pincode`; answers the result's status line. The
   * check's own code loads when the shopper reaches for it (a part inside the details' part): once
   * the details have hydrated, typing and pressing Check do not wait for it, as a shopper would not.
   */
  async checkDelivery(pincode: string): Promise<Locator> {
    const field = this.page.getByRole('textbox', { name: 'Check delivery to your pincode' });
    await reached(this.addToCartButton);
    await field.fill(pincode);
    await this.page
      .getByRole('form', { name: 'Check delivery' })
      .getByRole('button', { name: 'Check', exact: true })
      .click();
    return this.page.getByRole('form', { name: 'Check delivery' }).getByRole('status');
  }
}
