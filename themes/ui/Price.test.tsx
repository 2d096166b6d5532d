import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatPrice, Price, PriceFormatProvider } from './Price.tsx';

describe('formatPrice', () => {
  it('formats in the channel currency', () => {
    expect(formatPrice(2999, 'INR')).toBe('₹2,999.00');
    expect(formatPrice(12.5, 'USD')).toBe('$12.50');
    expect(formatPrice(1000, 'EUR', 'de-DE')).toBe('1.000,00\u00a0€');
  });

  it('falls back to a plain number when the currency is missing or unusable', () => {
    expect(formatPrice(5, undefined)).toBe('5.00');
    expect(formatPrice(5, '12!')).toBe('5.00');
  });
});

describe('Price', () => {
  it('takes the currency from the provider', () => {
    render(
      <PriceFormatProvider value={{ currency: 'INR' }}>
        <Price amount={1499} />
      </PriceFormatProvider>,
    );
    expect(screen.getByText('₹1,499.00')).toBeInTheDocument();
  });

  it('on sale, strikes through the list price and labels both for screen readers', () => {
    const { container } = render(<Price amount={1999} listPrice={2999} currency="INR" />);
    expect(container.textContent).toBe('Sale price: ₹1,999.00Regular price: ₹2,999.00');
    const struck = container.querySelector('s');
    expect(struck?.textContent).toBe('Regular price: ₹2,999.00');
  });

  it('shows a single price when the list price is not higher', () => {
    const { container } = render(<Price amount={1999} listPrice={1999} currency="INR" />);
    expect(container.textContent).toBe('₹1,999.00');
    expect(container.querySelector('s')).toBeNull();
  });
});
