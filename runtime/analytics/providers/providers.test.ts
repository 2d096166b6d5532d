import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { facebookPixelProvider } from './facebook-pixel.ts';
import { googleGtagProvider } from './google-gtag.ts';
import { googleTagManagerProvider } from './google-tag-manager.ts';
import { microsoftClarityProvider } from './microsoft-clarity.ts';

type Scope = Record<string, unknown>;
const scope = window as unknown as Scope;
const scripts = () => [...document.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
  for (const key of ['dataLayer', 'gtag', 'fbq', '_fbq', 'clarity', 'ga-disable-G-TEST1']) {
    delete scope[key];
  }
});

describe('analytics providers', () => {
  it('gtag loads its script and sends GA4 events; unloading opts out and deletes its cookies', () => {
    const gtag = googleGtagProvider('G-TEST1');
    gtag.load();
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1']);
    gtag.track('add_to_cart', {
      currency: 'INR',
      value: 10,
      items: [{ id: 1, name: 'Socks', price: 10, quantity: 1 }],
    });
    const layer = scope.dataLayer as IArguments[];
    const last = [...(layer.at(-1) ?? [])];
    expect(last[0]).toBe('event');
    expect(last[1]).toBe('add_to_cart');
    expect(last[2]).toMatchObject({ items: [{ item_id: '1', item_name: 'Socks' }] });

    Cookies.set('_ga', 'GA1.1.1');
    gtag.unload();
    expect(scope['ga-disable-G-TEST1']).toBe(true);
    expect(scripts()).toEqual([]);
    expect(Cookies.get('_ga')).toBeUndefined();
  });

  it('Tag Manager pushes ecommerce events to the dataLayer', () => {
    const gtm = googleTagManagerProvider('GTM-TEST');
    gtm.load();
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST']);
    gtm.track('view_cart', { currency: 'INR', value: 5, items: [{ id: 'a', name: 'A' }] });
    expect(scope.dataLayer).toContainEqual({
      event: 'view_cart',
      ecommerce: { currency: 'INR', value: 5, items: [expect.objectContaining({ item_id: 'a' })] },
    });
  });

  it('the Pixel maps events to standard events and revokes consent on unload', () => {
    const pixel = facebookPixelProvider('1234567890');
    pixel.load();
    pixel.track('begin_checkout', {
      currency: 'INR',
      value: 20,
      items: [{ id: 3, name: 'B', quantity: 2 }],
    });
    const fbq = scope.fbq as { queue: unknown[][] };
    expect(fbq.queue).toContainEqual(['init', '1234567890']);
    expect(fbq.queue).toContainEqual([
      'track',
      'InitiateCheckout',
      expect.objectContaining({ content_ids: ['3'], num_items: 2, value: 20 }),
    ]);
    pixel.unload();
    expect(fbq.queue.at(-1)).toEqual(['consent', 'revoke']);
    expect(scripts()).toEqual([]);
  });

  it('Clarity grants consent on load and withdraws it on unload', () => {
    const clarity = microsoftClarityProvider('abc123');
    clarity.load();
    expect(scripts()).toEqual(['https://www.clarity.ms/tag/abc123']);
    clarity.unload();
    const queue = (scope.clarity as { q: unknown[][] }).q;
    expect(queue).toContainEqual(['consent']);
    expect(queue).toContainEqual(['consent', false]);
  });
});
