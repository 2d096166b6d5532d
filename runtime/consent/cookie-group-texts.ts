/** What the preferences dialog says about a cookie group (spec §2 "Cookie banner"). */
export interface CookieGroupText {
  name: string;
  description: string;
}

/**
 * The groups' names and descriptions, by group id (NECESSARY, OPTIONAL of cookie-groups.ts, written
 * out so this module imports nothing of the page's). Only the preferences dialog imports it, so the
 * texts load with it, on first use, not with every page.
 */
export const COOKIE_GROUP_TEXTS: Readonly<Record<string, CookieGroupText>> = {
  necessary: {
    name: 'Necessary Cookies',
    description:
      'Keep your cart, your login and this choice working. The shop cannot work without them, so they are always on.',
  },
  optional: {
    name: 'Optional Cookies',
    description:
      'Help us understand how the shop is used and measure our advertising, through analytics services such as Google Analytics, Microsoft Clarity and the Facebook Pixel.',
  },
};
