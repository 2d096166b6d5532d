// A customer's call answered 401: the session the page was drawn with has ended (logged out in
// another tab, expired, or the password was changed on another device). zod-free and tiny: the
// auth dialogs listen for it on every page and ask the customer to log in again in place.

/** Answers whether it asked the customer to log in again. */
type Listener = () => boolean;

const listeners = new Set<Listener>();

/** Calls `listener` each time a customer's call finds the session gone; returns the unsubscribe. */
export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Tells the listeners that the session is gone. Answers whether one of them asked the customer
 * to log in again; when none did, the caller reports the 401 as the error it is.
 */
export function reportSessionExpired(): boolean {
  let handled = false;
  for (const listener of listeners) handled = listener() || handled;
  return handled;
}
