import { describe, expect, it } from 'vitest';
import { robotsDirective } from './robots.ts';
import { robotsTxt } from './robots-txt.ts';

describe('robotsDirective', () => {
  it('lets content pages be indexed while indexing is on', () => {
    expect(robotsDirective({ enableIndexing: true, pageType: 'home' })).toBeNull();
    expect(robotsDirective({ enableIndexing: true, pageType: 'product' })).toBeNull();
  });

  it('keeps every page out when the store turned indexing off', () => {
    expect(robotsDirective({ enableIndexing: false, pageType: 'home' })).toBe('noindex, nofollow');
  });

  it.each(['account', 'checkout', 'cart', 'gate'] as const)(
    'always keeps %s pages out',
    (pageType) => {
      expect(robotsDirective({ enableIndexing: true, pageType })).toBe('noindex, nofollow');
    },
  );
});

describe('robotsTxt', () => {
  it('names the sitemap and disallows the API only', () => {
    const text = robotsTxt({ origin: 'https://shop.test', crawlable: true });
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Sitemap: https://shop.test/sitemap.xml');
    expect(text).not.toContain('Disallow: /\n');
  });

  it('disallows everything for a store that must not be crawled', () => {
    expect(robotsTxt({ origin: 'https://shop.test', crawlable: false })).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });
});
