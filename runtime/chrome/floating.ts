import { css } from '../../themes/index.ts';

/**
 * A round floating button in a bottom corner, above the mobile footer when that is shown
 * (`--sf-mobile-footer-height`, set by the mobile-footer section) and above a page's own fixed bar
 * (`--sf-fixed-bar-height`, e.g. the cart's total and Checkout on phones).
 */
export const floatingButton = css({
  position: 'fixed',
  zIndex: '$floating',
  bottom: 'calc(var(--sf-mobile-footer-height, 0px) + var(--sf-fixed-bar-height, 0px) + 16px)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  padding: 0,
  border: 0,
  borderRadius: '$pill',
  boxShadow: '$raised',
  cursor: 'pointer',
  textDecoration: 'none',
  variants: {
    side: { left: { left: '16px' }, right: { right: '16px' } },
    // one slot up, so two buttons on the same side do not overlap
    raised: {
      true: {
        bottom:
          'calc(var(--sf-mobile-footer-height, 0px) + var(--sf-fixed-bar-height, 0px) + 76px)',
      },
    },
    tone: {
      brand: {
        backgroundColor: '$primary',
        color: '$onPrimary',
        '&:hover': { backgroundColor: '$primaryHover' },
      },
      // the messaging app's own green, with white text at AA contrast
      chat: {
        backgroundColor: '#0b7a43',
        color: '#ffffff',
        '&:hover': { backgroundColor: '#075e33' },
      },
    },
  },
  defaultVariants: { side: 'right', tone: 'brand' },
});
