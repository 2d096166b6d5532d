import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { hydrated } from '../support/hydrated.ts';

// The account area (spec §2 routes /account…, "Account menu"): one template whose menu frames
// every page. On a phone the menu folds behind one button naming the current page.

/** The account menu's entries (spec §2 "Account menu") and the route each opens. */
export const ACCOUNT_PANELS = {
  Dashboard: '/account',
  Profile: '/account/profile',
  Security: '/account/security',
  Addresses: '/account/addresses',
  Wishlist: '/account/wishlist',
  'Orders & Refunds': '/account/orders',
} as const;

export type AccountPanel = keyof typeof ACCOUNT_PANELS;

/** Each account page's h1 and the sentence under it (spec §2 route table). */
export const ACCOUNT_TITLES: Record<AccountPanel, { title: string; description: string }> = {
  Dashboard: {
    title: 'Account Overview',
    description: 'Your recent orders, saved addresses and wishlist at a glance.',
  },
  Profile: { title: 'Profile', description: 'Edit your profile' },
  Security: { title: 'Security', description: 'Access logs and change password' },
  Addresses: { title: 'Addresses', description: 'Save addresses for a hassle-free checkout' },
  Wishlist: { title: 'Wishlist', description: 'All your saved product collections' },
  'Orders & Refunds': { title: 'Orders & Refunds', description: 'Track/Manage your orders' },
};

/** The account area as a customer uses it: open it, then a panel from the account menu. */
export class AccountPage {
  constructor(readonly page: Page) {}

  /** The account menu: a navigation landmark named 'Account'. */
  get menu(): Locator {
    return this.page.getByRole('navigation', { name: 'Account' });
  }

  /** Opens the dashboard, titled 'Account Overview' (spec §2). */
  async open(): Promise<void> {
    await this.page.goto(ACCOUNT_PANELS.Dashboard);
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Account Overview' }),
    ).toBeVisible();
  }

  /** The button that unfolds the menu on a phone (hidden from 1024 px). */
  get menuToggle(): Locator {
    return this.menu.getByRole('button', { name: /^Account menu/ });
  }

  /** The page's h1. */
  get title(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  /** Opens a panel by its name in the account menu (unfolding it on a phone), and waits for its route. */
  async openPanel(name: AccountPanel): Promise<void> {
    await hydrated(this.menu);
    if (await this.menuToggle.isVisible()) {
      await this.menuToggle.click();
      await expect(this.menuToggle).toHaveAttribute('aria-expanded', 'true');
    }
    await this.menu.getByRole('link', { name, exact: true }).click();
    await expect(this.page).toHaveURL(new RegExp(`${ACCOUNT_PANELS[name]}$`));
    // on a phone the menu folds again once the page has changed
    await expect(
      this.menu.getByRole('link', { name, exact: true, includeHidden: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(this.title).toHaveText(ACCOUNT_TITLES[name].title);
  }

  /** Logs out with the menu's Logout button (unfolding the menu on a phone). */
  async logout(): Promise<void> {
    await hydrated(this.menu);
    if (await this.menuToggle.isVisible()) await this.menuToggle.click();
    await this.menu.getByRole('button', { name: 'Logout' }).click();
  }
}
