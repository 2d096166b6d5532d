import { styled } from '../stitches.config.ts';

/** Centres content at one of the theme's widths with side padding. */
export const Container = styled('div', {
  marginInline: 'auto',
  paddingInline: '$4',
  width: '100%',
  variants: {
    width: {
      narrow: { maxWidth: '$narrow' },
      normal: { maxWidth: '$normal' },
      wide: { maxWidth: '$wide' },
    },
  },
  defaultVariants: { width: 'normal' },
});
