import { styled } from '../stitches.config.ts';
import { visuallyHiddenStyle } from '../visually-hidden.ts';

/**
 * Text for screen readers only: in the accessibility tree, out of sight. Use it for labels that
 * the visual design conveys another way (an icon, a struck-through price).
 */
export const VisuallyHidden = styled('span', visuallyHiddenStyle);
