import * as RadixDialogPrimitive from '@radix-ui/react-dialog';
import { keyframes, styled } from '../stitches.config.ts';
import type { DialogProps } from './Dialog.tsx';
import { ModalFrame } from './dialog-parts.tsx';
import type { ModalState } from './LazyModal.tsx';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

const Content = styled(RadixDialogPrimitive.Content, {
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: '$overlay',
  width: 'calc(100vw - 32px)',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  padding: '$5',
  borderRadius: '$md',
  backgroundColor: '$background',
  color: '$text',
  boxShadow: '0 12px 40px rgba(0, 0, 0, 0.25)',
  '&:focus': { outline: 'none' },
  '&[data-state="open"]': { animation: `${popIn} 180ms ease-out` },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none !important' },
  variants: {
    size: {
      sm: { maxWidth: '400px' },
      md: { maxWidth: '560px' },
      lg: { maxWidth: '800px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type RadixDialogProps = ModalState &
  Omit<DialogProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'>;

/**
 * The Radix half of `Dialog`, in its own chunk: loaded when a dialog first opens. Its trigger
 * and open state live in `Dialog` (LazyModal), which is why it has no `Trigger`.
 */
export function RadixDialog({
  size = 'md',
  hideTitle = false,
  closeLabel = 'Close',
  closable = true,
  ...frame
}: RadixDialogProps) {
  return (
    <ModalFrame
      {...frame}
      hideTitle={hideTitle}
      closeLabel={closeLabel}
      closable={closable}
      surface={(props) => <Content size={size} {...props} />}
    />
  );
}
