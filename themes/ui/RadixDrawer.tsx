import * as RadixDialogPrimitive from '@radix-ui/react-dialog';
import { keyframes, styled } from '../stitches.config.ts';
import type { DrawerProps } from './Drawer.tsx';
import { ModalFrame } from './dialog-parts.tsx';
import type { ModalState } from './LazyModal.tsx';

const slide = (from: string) =>
  keyframes({ from: { transform: from }, to: { transform: 'translate(0, 0)' } });
const slideOut = (to: string) =>
  keyframes({ from: { transform: 'translate(0, 0)' }, to: { transform: to } });

const sides = {
  left: 'translateX(-100%)',
  right: 'translateX(100%)',
  bottom: 'translateY(100%)',
} as const;

const Panel = styled(RadixDialogPrimitive.Content, {
  position: 'fixed',
  zIndex: '$overlay',
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  padding: '$4',
  backgroundColor: '$background',
  color: '$text',
  boxShadow: '0 0 40px rgba(0, 0, 0, 0.25)',
  '&:focus': { outline: 'none' },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none !important' },
  variants: {
    side: {
      left: {
        insetBlock: 0,
        left: 0,
        width: 'min(360px, 88vw)',
        '&[data-state="open"]': { animation: `${slide(sides.left)} 220ms ease-out` },
        '&[data-state="closed"]': { animation: `${slideOut(sides.left)} 180ms ease-in` },
      },
      right: {
        insetBlock: 0,
        right: 0,
        width: 'min(400px, 92vw)',
        '&[data-state="open"]': { animation: `${slide(sides.right)} 220ms ease-out` },
        '&[data-state="closed"]': { animation: `${slideOut(sides.right)} 180ms ease-in` },
      },
      bottom: {
        insetInline: 0,
        bottom: 0,
        maxHeight: '85vh',
        borderRadius: '$lg $lg 0 0',
        '&[data-state="open"]': { animation: `${slide(sides.bottom)} 220ms ease-out` },
        '&[data-state="closed"]': { animation: `${slideOut(sides.bottom)} 180ms ease-in` },
      },
    },
  },
  defaultVariants: { side: 'right' },
});

export type RadixDrawerProps = ModalState &
  Omit<DrawerProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'>;

/**
 * The Radix half of `Drawer`, in its own chunk: loaded when a drawer first opens. Its trigger
 * and open state live in `Drawer` (LazyModal), which is why it has no `Trigger`.
 */
export function RadixDrawer({
  side = 'right',
  hideTitle = false,
  closeLabel = 'Close',
  ...frame
}: RadixDrawerProps) {
  return (
    <ModalFrame
      {...frame}
      hideTitle={hideTitle}
      closeLabel={closeLabel}
      surface={(props) => <Panel side={side} {...props} />}
    />
  );
}
