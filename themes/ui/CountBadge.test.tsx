import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountBadge, itemCountLabel } from './CountBadge.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('CountBadge', () => {
  it('adds the count to the name of the link it sits in', () => {
    render(
      <a href="/cart" style={{ position: 'relative' }}>
        <VisuallyHidden>Cart</VisuallyHidden>
        <CountBadge count={3} />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('shows nothing for an empty count and caps large ones', () => {
    const { container, rerender } = render(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={120} />);
    expect(container.querySelector('[data-count]')?.textContent).toBe('99+');
  });

  it('says item or items', () => {
    expect(itemCountLabel(1)).toBe('1 item');
    expect(itemCountLabel(2)).toBe('2 items');
  });
});
