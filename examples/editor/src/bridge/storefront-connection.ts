import Postmate from 'postmate';
import {
  type ChildMessageName,
  type ChildMessages,
  childMessageNames,
  type ParentMessageInputs,
  type ParentMessageName,
  parseChildMessage,
} from '../../../../editor-bridge/protocol.ts';

/** What to do with each message from the storefront (already parsed with the protocol). */
export type ChildHandlers = { [N in ChildMessageName]?: (payload: ChildMessages[N]) => void };

/** A storefront in an iframe, talking over postmate (DESIGN §4). */
export interface StorefrontConnection {
  /** Sends a message; dropped until the handshake is done. */
  send: <N extends ParentMessageName>(name: N, payload: ParentMessageInputs[N]) => void;
  /** Removes the iframe and stops listening. */
  destroy: () => void;
}

export interface ConnectOptions {
  container: HTMLElement;
  /** The storefront page to open first. */
  url: string;
  handlers: ChildHandlers;
  /** Called when the handshake has not completed after `timeoutMs`. */
  onTimeout: () => void;
  timeoutMs: number;
}

/**
 * Opens the storefront in an iframe inside `container` with postmate's parent and, once the
 * handshake is done, passes every message it sends to `handlers` after parsing it with the
 * protocol; a message that does not parse is dropped with a warning.
 */
export function connectStorefront(options: ConnectOptions): StorefrontConnection {
  let child: Postmate.ParentAPI | undefined;
  let destroyed = false;
  const handshake = new Postmate({
    container: options.container,
    url: options.url,
    name: 'storefront-preview',
    classListArray: ['preview-frame'],
  });
  const frame = options.container.lastElementChild as HTMLIFrameElement | null;
  if (frame) frame.title = 'Storefront preview';
  const timer = setTimeout(options.onTimeout, options.timeoutMs);

  void handshake.then((api) => {
    clearTimeout(timer);
    if (destroyed) {
      // Torn down before the handshake finished (postmate answered a sibling's handshake from the
      // same origin). destroy() stops its listener first, then fails on the frame already gone.
      try {
        api.destroy();
      } catch {}
      return;
    }
    child = api;
    for (const name of childMessageNames) {
      api.on(name, (data: unknown) => {
        const parsed = parseChildMessage(name, data);
        if (!parsed.ok) {
          console.warn(
            `[editor] Dropped a "${name}" message that does not follow the protocol.\n${parsed.reason}`,
          );
          return;
        }
        (options.handlers[name] as ((payload: unknown) => void) | undefined)?.(parsed.data);
      });
    }
  });

  return {
    send(name, payload) {
      child?.call(name, payload);
    },
    destroy() {
      destroyed = true;
      clearTimeout(timer);
      if (child) child.destroy();
      else frame?.remove();
    },
  };
}
