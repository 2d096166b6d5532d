import { type CSSProperties, useEffect, useSyncExternalStore } from 'react';
import {
  attachToaster,
  loadedSonner,
  preloadToasts,
  subscribeToSonner,
} from '../api/browser-notifier.ts';

const notLoaded = () => undefined;

/**
 * sonner's rich colours with text dark enough to read (WCAG AA, 4.5:1) on their pale
 * backgrounds: its own success and error text measure about 4.2:1, which axe refuses.
 */
const READABLE_RICH_COLOURS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--info-text': 'hsl(210, 92%, 30%)',
  '--warning-text': 'hsl(31, 92%, 25%)',
  '--error-text': 'hsl(360, 100%, 33%)',
} as CSSProperties;

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
  return <Toaster position="top-center" richColors closeButton style={READABLE_RICH_COLOURS} />;
}
