import { describe, expect, it } from 'vitest';
import { DEFAULT_STOREFRONT_VALUES } from './default-storefront-values.ts';
import { readInitialValues, readStorefront } from './initial-values.ts';

const channel = { currency: { code: 'INR' }, country: { mobile_code: '+91' } };

describe('readInitialValues', () => {
  it('parses well-formed initial values without problems', () => {
    const { values, problems } = readInitialValues({
      license_status: 'active',
      host: 'shop.example',
      settings: { store_name: 'Northwind' },
      storefront: { channel, theme_color: '#1f5f4a' },
      plugins: [{ module_name: 'Chat', config: { mobile_no: '919876543210' } }],
      account: { id: 7, first_name: 'Asha' },
    });
    expect(problems).toEqual([]);
    expect(values.storefront.theme_color).toBe('#1f5f4a');
    expect(values.storefront.channel.currency.code).toBe('INR');
    expect(values.settings.store_name).toBe('Northwind');
    expect(values.plugins.map((plugin) => plugin.module_name)).toEqual(['Chat']);
    expect(values.isLoggedIn).toBe(true);
    expect(values.licenseStatus).toBe('active');
    expect(values.adminToken).toBeNull();
  });

  it('gives the defaults and no problems when there is no data (an error page)', () => {
    const { values, problems } = readInitialValues(undefined);
    expect(problems).toEqual([]);
    expect(values.storefront.theme_color).toBe('#111827');
    expect(values.storefront.is_sticky_header_enabled).toBe(true);
    expect(values.isLoggedIn).toBe(false);
  });

  it('has written-out defaults for the browser equal to the parsed ones', () => {
    expect(DEFAULT_STOREFRONT_VALUES).toStrictEqual(readInitialValues(undefined).values);
  });

  it("parses the configs of the runtime's plugins and leaves a malformed one out", () => {
    const { values, problems } = readInitialValues({
      storefront: { channel },
      plugins: [
        { module_name: 'Chat', config: { mobile_no: '919876543210' } },
        { module_name: 'GoogleGtag', config: { tag: 'G-1' } },
        { module_name: 'Chat', config: { mobile_no: '441234567890' } },
        { module_name: 'Reviews', config: { stars: 5 } },
      ],
    });
    expect(values.pluginConfigs).toEqual({
      Chat: { mobile_no: '919876543210', default_message: '', chat_location: 'bottom-right' },
    });
    expect(values.plugins).toHaveLength(4); // the configs of other plugins stay as answered
    expect(problems).toEqual([]);
  });

  it('replaces only the malformed fields with their defaults and names each one', () => {
    const { values, problems } = readInitialValues({
      storefront: { channel, theme_color: 'red;}</style>', is_scroll_button_enabled: false },
      settings: { store_name: 42, store_email: 'a@b.c' },
      plugins: [{ config: {} }, { module_name: 'Chat' }],
    });
    expect(values.storefront.theme_color).toBe('#111827');
    expect(values.storefront.is_scroll_button_enabled).toBe(false);
    expect(values.settings).toEqual({ store_email: 'a@b.c' });
    expect(values.plugins.map((plugin) => plugin.module_name)).toEqual(['Chat']);
    expect(problems).toEqual([
      expect.stringMatching(/^storefront\.theme_color: The value must be a hex colour/),
      expect.stringMatching(/^settings\.store_name: /),
      expect.stringMatching(/^plugins\.0: /),
    ]);
  });

  it('falls back to a default channel when the storefront has none', () => {
    const problems: string[] = [];
    const storefront = readStorefront({ theme_color: '#000000' }, problems);
    expect(storefront.theme_color).toBe('#000000');
    expect(storefront.channel.currency.code).toBe('USD');
    expect(problems).toEqual(['storefront.channel: missing']);
  });

  it('survives values that are not objects at all', () => {
    const { values, problems } = readInitialValues('<html>oops</html>');
    expect(values.storefront.page_layout).toBe('Full Width');
    expect(problems).toContain('initial values: not an object');
  });

  it('reads an admin token from the initial values or the account', () => {
    expect(readInitialValues({ admin_token: 'abc' }).values.adminToken).toBe('abc');
    expect(readInitialValues({ account: { id: 1, admin_token: 'xyz' } }).values.adminToken).toBe(
      'xyz',
    );
    expect(readInitialValues({ admin_token: '  ' }).values.adminToken).toBeNull();
  });
});
