import type { Notifier } from './notifier.ts';

type Sonner = typeof import('sonner');

interface QueuedToast {
  kind: keyof Notifier;
  message: string;
}

let loading: Promise<Sonner> | undefined;
let sonner: Sonner | undefined;
let toasterAttached = false;
let queue: QueuedToast[] = [];
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined; // the next message tries again
      throw error;
    },
  );
  return loading;
}

/**
 * How long a toast stays (it also stays while pointed at, and closes with its button). An error
 * is what the shopper must act on, often read after a page change (a declined card's message on
 * the failed page): it stays twice as long as sonner's 4 s.
 */
const SHOWN_FOR_MS: Record<keyof Notifier, number> = { success: 4_000, error: 8_000 };

// spec §5 "identical messages are de-duplicated": a toast's id is its kind and text, so the same
// message again (a coupon applied twice, two lines refused alike) refreshes the toast on screen
// instead of stacking a copy.
function toast(kind: keyof Notifier, message: string): void {
  sonner?.toast[kind](message, { id: `${kind}:${message}`, duration: SHOWN_FOR_MS[kind] });
}

function show(kind: keyof Notifier, message: string): void {
  if (sonner && toasterAttached) {
    toast(kind, message);
    return;
  }
  // Kept until a Toaster listens: sonner shows only what is published to a subscribed Toaster.
  if (queue.some((queued) => queued.kind === kind && queued.message === message)) return;
  queue.push({ kind, message });
  loadSonner().catch((error: unknown) =>
    console.error('[api] the toasts could not be loaded', error),
  );
}

/**
 * The browser's notifier (DESIGN §4: toasts at top centre through sonner). sonner is not in the
 * page's initial JavaScript (DESIGN §6): the first message loads it, `ToastHost` then mounts its
 * Toaster, and messages sent meanwhile are shown as soon as the Toaster listens.
 */
export const browserNotifier: Notifier = {
  success: (message) => show('success', message),
  error: (message) => show('error', message),
};

/**
 * Loads sonner ahead of the first message (on the shopper's first action), so its live region is
 * in the document before anything is announced (a region created with its first toast may go
 * unread).
 */
export function preloadToasts(): void {
  loadSonner().catch(() => undefined); // retried by the first message
}

/**
 * Closes the toasts on screen, e.g. a declined card's message once another card went through:
 * it no longer holds and must not greet the shopper on the thank-you page.
 */
export function dismissToasts(): void {
  queue = [];
  sonner?.toast.dismiss();
}

/** Tells `listener` when sonner has loaded (for `useSyncExternalStore`). */
export function subscribeToSonner(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** sonner once a message has loaded it; `undefined` before. */
export function loadedSonner(): Sonner | undefined {
  return sonner;
}

/**
 * Called by `ToastHost` once its Toaster is mounted and subscribed: shows the queued messages,
 * then every later one at once. Returns the detach function for unmounting.
 */
export function attachToaster(): () => void {
  toasterAttached = true;
  const pending = queue;
  queue = [];
  for (const { kind, message } of pending) toast(kind, message);
  return () => {
    toasterAttached = false;
  };
}
