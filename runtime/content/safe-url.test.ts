import { describe, expect, it } from 'vitest';
import { isExternalLink, safeLinkUrl } from './safe-url.ts';

describe('safeLinkUrl', () => {
  it('keeps store paths and http(s), mailto and tel URLs', () => {
    expect(safeLinkUrl('/shop-online')).toBe('/shop-online');
    expect(safeLinkUrl('https://x.com/northwind')).toBe('https://x.com/northwind');
    expect(safeLinkUrl('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeLinkUrl('tel:+918040001234')).toBe('tel:+918040001234');
    expect(safeLinkUrl('about-us')).toBe('/about-us');
  });

  it('refuses anything that could run code or leave by a protocol-relative URL', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '',
      null,
    ]) {
      expect(safeLinkUrl(url)).toBeNull();
    }
  });

  it('tells store paths from external links', () => {
    expect(isExternalLink('/cart')).toBe(false);
    expect(isExternalLink('https://wa.me/1')).toBe(true);
  });
});
