import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { keyframes, styled } from '../stitches.config.ts';
import { Close, Description, Header, Overlay, Title } from './dialog-parts.tsx';

const slide = (from: string) =>
  keyframes({ from: { transform: from }, to: { transform: 'translate(0, 0)' } });
const slideOut = (to: string) =>
  keyframes({ from: { transform: 'translate(0, 0)' }, to: { transform: to } });

const sides = {
  left: 'translateX(-100%)',
  right: 'translateX(100%)',
  bottom: 'translateY(100%)',
} as const;

const Panel = styled(RadixDialog.Content, {
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

export interface DrawerProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state of an uncontrolled drawer. @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Names the drawer (required). */
  title: ReactNode;
  /** Keep the title for screen readers only. @default false */
  hideTitle?: boolean;
  description?: ReactNode;
  /** An element that opens the drawer. */
  trigger?: ReactNode;
  /** The edge it slides in from. @default 'right' */
  side?: 'left' | 'right' | 'bottom';
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  children?: ReactNode;
}

/**
 * A panel sliding in from one side, on Radix dialog: modal, focus trapped, closed by Escape, the
 * close button or the backdrop; used for the mobile menu and (later) the cart.
 */
export function Drawer({
  open,
  defaultOpen,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  trigger,
  side = 'right',
  closeLabel = 'Close',
  children,
}: DrawerProps) {
  return (
    <RadixDialog.Root
      {...(open !== undefined && { open })}
      {...(defaultOpen !== undefined && { defaultOpen })}
      {...(onOpenChange && { onOpenChange })}
    >
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <Overlay />
        <Panel side={side} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Header>
            <Title visuallyHidden={hideTitle}>{title}</Title>
            <Close label={closeLabel} />
          </Header>
          {description && <Description>{description}</Description>}
          {children}
        </Panel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
