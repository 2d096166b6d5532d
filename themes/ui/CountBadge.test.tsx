import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge, countedName, itemCountLabel } from './CountBadge.tsx';

describe('CountBadge', () => {
  it('is decorative: the link it sits in says the count in its name', () => {
    render(
      <a href="/cart" aria-label={countedName('Cart', 3)} style={{ position: 'relative' }}>
        <CountBadge count={3} />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(link.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(link.firstElementChild).toHaveTextContent('3');
  });

  it('shows nothing for an empty count and caps large ones', () => {
    const { container, rerender } = render(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={120} />);
    expect(container.querySelector('[data-count]')?.textContent).toBe('99+');
  });

  it('says item or items, and no count at 0', () => {
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(2)).toBe('2 items');
    expect(countedName('Cart', 0)).toBe('Cart');
    expect(countedName('Wishlist', 1)).toBe('Wishlist, 1 item');
  });
});
