import { styled } from '../stitches.config.ts';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

const Stars = styled('span', {
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
  lineHeight: 0,
  color: '#d9dedb',
});
const Filled = styled('span', {
  position: 'absolute',
  inset: 0,
  display: 'inline-flex',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  color: '#b7791f',
});

/** `4.5` → `'4.5'`, `4` → `'4'`: one decimal at most, as people say ratings. */
export function formatRating(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** The accessible name of a rating, e.g. 'Rated 4.5 out of 5'. */
export function ratingLabel(value: number, max = 5): string {
  return `Rated ${formatRating(clamp(value, max))} out of ${max}`;
}

function clamp(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : 0;
}

export interface RatingProps {
  /** The rating, 0 to `max`; fractions fill part of a star. */
  value: number;
  /** Number of stars. @default 5 */
  max?: number;
  /** Star size in CSS pixels. @default 16 */
  size?: number;
  className?: string;
}

/** Stars filled to `value`, announced as one image named 'Rated 4.5 out of 5'. */
export function Rating({ value, max = 5, size = 16, className }: RatingProps) {
  const offsets = Array.from({ length: max }, (_, star) => star * 24);
  const stars = (
    <svg width={size * max} height={size} viewBox={`0 0 ${24 * max} 24`} aria-hidden="true">
      {offsets.map((offset) => (
        <path key={offset} d={STAR} transform={`translate(${offset} 0)`} fill="currentColor" />
      ))}
    </svg>
  );
  return (
    <Stars role="img" aria-label={ratingLabel(value, max)} className={className}>
      {stars}
      <Filled style={{ width: `${(clamp(value, max) / max) * 100}%` }}>{stars}</Filled>
    </Stars>
  );
}
