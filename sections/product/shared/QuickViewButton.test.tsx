import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fixtureCart, fixtureCartLine } from '../../../runtime/commerce/cart/cart-fixtures.ts';
import { fixtureCap, ProductProviders, routeApi } from '../product-fixtures.tsx';
import { QuickViewButton } from './QuickViewButton.tsx';

describe('QuickViewButton', () => {
  it('opens the product in a dialog, fetched on demand, and adds it to the cart from there', async () => {
    const api = routeApi({
      'GET /api/product/single-product/northwind-classic-cap': { product: fixtureCap },
      'POST /api/cart/add-item': fixtureCart([fixtureCartLine(fixtureCap)]),
    });
    const user = userEvent.setup();
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <ProductProviders api={api}>
            <QuickViewButton slug="northwind-classic-cap" productName="Northwind Classic Cap" />
          </ProductProviders>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const button = screen.getByRole('button', { name: 'Quick view: Northwind Classic Cap' });
    expect(api.calls).toHaveLength(0);
    await user.click(button);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Northwind Classic Cap' },
      { timeout: 5000 },
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Add to cart' }));
    expect(await within(dialog).findByText('✓ Added to cart')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/api/cart/add-item')?.options.body).toEqual({
      product_id: 3,
      quantity: 1,
    });
    // the quick view leaves the page's URL alone and shows no page-only parts
    expect(within(dialog).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('group', { name: 'Share this product' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /View full details/ })).toHaveAttribute(
      'href',
      '/product/northwind-classic-cap',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });
});
