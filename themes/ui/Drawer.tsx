import type { ReactNode } from 'react';
import { LazyModal, lazyModal } from './LazyModal.tsx';

const loadRadixDrawer = () => import('./RadixDrawer.tsx');
const RadixDrawer = lazyModal(() => loadRadixDrawer().then((module) => module.RadixDrawer));

/**
 * Starts loading the drawer's code ahead of time, for an opener that is not the `trigger` (the
 * header's cart icon opens the cart drawer through a store), so the first opening waits for less.
 */
export function preloadDrawer(): void {
  // a failed preload is reported when the drawer opens, not here
  loadRadixDrawer().catch(() => {});
}

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
 * close button or the backdrop; used for the mobile menu and (later) the cart. Radix is loaded
 * when the drawer first opens (DESIGN §6); the trigger works before that.
 */
export function Drawer({ open, defaultOpen, onOpenChange, trigger, ...content }: DrawerProps) {
  return (
    <LazyModal
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      preload={loadRadixDrawer}
      render={(modal) => <RadixDrawer {...modal} {...content} />}
    />
  );
}
