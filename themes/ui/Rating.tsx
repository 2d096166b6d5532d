import { styled } from '../stitches.config.ts';

// A star in a 24-unit square, symmetric about x = 12, drawn from its top point in relative steps
// so that one path can draw it in every place; HALF is its left half.
const STAR = 'l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6-5.9-3.3-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';
const HALF = 'v14.8l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** The path of the star (or half star) in place `star`, counted from 0. */
const starAt = (star: number, shape: string) => `M${12 + star * 24} 2.5${shape}`;

// Each star is drawn whole in its own place: no part of the drawing depends on the size of the
// box around it, which a flex or grid parent may stretch. Two paths draw them all, the grey track
// and the gold fill over it: a product card's rating is 3 elements, not 16.
const Stars = styled('svg', {
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  '& [data-track]': { fill: '#d9dedb' },
  '& [data-fill]': { fill: '#b7791f' },
});

/** What one star shows. */
export type StarFill = 'full' | 'half' | 'empty';

/**
 * The stars of `value` out of `max`, rounded to the nearest half star: `4` → four full and one
 * empty, `4.5` → four full and a half, `0` → all empty.
 */
export function starFills(value: number, max = 5): StarFill[] {
  const halves = Math.round(clamp(value, max) * 2);
  return Array.from({ length: max }, (_, star) => {
    const left = halves - star * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}

/** `4.5` → `'4.5'`, `4` → `'4.0'`: one decimal, as the reviews summary shows it. */
export function formatRating(value: number): string {
  return value.toFixed(1);
}

/** The accessible name of a rating, e.g. 'Rated 4.5 out of 5'. */
export function ratingLabel(value: number, max = 5): string {
  return `Rated ${formatRating(clamp(value, max))} out of ${max}`;
}

function clamp(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : 0;
}

export interface RatingProps {
  /** The rating, 0 to `max`; shown to the nearest half star, named exactly. */
  value: number;
  /** Number of stars. @default 5 */
  max?: number;
  /** Star size in CSS pixels. @default 16 */
  size?: number;
  className?: string;
}

/** Full, half and empty stars for `value`, announced as one image named 'Rated 4.5 out of 5'. */
export function Rating({ value, max = 5, size = 16, className }: RatingProps) {
  const fill = starFills(value, max)
    .map((shown, star) => (shown === 'empty' ? '' : starAt(star, shown === 'full' ? STAR : HALF)))
    .join('');
  return (
    <Stars
      role="img"
      aria-label={ratingLabel(value, max)}
      className={className}
      width={size * max}
      height={size}
      viewBox={`0 0 ${24 * max} 24`}
    >
      <path
        d={Array.from({ length: max }, (_, star) => starAt(star, STAR)).join('')}
        data-track=""
      />
      {fill && <path d={fill} data-fill="" />}
    </Stars>
  );
}
