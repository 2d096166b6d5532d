import { afterEach, describe, expect, it } from 'vitest';
import { showFavicons } from './preview-favicons.ts';

const iconHrefs = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="icon"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('showFavicons', () => {
  // only the links it added go: the head keeps the theme's styles for the files after this one
  afterEach(() => {
    for (const link of document.head.querySelectorAll('link')) link.remove();
  });

  it('shows the edited favicon instead of the shop’s, and puts the shop’s back', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="icon" href="/shop.png"><link rel="stylesheet" href="/app.css">',
    );
    showFavicons([{ rel: 'icon', href: '/new.png', sizes: '32x32', type: 'image/png' }]);
    expect(iconHrefs()).toEqual(['/new.png']);
    const shown = document.head.querySelector('link[href="/new.png"]');
    expect(shown?.getAttribute('sizes')).toBe('32x32');
    expect(shown?.getAttribute('type')).toBe('image/png');
    // the stylesheet is no icon: untouched
    expect(document.head.querySelector('link[href="/app.css"]')?.getAttribute('rel')).toBe(
      'stylesheet',
    );

    // a second change replaces the first; no icon at all is a choice too
    showFavicons([{ rel: 'icon', href: '/newer.png' }]);
    expect(iconHrefs()).toEqual(['/newer.png']);
    showFavicons([]);
    expect(iconHrefs()).toEqual([]);

    showFavicons(null);
    expect(iconHrefs()).toEqual(['/shop.png']);
    expect(document.head.querySelectorAll('link')).toHaveLength(2);
  });
});
