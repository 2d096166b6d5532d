import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Link as RouterLink, NavLink as RouterNavLink, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isActivePath, Link, type LinkProps, NavLink, type NavLinkProps } from './Link.tsx';

/** The markup of `element` drawn by the server at `location`. */
function drawn(element: ReactElement, location = '/'): string {
  return renderToString(createElement(StaticRouter, { location }, element));
}

describe('the server draws the store links as React Router does, without its work', () => {
  it('is the server version here, not React Router’s own components', () => {
    expect(Link).not.toBe(RouterLink);
    expect(NavLink).not.toBe(RouterNavLink);
  });

  const links: [string, LinkProps][] = [
    ['a path', { to: '/products/tee', children: 'Tee' }],
    [
      'a path with navigation options and a handler',
      {
        to: '/shop-online?page=2',
        replace: true,
        preventScrollReset: true,
        state: { from: 'grid' },
        onClick: () => {},
        className: 'next',
        'aria-label': 'Next page',
        children: '2',
      },
    ],
    ['a URL elsewhere', { to: 'https://example.com/size-guide', children: 'Size guide' }],
    ['a query relative to the page', { to: '?sort=price', children: 'Price' }],
    ['a link opening a new tab', { to: '/terms', target: '_blank', children: 'Terms' }],
  ];
  it.each(links)('%s', (_, props) => {
    expect(drawn(createElement(Link, props), '/shop-online')).toBe(
      drawn(createElement(RouterLink, props), '/shop-online'),
    );
  });

  const navLinks: [string, string, NavLinkProps][] = [
    ['home, on home', '/', { to: '/', end: true, children: 'Home' }],
    ['home, elsewhere', '/shop-online', { to: '/', end: true, children: 'Home' }],
    ['home without end, elsewhere', '/shop-online', { to: '/', children: 'Home' }],
    ['a section, below it', '/account/orders', { to: '/account', children: 'Account' }],
    [
      'a section with end, below it',
      '/account/orders',
      { to: '/account', end: true, children: 'A' },
    ],
    ['a prefix that is not a parent', '/accounts', { to: '/account', children: 'Account' }],
    ['in another case', '/Shop-Online', { to: '/shop-online', className: 'tab', children: 'Shop' }],
    ['with a trailing slash', '/blogs/news', { to: '/blogs/', children: 'Blogs' }],
    [
      'with its own aria-current',
      '/checkout/address',
      { to: '/checkout/address', 'aria-current': 'step', children: 'Address' },
    ],
  ];
  it.each(navLinks)('NavLink: %s', (_, location, props) => {
    expect(drawn(createElement(NavLink, props), location)).toBe(
      drawn(createElement(RouterNavLink, props), location),
    );
  });
});

describe('isActivePath', () => {
  it('matches the page itself, and pages below it unless `end`', () => {
    expect(isActivePath('/account', '/account', true)).toBe(true);
    expect(isActivePath('/account/orders', '/account', false)).toBe(true);
    expect(isActivePath('/account/orders', '/account', true)).toBe(false);
    expect(isActivePath('/accounts', '/account', false)).toBe(false);
    expect(isActivePath('/shop-online', '/shop-online?sort=price', true)).toBe(true);
  });
});
