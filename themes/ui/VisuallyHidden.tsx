import { styled } from '../stitches.config.ts';

/**
 * Text for screen readers only: in the accessibility tree, out of sight. Use it for labels that
 * the visual design conveys another way (an icon, a struck-through price).
 */
export const VisuallyHidden = styled('span', {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
