import { keyframes, styled } from '../stitches.config.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

const Block = styled('span', {
  display: 'block',
  backgroundColor: '$surface',
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: '$sm' },
      rect: { borderRadius: '$md' },
      circle: { borderRadius: '50%' },
    },
  },
  defaultVariants: { shape: 'rect' },
});

export interface SkeletonProps {
  /** CSS width. @default '100%' */
  width?: string | number;
  /** CSS height; give the size of what will replace it, so nothing shifts. @default '1em' */
  height?: string | number;
  /** @default 'rect' */
  shape?: 'text' | 'rect' | 'circle';
  className?: string;
}

/**
 * A placeholder the size of content that is still loading. Hidden from assistive technology:
 * mark the region that is loading with `aria-busy` instead.
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  shape = 'rect',
  className,
}: SkeletonProps) {
  return <Block aria-hidden="true" shape={shape} className={className} style={{ width, height }} />;
}
