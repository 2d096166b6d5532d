import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rating, ratingLabel } from './Rating.tsx';

/**
 * What each drawn star shows, in order: 'full', 'half' or 'empty', read from the drawing: the grey
 * track draws every star, and the gold fill over it a whole star or its left half in each place.
 */
function starsOf(value: number, max = 5): string[] {
  render(<Rating value={value} max={max} />);
  const image = screen.getByRole('img', { name: ratingLabel(value, max) });
  const shapes = (selector: string) =>
    new Map(
      [...(image.querySelector(selector)?.getAttribute('d') ?? '').matchAll(/M(\d+) 2\.5(.)/g)].map(
        ([, x, first]) => [(Number(x) - 12) / 24, first === 'v' ? 'half' : 'full'],
      ),
    );
  const track = shapes('[data-track]');
  const fill = shapes('[data-fill]');
  expect([...track.keys()]).toEqual(Array.from({ length: max }, (_, star) => star));
  return [...track.keys()].map((star) => fill.get(star) ?? 'empty');
}

describe('Rating', () => {
  it('is one image named with the rating', () => {
    render(<Rating value={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
  });

  it('shows 4.0 as four full stars and one empty', () => {
    expect(starsOf(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
  });

  it('shows 4.5 as four full stars and a half', () => {
    expect(starsOf(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
  });

  it('shows 0 as no filled star', () => {
    expect(starsOf(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('rounds to the nearest half star', () => {
    expect(starsOf(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
  });

  it('fills every star at the top of the scale, out of any max', () => {
    expect(starsOf(3, 3)).toEqual(['full', 'full', 'full']);
  });

  it('names the value with one decimal, kept between 0 and max', () => {
    expect(ratingLabel(4.26)).toBe('Rated 4.3 out of 5');
    expect(ratingLabel(4)).toBe('Rated 4.0 out of 5');
    expect(ratingLabel(9, 5)).toBe('Rated 5.0 out of 5');
    expect(ratingLabel(Number.NaN)).toBe('Rated 0.0 out of 5');
  });
});
