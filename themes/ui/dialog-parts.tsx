import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { keyframes, styled } from '../stitches.config.ts';
import { visuallyHiddenStyle } from '../visually-hidden.ts';
import { Icon } from './Icon.tsx';
import type { ModalState } from './LazyModal.tsx';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/** The dimmed backdrop behind a dialog or drawer. */
export const Overlay = styled(RadixDialog.Overlay, {
  position: 'fixed',
  inset: 0,
  zIndex: '$overlay',
  backgroundColor: 'rgba(0, 0, 0, 0.45)',
  '&[data-state="open"]': { animation: `${fadeIn} 150ms ease-out` },
  '&[data-state="closed"]': { animation: `${fadeOut} 150ms ease-in` },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none !important' },
});

/** The title that names a dialog or drawer for assistive technology. */
export const Title = styled(RadixDialog.Title, {
  margin: 0,
  fontSize: '1.25rem',
  variants: {
    visuallyHidden: { true: visuallyHiddenStyle },
  },
});

export const Description = styled(RadixDialog.Description, {
  margin: 0,
  marginBlockEnd: '$3',
  color: '$muted',
});

export const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  marginBottom: '$4',
});

const CloseButton = styled(RadixDialog.Close, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  marginInlineStart: 'auto',
  padding: 0,
  border: 0,
  borderRadius: '$sm',
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surface' },
});

/** The × button that closes a dialog or drawer; `label` is its accessible name. */
export function Close({ label }: { label: string }) {
  return (
    <CloseButton aria-label={label}>
      <Icon name="close" />
    </CloseButton>
  );
}

/** What the surface of a modal (a dialog's box, a drawer's panel) receives from `ModalFrame`. */
export interface ModalSurfaceProps {
  id: string;
  onCloseAutoFocus: (event: Event) => void;
  /** Radix warns about a missing description unless told there is none. */
  'aria-describedby'?: undefined;
  children: ReactNode;
}

export interface ModalFrameProps extends ModalState {
  title: ReactNode;
  hideTitle: boolean;
  description?: ReactNode;
  closeLabel: string;
  /** `false` hides the close button and ignores Escape and clicks outside. @default true */
  closable?: boolean;
  children?: ReactNode;
  /** The styled Radix `Content` the modal shows in, with its own variants applied. */
  surface: (props: ModalSurfaceProps) => ReactNode;
}

/**
 * The Radix modal around any surface: backdrop, the title row with its close button, the
 * description and the content. Dialog and Drawer differ only in their surface.
 */
export function ModalFrame({
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
  title,
  hideTitle,
  description,
  closeLabel,
  closable = true,
  children,
  surface,
}: ModalFrameProps) {
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next || closable) onOpenChange(next);
      }}
    >
      <RadixDialog.Portal>
        <Overlay />
        {surface({
          id: contentId,
          onCloseAutoFocus,
          ...(description ? {} : { 'aria-describedby': undefined }),
          children: (
            <>
              <Header>
                <Title visuallyHidden={hideTitle}>{title}</Title>
                {closable && <Close label={closeLabel} />}
              </Header>
              {description && <Description>{description}</Description>}
              {children}
            </>
          ),
        })}
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
