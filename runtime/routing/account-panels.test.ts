import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU, ACCOUNT_PANELS, accountPanelOf } from './account-panels.ts';
import { parsePageLocation } from './page-location.ts';

const panelAt = (path: string) => accountPanelOf(parsePageLocation(path))?.key ?? null;

describe('account panels (spec §2)', () => {
  it('maps each account path to its page', () => {
    expect(panelAt('/account')).toBe('dashboard');
    expect(panelAt('/account/')).toBe('dashboard');
    expect(panelAt('/account/profile')).toBe('profile');
    expect(panelAt('/account/security')).toBe('security');
    expect(panelAt('/account/orders?page=2')).toBe('orders');
    expect(panelAt('/account/addresses')).toBe('addresses');
    expect(panelAt('/account/wishlist')).toBe('wishlist');
  });

  it('shows no account page on the reset link, unknown sub-paths or other pages', () => {
    expect(panelAt('/account/reset-password/a%40b.c/tok')).toBeNull();
    expect(panelAt('/account/dashboard')).toBeNull();
    expect(panelAt('/account/constructor')).toBeNull();
    expect(panelAt('/account/profile/extra')).toBeNull();
    expect(panelAt('/cart')).toBeNull();
  });

  it('lists the menu in the spec’s groups and order, every page once', () => {
    expect(
      ACCOUNT_MENU.map((group) => [
        group.label,
        group.panels.map((key) => ACCOUNT_PANELS[key].label),
      ]),
    ).toEqual([
      ['Home', ['Dashboard']],
      ['Account', ['Profile', 'Security', 'Addresses', 'Wishlist']],
      ['Orders', ['Orders & Refunds']],
    ]);
  });
});
