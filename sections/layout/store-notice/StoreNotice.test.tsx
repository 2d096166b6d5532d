import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { StorefrontValues } from '../../../runtime/storefront/initial-values.ts';
import { fixtureValues, LayoutProviders } from '../layout-fixtures.tsx';
import {
  NOTICE_CLOSED_CLASS,
  NOTICE_STORAGE_KEY,
  noticeFingerprint,
  preNoticeScript,
} from './notice-state.ts';
import StoreNotice from './StoreNotice.tsx';

function inRouter(element: ReactNode, values?: StorefrontValues) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: <LayoutProviders {...(values && { values })}>{element}</LayoutProviders>,
    },
  ]);
  return <RouterProvider router={router} />;
}

afterEach(() => {
  window.sessionStorage.clear();
  document.documentElement.classList.remove(NOTICE_CLOSED_CLASS);
});

describe('StoreNotice', () => {
  it("shows the store's notice in its colours, linking to the notice page", () => {
    render(inRouter(<StoreNotice />));
    const notice = screen.getByRole('region', { name: 'Store notice' });
    expect(notice).toHaveStyle({ backgroundColor: '#1f5f4a', color: '#ffffff' });
    expect(
      screen.getByRole('link', { name: 'Free shipping on orders over ₹2,999' }),
    ).toHaveAttribute('href', '/shop-online');
  });

  it('lets section props replace the store notice, and shows plain text without a link', () => {
    render(
      inRouter(
        <StoreNotice
          message="Closed on Sunday"
          background_color="#000000"
          link=""
          clearable={false}
        />,
        fixtureValues({ storefront: { is_store_notice_enabled: false } }),
      ),
    );
    expect(screen.getByText('Closed on Sunday')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close notice' })).not.toBeInTheDocument();
  });

  it('renders nothing when the store notice is off and the section has no message', () => {
    render(
      inRouter(<StoreNotice />, fixtureValues({ storefront: { is_store_notice_enabled: false } })),
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('closes for the rest of the session when clearable', async () => {
    const { unmount } = render(inRouter(<StoreNotice />));
    await userEvent.click(screen.getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByRole('region', { name: 'Store notice' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(NOTICE_STORAGE_KEY)).toBe(
      noticeFingerprint('Free shipping on orders over ₹2,999'),
    );
    unmount();
    render(inRouter(<StoreNotice />));
    expect(screen.queryByRole('region', { name: 'Store notice' })).not.toBeInTheDocument();
  });

  it('shows a new notice even after the previous one was closed', () => {
    window.sessionStorage.setItem(NOTICE_STORAGE_KEY, noticeFingerprint('Old news'));
    document.documentElement.classList.add(NOTICE_CLOSED_CLASS);
    render(inRouter(<StoreNotice />));
    expect(screen.getByRole('region', { name: 'Store notice' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass(NOTICE_CLOSED_CLASS);
  });

  it('server-renders a script that hides a closed notice before it is painted', () => {
    const html = renderToString(inRouter(<StoreNotice />));
    const fingerprint = noticeFingerprint('Free shipping on orders over ₹2,999');
    expect(html).toContain(`<script>${preNoticeScript(fingerprint)}</script>`);
    expect(html).toContain(`data-sf-store-notice="${fingerprint}"`);

    window.sessionStorage.setItem(NOTICE_STORAGE_KEY, fingerprint);
    new Function(preNoticeScript(fingerprint))();
    expect(document.documentElement).toHaveClass(NOTICE_CLOSED_CLASS);
  });

  it('keeps markup out of the pre-paint script', () => {
    expect(preNoticeScript('</script><b>')).not.toContain('<');
  });
});
