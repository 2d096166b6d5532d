import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a real button that runs its action and does not submit forms by default', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading, announces it, stays focusable and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Adding" onClick={onClick}>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Adding Add to cart' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(button).toHaveFocus();
  });

  it('renders each variant and size with its own class', () => {
    render(
      <>
        <Button variant="primary">One</Button>
        <Button variant="secondary" size="sm">
          Two
        </Button>
        <Button variant="ghost" size="lg">
          Three
        </Button>
      </>,
    );
    const classes = ['One', 'Two', 'Three'].map(
      (name) => screen.getByRole('button', { name }).className,
    );
    expect(new Set(classes).size).toBe(3);
  });
});
