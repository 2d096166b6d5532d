import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { cartEntryProps } from '../../../runtime/commerce/cart/use-cart-entry.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import type { Cart } from '../../../schemas/api/cart.ts';
import { CartProviders, capLine, cartApi, cartOf, jacketLine } from '../cart-fixtures.tsx';
import CartDrawer from './CartDrawer.tsx';

vi.mock('../../../runtime/analytics/analytics.ts', () => ({ track: vi.fn() }));

// The drawer's chunk: loaded only when a shopper reaches for the cart icon.
const chunk = vi.hoisted(() => ({ loaded: false }));
vi.mock('./CartDrawerPanel.tsx', async (importOriginal) => {
  chunk.loaded = true;
  return importOriginal();
});

/** The header's cart icon as the header draws it (the header is another section's folder). */
function CartIcon({ count }: { count: number }) {
  const { pathname } = useLocation();
  return (
    <Link
      to="/cart"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      {...cartEntryProps(pathname)}
    >
      Cart
    </Link>
  );
}

function renderShell(current: Cart, entry = '/') {
  const api = cartApi(current);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
  });
  render(
    <CartProviders api={api} client={client} entry={entry}>
      <CartIcon count={current.total_quantity} />
      <CartDrawer title="Your cart" show_coupon />
    </CartProviders>,
  );
}

const cartIcon = () => screen.findByRole('link', { name: /^Cart, 3 items$/ });

describe('cart-drawer', () => {
  it('loads nothing until the cart icon is reached for, then opens from it with the lines', async () => {
    renderShell(cartOf([jacketLine(1), capLine(2)]));
    const icon = await cartIcon();
    expect(chunk.loaded).toBe(false);
    expect(icon).toHaveAttribute('href', '/cart');
    expect(icon).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.hover(icon);
    await waitFor(() => expect(chunk.loaded).toBe(true));
    await userEvent.click(icon);
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(await within(drawer).findByRole('list', { name: 'Cart items' })).toBeVisible();
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(2);
    expect(within(drawer).getByRole('region', { name: 'Order summary' })).toBeVisible();
    expect(within(drawer).getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(within(drawer).getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/checkout/address',
    );
    // the page did not navigate
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('keeps focus inside while open, and Escape gives it back to the cart icon', async () => {
    renderShell(cartOf([capLine(1)]));
    const icon = await cartIcon().catch(() =>
      screen.findByRole('link', { name: /^Cart, 1 item$/ }),
    );
    icon.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    await within(drawer).findByRole('list', { name: 'Cart items' });
    for (let step = 0; step < 10; step += 1) {
      await userEvent.tab();
      expect(drawer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(icon).toHaveFocus();
  }, 15_000);

  it('closes when View cart is followed', async () => {
    renderShell(cartOf([capLine(1)]));
    await userEvent.click(await screen.findByRole('link', { name: /^Cart, 1 item$/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Your cart' });
    await userEvent.click(await within(drawer).findByRole('link', { name: 'View cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('where')).toHaveTextContent('/cart');
  });

  it('on /cart the icon is just the link', async () => {
    renderShell(cartOf([capLine(1)]), '/cart');
    const icon = await screen.findByRole('link', { name: /^Cart, 1 item$/ });
    expect(icon).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(icon);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
