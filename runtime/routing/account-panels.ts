import type { PageLocation } from './page-location.ts';

// The account area's pages (spec §2 route table and "Account menu"): one template (page key
// 'account') serves every /account/* path, and its sections decide by this table what to show.

/** A page of the account area. */
export type AccountPanelKey =
  | 'dashboard'
  | 'profile'
  | 'security'
  | 'addresses'
  | 'wishlist'
  | 'orders';

/** One account page: where it lives, its menu entry and its heading. */
export interface AccountPanel {
  key: AccountPanelKey;
  /** Its path, e.g. `/account/profile`. */
  path: string;
  /** Its entry in the account menu. */
  label: string;
  /** The page's h1. */
  title: string;
  /** The sentence under the h1 (spec §2's words for the route). */
  description: string;
}

/** Every account page, by key (spec §2). */
export const ACCOUNT_PANELS: Readonly<Record<AccountPanelKey, AccountPanel>> = {
  dashboard: {
    key: 'dashboard',
    path: '/account',
    label: 'Dashboard',
    title: 'Account Overview',
    description: 'Your recent orders, saved addresses and wishlist at a glance.',
  },
  profile: {
    key: 'profile',
    path: '/account/profile',
    label: 'Profile',
    title: 'Profile',
    description: 'Edit your profile',
  },
  security: {
    key: 'security',
    path: '/account/security',
    label: 'Security',
    title: 'Security',
    description: 'Access logs and change password',
  },
  addresses: {
    key: 'addresses',
    path: '/account/addresses',
    label: 'Addresses',
    title: 'Addresses',
    description: 'Save addresses for a hassle-free checkout',
  },
  wishlist: {
    key: 'wishlist',
    path: '/account/wishlist',
    label: 'Wishlist',
    title: 'Wishlist',
    description: 'All your saved product collections',
  },
  orders: {
    key: 'orders',
    path: '/account/orders',
    label: 'Orders & Refunds',
    title: 'Orders & Refunds',
    description: 'Track/Manage your orders',
  },
};

/** A group of the account menu. */
export interface AccountMenuGroup {
  label: string;
  panels: readonly AccountPanelKey[];
}

/**
 * The account menu (spec §2 "Account menu"): Home: Dashboard; Account: Profile, then Security,
 * Addresses after Security and Wishlist after Addresses; Orders: Orders & Refunds.
 */
export const ACCOUNT_MENU: readonly AccountMenuGroup[] = [
  { label: 'Home', panels: ['dashboard'] },
  { label: 'Account', panels: ['profile', 'security', 'addresses', 'wishlist'] },
  { label: 'Orders', panels: ['orders'] },
];

/**
 * The account page a location shows, or `null` when it shows none: not the account template, the
 * reset-password page (a guest's page), or a path the account area does not have.
 */
export function accountPanelOf({
  pageType,
  slug,
}: Pick<PageLocation, 'pageType' | 'slug'>): AccountPanel | null {
  if (pageType !== 'account') return null;
  const [first, ...rest] = slug;
  if (first === undefined) return ACCOUNT_PANELS.dashboard;
  if (rest.length > 0 || first === 'dashboard' || !Object.hasOwn(ACCOUNT_PANELS, first)) {
    return null;
  }
  return ACCOUNT_PANELS[first as AccountPanelKey];
}

/**
 * The id of the account page's h1 (the `account-heading` section): panels name their region by
 * it rather than repeating the page's title in a second h1.
 */
export const ACCOUNT_TITLE_ID = 'account-page-title';
