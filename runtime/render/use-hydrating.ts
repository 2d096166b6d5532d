import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};
const notHydrating = () => false;
const inBrowser = () => typeof document !== 'undefined';
const always = () => true;

/**
 * True only while React hydrates server HTML in the browser (the only time it reads a server
 * snapshot there); false on the server and in every render after hydration. A component reading
 * it renders again, with `false`, right after it has hydrated.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(subscribeNever, notHydrating, inBrowser);
}

/**
 * True while React draws server HTML: on the server, and while it hydrates that HTML in the
 * browser; false in every render after hydration. A component keeps its first answer
 * (`useState(useFromServer())`) to tell, for its whole life, whether it came with the page's HTML.
 */
export function useFromServer(): boolean {
  return useSyncExternalStore(subscribeNever, notHydrating, always);
}
