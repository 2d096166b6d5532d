import { useEffect, useSyncExternalStore } from 'react';
import {
  attachToaster,
  loadedSonner,
  preloadToasts,
  subscribeToSonner,
} from '../api/browser-notifier.ts';

const notLoaded = () => undefined;

/**
 * Where toasts show: sonner's Toaster at top centre (DESIGN §4). sonner is not part of the page's
 * initial JavaScript: it loads when the browser is first idle after hydration, or with the first
 * message (`browserNotifier`) if that comes sooner. Renders nothing until then, and nothing on
 * the server.
 */
export function ToastHost() {
  const sonner = useSyncExternalStore(subscribeToSonner, loadedSonner, notLoaded);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preloadToasts, { timeout: 4000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(preloadToasts, 1000);
    return () => clearTimeout(timer);
  }, []);
  // runs after the Toaster's own effect has subscribed it to sonner's toasts
  useEffect(() => (sonner ? attachToaster() : undefined), [sonner]);
  if (!sonner) return null;
  const { Toaster } = sonner;
  return <Toaster position="top-center" richColors closeButton />;
}
