import { useCallback, useSyncExternalStore } from 'react';
import { jsonForScript } from '../../../runtime/seo/json-for-script.ts';

/** sessionStorage key holding the fingerprint of the notice the shopper closed. */
export const NOTICE_STORAGE_KEY = 'sf-store-notice-closed';
/** Class the pre-paint script puts on `<html>` when this session closed the current notice. */
export const NOTICE_CLOSED_CLASS = 'sf-notice-closed';

const CHANGE_EVENT = 'sf-store-notice-change';

/**
 * A short fingerprint of the notice text (FNV-1a), so closing one notice does not hide the next
 * one the store publishes.
 */
export function noticeFingerprint(message: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < message.length; index += 1) {
    hash ^= message.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function readClosed(): string | null {
  try {
    return window.sessionStorage.getItem(NOTICE_STORAGE_KEY);
  } catch {
    return null; // storage blocked: the notice simply shows
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The script that runs before the notice is painted on a server-rendered page: it marks `<html>`
 * when this session already closed the notice `fingerprint`, and a style rule hides the notice, so
 * a reload never flashes it. The fingerprint is base-36 digits, so the script holds no markup.
 */
export function preNoticeScript(fingerprint: string): string {
  const value = jsonForScript(fingerprint);
  return `try{if(sessionStorage.getItem(${JSON.stringify(NOTICE_STORAGE_KEY)})===${value})document.documentElement.classList.add(${JSON.stringify(NOTICE_CLOSED_CLASS)})}catch(e){}`;
}

/**
 * Whether this session closed the notice `fingerprint` (spec §2: closable, stays closed for the
 * session), and a function that closes it. The server and hydration render it open; the browser
 * then reads sessionStorage.
 */
export function useNoticeClosed(fingerprint: string): [closed: boolean, close: () => void] {
  const closed = useSyncExternalStore(
    subscribe,
    () => readClosed() === fingerprint,
    () => false,
  );
  const close = useCallback(() => {
    try {
      window.sessionStorage.setItem(NOTICE_STORAGE_KEY, fingerprint);
    } catch {
      // storage blocked: closed until the next page load
    }
    document.documentElement.classList.add(NOTICE_CLOSED_CLASS);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, [fingerprint]);
  return [closed, close];
}

/** After hydration, lifts the pre-paint mark when the stored fingerprint is not this notice's. */
export function clearStaleMark(fingerprint: string): void {
  if (readClosed() !== fingerprint) document.documentElement.classList.remove(NOTICE_CLOSED_CLASS);
}

const noop = () => () => {};

/** True while rendering on the server and hydrating; false once the browser renders on its own. */
export function useServerOrHydrating(): boolean {
  return useSyncExternalStore(
    noop,
    () => false,
    () => true,
  );
}
