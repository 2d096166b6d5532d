import { describe, expect, it } from 'vitest';
import { storefrontSchema } from '../../../../schemas/api/storefront.ts';
import { faviconSizeProblem, withFavicon, withoutFavicon } from './favicon.ts';

const touch = { rel: 'apple-touch-icon' as const, href: '/touch.png', sizes: '180x180' };

describe('withFavicon', () => {
  it('makes the upload the icon, keeps the touch icon, and passes the API’s schema', () => {
    const set = withFavicon([{ rel: 'icon', href: '/old.png' }, touch], {
      href: '/api/plugins/customisation/uploads/abc.png',
      type: 'image/png',
      width: 64,
      height: 64,
    });
    expect(set).toEqual([
      {
        rel: 'icon',
        href: '/api/plugins/customisation/uploads/abc.png',
        sizes: '64x64',
        type: 'image/png',
      },
      touch,
    ]);
    expect(storefrontSchema.shape.favicon.safeParse(set).success).toBe(true);
  });

  it('takes the icon away and keeps the rest', () => {
    expect(withoutFavicon([{ rel: 'icon', href: '/old.png' }, touch])).toEqual([touch]);
  });
});

describe('faviconSizeProblem', () => {
  it('refuses a picture that is not square, saying its size', () => {
    expect(faviconSizeProblem({ width: 64, height: 64 })).toBeNull();
    expect(faviconSizeProblem({ width: 120, height: 40 })).toContain('120×40 pixels');
  });
});
