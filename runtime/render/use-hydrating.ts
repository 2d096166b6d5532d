import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};
const notHydrating = () => false;
const inBrowser = () => typeof document !== 'undefined';

/**
 * True only while React hydrates server HTML in the browser (the only time it reads a server
 * snapshot there); false on the server and in every render after hydration. A component reading
 * it renders again, with `false`, right after it has hydrated.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribeNever, notHydrating, inBrowser);
}
