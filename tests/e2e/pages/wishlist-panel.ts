import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { hydrated } from '../support/hydrated.ts';

/** The account's Wishlist panel (/account/wishlist) as a customer uses it. */
export class WishlistPanel {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/account/wishlist');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  }

  /** The card of a saved product, by its name. */
  product(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  async moveToCart(name: string): Promise<void> {
    const button = this.product(name).getByRole('button', { name: `Move ${name} to cart` });
    await hydrated(button);
    await button.click();
    await expect(this.product(name)).toHaveCount(0);
  }

  async remove(name: string): Promise<void> {
    const button = this.product(name).getByRole('button', { name: `Remove ${name} from wishlist` });
    await hydrated(button);
    await button.click();
    await expect(this.product(name)).toHaveCount(0);
  }
}
