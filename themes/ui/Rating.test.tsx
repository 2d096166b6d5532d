import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rating, ratingLabel } from './Rating.tsx';

describe('Rating', () => {
  it('is one image named with the rating', () => {
    render(<Rating value={4.5} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('fills stars in proportion to the value', () => {
    render(<Rating value={3.5} max={5} />);
    const filled = screen.getByRole('img').lastElementChild as HTMLElement;
    expect(filled.style.width).toBe('70%');
  });

  it('rounds to one decimal and keeps the value between 0 and max', () => {
    expect(ratingLabel(4.26)).toBe('Rated 4.3 out of 5');
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
    expect(ratingLabel(9, 5)).toBe('Rated 5 out of 5');
    expect(ratingLabel(Number.NaN)).toBe('Rated 0 out of 5');
  });
});
