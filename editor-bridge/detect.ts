import { isAllowedOrigin } from './origins.ts';

/*
 * The always-loaded part of the editor bridge: it notices an editor's handshake and nothing else.
 * It must stay tiny (every shopper downloads it), so it imports neither postmate nor zod; the
 * bridge itself is a separate chunk loaded only after an allowed handshake (DESIGN §4).
 */

/** postmate's message type (postmate 1.x). */
export const POSTMATE_MESSAGE_TYPE = 'application/x-postmate-v1+json';

/** The parts of `window` the detection uses (a fake one in tests). */
export interface FramedWindow {
  parent: unknown;
  location: { ancestorOrigins?: { readonly length: number; readonly [index: number]: string } };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Whether `event` is postmate's handshake, sent by this window's parent frame. */
export function isParentHandshake(target: FramedWindow, event: MessageEvent): boolean {
  const data = event.data as { postmate?: unknown; type?: unknown } | null;
  return (
    event.source === target.parent &&
    typeof data === 'object' &&
    data !== null &&
    data.postmate === 'handshake' &&
    data.type === POSTMATE_MESSAGE_TYPE
  );
}

// The editor's first handshake can arrive before React has hydrated and the allowlist is known;
// keep it (only handshakes from the parent, only a few) until `watchForEditor` looks at it.
const early: MessageEvent[] = [];
const browser: FramedWindow | undefined = typeof window === 'undefined' ? undefined : window;
const keepEarly = (event: MessageEvent) => {
  if (browser && early.length < 8 && isParentHandshake(browser, event)) early.push(event);
};
if (browser && browser.parent !== browser) browser.addEventListener('message', keepEarly);

let warned = false;
function refuse(origin: string): void {
  if (warned) return;
  warned = true;
  console.warn(
    `[editor-bridge] Framed by ${origin}, which is not in EDITOR_ORIGINS: editing stays off. Add the editor's origin to EDITOR_ORIGINS to edit from it.`,
  );
}

const nothing = () => {};

/**
 * Waits for an editor's postmate handshake when the page is framed, and calls `onHandshake` with
 * the first one whose origin is in `allowed` (EDITOR_ORIGINS); the caller then loads the bridge.
 * Not framed: does nothing. Framed by a page that is not allowed: one console warning, no
 * handshake, no overlays; the shop works as usual. Returns a function that stops listening.
 */
export function watchForEditor(
  allowed: readonly string[],
  onHandshake: (event: MessageEvent) => void,
  target: FramedWindow | undefined = browser,
): () => void {
  if (!target || target.parent === target) return nothing;

  const framer = target.location.ancestorOrigins?.[0];
  if (framer !== undefined && !isAllowedOrigin(framer, allowed)) {
    refuse(framer);
    return nothing;
  }

  let done = false;
  const consider = (event: MessageEvent) => {
    if (done || !isParentHandshake(target, event)) return;
    if (!isAllowedOrigin(event.origin, allowed)) {
      refuse(event.origin);
      return;
    }
    done = true;
    target.removeEventListener('message', consider);
    onHandshake(event);
  };

  if (target === browser) {
    target.removeEventListener('message', keepEarly);
    for (const event of early.splice(0)) consider(event);
  }
  if (!done) target.addEventListener('message', consider);
  return () => target.removeEventListener('message', consider);
}
