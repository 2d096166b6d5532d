import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { CookiePreferencesProvider } from '../../../runtime/chrome/cookie-preferences-slot.ts';
import type { StorefrontValues } from '../../../runtime/storefront/initial-values.ts';
import { presetArgs } from '../../story-presets.ts';
import { fixtureValues, LayoutProviders, routeApi } from '../layout-fixtures.tsx';
import Footer from './Footer.tsx';
import { footer } from './index.ts';
import { socialLinks } from './social-links.ts';

const full = presetArgs(footer, 'Menu, details and social');

function renderFooter(
  element: ReactNode,
  options: { values?: StorefrontValues; api?: ApiClient; openCookies?: () => void } = {},
) {
  const { openCookies = null, ...providers } = options;
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <LayoutProviders {...providers}>
          <CookiePreferencesProvider value={openCookies}>{element}</CookiePreferencesProvider>
        </LayoutProviders>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('Footer', () => {
  it('lays out the footer menu in columns named by their top-level items', async () => {
    renderFooter(<Footer {...full} />);
    const shop = await screen.findByRole('navigation', { name: 'Shop' });
    expect(within(shop).getByRole('link', { name: 'Footwear' })).toHaveAttribute(
      'href',
      '/product-category/footwear',
    );
    const links = screen.getByRole('navigation', { name: 'Links' });
    expect(within(links).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/about-us',
    );
  });

  it("shows the store's name, address, e-mail and phone", () => {
    renderFooter(<Footer {...full} />);
    const store = screen.getByRole('region', { name: 'Northwind Outfitters' });
    expect(within(store).getByText('14 Lavelle Road')).toBeInTheDocument();
    expect(within(store).getByRole('link', { name: 'hello@northwind.example' })).toHaveAttribute(
      'href',
      'mailto:hello@northwind.example',
    );
    expect(within(store).getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute(
      'href',
      'tel:+918040001234',
    );
  });

  it('links the social profiles that are set, each with an accessible name', () => {
    renderFooter(<Footer {...full} />);
    const social = screen.getByRole('list', { name: 'Social media' });
    const names = within(social)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Facebook', 'Instagram', 'X (Twitter)', 'LinkedIn']);
    expect(within(social).getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://www.facebook.com/northwind',
    );
  });

  it('offers Manage Cookies when the cookie warning is on and the consent module is there', async () => {
    const openCookies = vi.fn();
    const { unmount } = renderFooter(<Footer {...full} />, { openCookies });
    await userEvent.click(screen.getByRole('button', { name: 'Manage Cookies' }));
    expect(openCookies).toHaveBeenCalledTimes(1);
    unmount();
    renderFooter(<Footer {...full} />, {
      openCookies,
      values: fixtureValues({ storefront: { is_cookie_warning_enabled: false } }),
    });
    expect(screen.queryByRole('button', { name: 'Manage Cookies' })).not.toBeInTheDocument();
  });

  it('still renders the store details when the menu cannot be loaded', async () => {
    const api = routeApi({});
    renderFooter(<Footer {...full} />, { api });
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/api/menu/footer'));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByText(/^© \d{4} Northwind Outfitters$/)).toBeInTheDocument();
  });

  it('leaves out details and social links when asked, and shows its own copyright line', () => {
    renderFooter(<Footer {...presetArgs(footer, 'Menu only')} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
    expect(screen.getByText('Northwind Outfitters, Bengaluru')).toBeInTheDocument();
  });
});

describe('socialLinks', () => {
  it('keeps only http(s) profile URLs, in the order of spec §3', () => {
    expect(
      socialLinks({
        linkedin: 'https://linkedin.com/x',
        facebook: 'javascript:alert(1)',
        instagram: '  ',
        youtube: 'https://youtube.com/@x',
      }).map((link) => link.key),
    ).toEqual(['youtube', 'linkedin']);
  });
});
