import { isAllowedOrigin } from '../../editor-bridge/origins.ts';
import {
  browserWindow,
  type FramedWindow,
  isParentHandshake,
  takeEarlyHandshakes,
} from './early-handshakes.ts';

/*
 * The handshake watch: loaded only when the page is framed (runtime/preview/use-editor-bridge.ts),
 * it notices an allowed editor's handshake and nothing else. It imports neither postmate nor zod;
 * the bridge itself is a separate chunk loaded only after an allowed handshake (DESIGN §4).
 */

export type { FramedWindow } from './early-handshakes.ts';
export { isParentHandshake, POSTMATE_MESSAGE_TYPE } from './early-handshakes.ts';

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
  target: FramedWindow | undefined = browserWindow,
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

  if (target === browserWindow) for (const event of takeEarlyHandshakes()) consider(event);
  if (!done) target.addEventListener('message', consider);
  return () => target.removeEventListener('message', consider);
}
