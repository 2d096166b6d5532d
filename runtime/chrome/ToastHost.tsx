import { useEffect, useSyncExternalStore } from 'react';
import {
  attachToaster,
  loadedSonner,
  preloadToasts,
  subscribeToSonner,
} from '../api/browser-notifier.ts';

const notLoaded = () => undefined;

/** What a shopper does first that may lead to a message. */
const FIRST_INTENT = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Where toasts show: sonner's Toaster at top centre (DESIGN §4). sonner is not part of what a
 * page fetches on its own (tests/budgets): it loads with the shopper's first pointer or key press,
 * so its live region is in the document before the answer to that action is announced, or with
 * the first message (`browserNotifier`) if that comes sooner. Renders nothing until then, and
 * nothing on the server.
 */
export function ToastHost() {
  const sonner = useSyncExternalStore(subscribeToSonner, loadedSonner, notLoaded);
  useEffect(() => {
    const controller = new AbortController();
    const preload = () => {
      controller.abort();
      preloadToasts();
    };
    for (const type of FIRST_INTENT) {
      window.addEventListener(type, preload, {
        capture: true,
        passive: true,
        signal: controller.signal,
      });
    }
    return () => controller.abort();
  }, []);
  // runs after the Toaster's own effect has subscribed it to sonner's toasts
  useEffect(() => (sonner ? attachToaster() : undefined), [sonner]);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return <Toaster position="top-center" richColors closeButton />;
}
