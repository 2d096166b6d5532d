import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CatalogueProviders, fixtureProducts } from '../catalogue-fixtures.tsx';
import { ProductCard } from './ProductCard.tsx';

function renderCard(element: ReactNode) {
  const router = createMemoryRouter([
    { path: '*', element: <CatalogueProviders>{element}</CatalogueProviders> },
  ]);
  return render(<RouterProvider router={router} />);
}

const [onSale, soldOut, plain] = fixtureProducts as [
  (typeof fixtureProducts)[0],
  (typeof fixtureProducts)[0],
  (typeof fixtureProducts)[0],
];

describe('ProductCard', () => {
  it('names the product, links it and shows brand, sale price, rating and labels', () => {
    renderCard(<ProductCard product={onSale} />);
    const card = screen.getByRole('article', { name: 'Monsoon rain shell' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Monsoon rain shell');
    expect(within(card).getByRole('link', { name: 'Monsoon rain shell' })).toHaveAttribute(
      'href',
      '/product/monsoon-rain-shell',
    );
    expect(within(card).getByText('Northwind')).toBeInTheDocument();
    expect(card).toHaveTextContent('Sale price: ₹4,499.00');
    expect(card).toHaveTextContent('Regular price: ₹5,999.00');
    expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Labels' })).toHaveTextContent('Sale');
    // a product with options is chosen on its page until the product domain adds its buttons
    expect(
      within(card).getByRole('link', { name: 'Choose options: Monsoon rain shell' }),
    ).toHaveAttribute('href', '/product/monsoon-rain-shell');
  });

  it('gives the image explicit sizes, loads it lazily and adds the hover image', () => {
    const { container } = renderCard(<ProductCard product={onSale} />);
    const [base, hover] = container.querySelectorAll('img');
    expect(base).toHaveAttribute('width', '400');
    expect(base).toHaveAttribute('height', '400');
    expect(base).toHaveAttribute('loading', 'lazy');
    expect(base).toHaveAttribute('srcset', expect.stringContaining('w=800 2x'));
    expect(hover).toHaveAttribute('data-hover');
    expect(hover).toHaveAttribute('alt', '');
  });

  it('loads the image eagerly for a card above the fold', () => {
    const { container } = renderCard(<ProductCard product={onSale} priority />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('shows a sold-out product as out of stock', () => {
    renderCard(<ProductCard product={soldOut} />);
    const card = screen.getByRole('article', { name: 'Ridge down jacket' });
    expect(card).toHaveTextContent('Out of stock');
    expect(within(card).getByRole('list', { name: 'Labels' })).toHaveTextContent('Sold out');
    expect(
      within(card).getByRole('link', { name: 'View product: Ridge down jacket' }),
    ).toBeInTheDocument();
  });

  it('renders a product without brand, image or reviews', () => {
    renderCard(<ProductCard product={plain} headingLevel={2} />);
    const card = screen.getByRole('article', { name: 'Merino neck gaiter' });
    expect(within(card).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(card).toHaveTextContent('No image');
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent('Northwind');
  });

  it('puts the wishlist and action slots of other domains on the card', () => {
    renderCard(
      <ProductCard
        product={onSale}
        slots={{
          wishlist: (product) => <button type="button">Save {product.name}</button>,
          actions: (product) => <button type="button">Add {product.name} to cart</button>,
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Save Monsoon rain shell' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Add Monsoon rain shell to cart' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Choose options/ })).not.toBeInTheDocument();
  });
});
