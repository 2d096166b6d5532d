import { css } from '../../../themes/index.ts';

/** Class of a 44px square icon control in the header: a link or a button. */
export const iconControl = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  padding: 0,
  border: 0,
  borderRadius: '$sm',
  background: 'transparent',
  color: '$text',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surface', color: '$primary' },
  variants: {
    /** Only on narrow screens: hidden from this breakpoint up. */
    below: { xl: { '@xl': { display: 'none' } }, md: { '@md': { display: 'none' } } },
    /** Only from this breakpoint up. */
    from: { md: { display: 'none', '@md': { display: 'inline-flex' } } },
  },
});
