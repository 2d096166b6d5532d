/*
 * The only editor-bridge code every shopper downloads. When the page is framed, it keeps the
 * editor's first postmate handshakes, which can arrive before React has hydrated and before the
 * handshake watch (detect.ts) has loaded. Not framed: it does nothing at all.
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

/** The browser window, or `undefined` on the server. */
export const browserWindow: FramedWindow | undefined =
  typeof window === 'undefined' ? undefined : window;

// Only handshakes from the parent, and only a few.
const early: MessageEvent[] = [];
const keepEarly = (event: MessageEvent) => {
  if (browserWindow && early.length < 8 && isParentHandshake(browserWindow, event))
    early.push(event);
};
if (browserWindow && browserWindow.parent !== browserWindow)
  browserWindow.addEventListener('message', keepEarly);

/** Stops keeping handshakes and hands over the ones kept so far (once; later calls get none). */
export function takeEarlyHandshakes(): MessageEvent[] {
  browserWindow?.removeEventListener('message', keepEarly);
  return early.splice(0);
}
