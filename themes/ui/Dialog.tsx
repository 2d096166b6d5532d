import type { ReactNode } from 'react';
import { LazyModal, lazyModal } from './LazyModal.tsx';

const loadRadixDialog = () => import('./RadixDialog.tsx');
const RadixDialog = lazyModal(() => loadRadixDialog().then((module) => module.RadixDialog));

/**
 * Starts loading the dialog's code ahead of time, for an opener that is not the `trigger` (e.g.
 * a button that loads the dialog's owner on hover), so the first opening waits for nothing.
 */
export function preloadDialog(): void {
  // a failed preload is reported when the dialog opens, not here
  loadRadixDialog().catch(() => {});
}

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
  /**
   * Whether the shopper may close it (close button, Escape, a click outside). `false` while
   * something must not be interrupted, e.g. a card being charged. @default true
   */
  closable?: boolean;
  /** Maximum width: sm 400px, md 560px, lg 800px. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

/**
 * A modal dialog on Radix (DESIGN §5 #9): focus moves in and is trapped while open, Escape and
 * the close button close it, focus returns to what opened it, and the title labels it. Radix is
 * loaded when the dialog first opens (DESIGN §6); the trigger works before that.
 */
export function Dialog({ open, defaultOpen, onOpenChange, trigger, ...content }: DialogProps) {
  return (
    <LazyModal
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      preload={loadRadixDialog}
      render={(modal) => <RadixDialog {...modal} {...content} />}
    />
  );
}
