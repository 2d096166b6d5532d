import { keyframes, styled } from '../stitches.config.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A small decorative spinner in the current text colour; pair it with a text status. */
export const Spinner = styled('span', {
  display: 'inline-block',
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2s' },
});
