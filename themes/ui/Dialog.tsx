import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { keyframes, styled } from '../stitches.config.ts';
import { Close, Description, Header, Overlay, Title } from './dialog-parts.tsx';

const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

const Content = styled(RadixDialog.Content, {
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

export interface DialogProps {
  /** Controlled open state; leave out (with `defaultOpen`) for an uncontrolled dialog. */
  open?: boolean;
  /** Initial open state of an uncontrolled dialog. @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Names the dialog (required: every dialog needs an accessible name). */
  title: ReactNode;
  /** Keep the title for screen readers only. @default false */
  hideTitle?: boolean;
  /** A sentence under the title, announced with it. */
  description?: ReactNode;
  /** An element that opens the dialog, e.g. a `<Button>`. */
  trigger?: ReactNode;
  /** Accessible name of the close button. @default 'Close' */
  closeLabel?: string;
  /** Maximum width: sm 400px, md 560px, lg 800px. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

/**
 * A modal dialog on Radix (DESIGN §5 #9): focus moves in and is trapped while open, Escape and
 * the close button close it, focus returns to the trigger, and the title labels it.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  trigger,
  closeLabel = 'Close',
  size = 'md',
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root
      {...(open !== undefined && { open })}
      {...(defaultOpen !== undefined && { defaultOpen })}
      {...(onOpenChange && { onOpenChange })}
    >
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <Overlay />
        <Content size={size} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Header>
            <Title visuallyHidden={hideTitle}>{title}</Title>
            <Close label={closeLabel} />
          </Header>
          {description && <Description>{description}</Description>}
          {children}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
