import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';

describe('VisuallyHidden', () => {
  it('names an icon-only control for screen readers', () => {
    render(
      <button type="button">
        <Icon name="cart" />
        <VisuallyHidden>Cart</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByText('Cart').className).not.toBe('');
  });
});
