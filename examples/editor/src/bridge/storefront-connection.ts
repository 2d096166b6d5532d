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

/** Where the handshake with the storefront in the frame stands. */
export type ConnectionStatus = 'connecting' | 'connected' | 'no-answer';

/** A storefront in an iframe, talking postmate's protocol (DESIGN §4). */
export interface StorefrontConnection {
  /** Sends a message; dropped while not connected (a new handshake re-sends what is needed). */
  send: <N extends ParentMessageName>(name: N, payload: ParentMessageInputs[N]) => void;
  /** Loads the frame again (at `url`, or where it was) and starts a new handshake. */
  retry: (url?: string) => void;
  /** Removes the iframe and stops listening. */
  destroy: () => void;
}

export interface ConnectOptions {
  container: HTMLElement;
  /** The storefront page to open first. */
  url: string;
  handlers: ChildHandlers;
  /** Each change of the handshake's state: connecting on every page load of the frame. */
  onStatus: (status: ConnectionStatus) => void;
  /** How many handshakes one page load of the frame is sent. @default 5 */
  attempts?: number;
  /** Time between them, in ms. @default 1000 */
  intervalMs?: number;
  /** When the storefront counts as not answering, in ms after its page loaded. @default 10000 */
  timeoutMs?: number;
}

/** postmate's message type (postmate 1.x), the storefront's `Postmate.Model` answers it. */
const POSTMATE_TYPE = 'application/x-postmate-v1+json';

interface PostmateMessage {
  postmate?: unknown;
  type?: unknown;
  value?: { name?: unknown; data?: unknown };
}

/**
 * Opens the storefront in an iframe inside `container` and talks to it with postmate's wire
 * protocol (the storefront runs `Postmate.Model`), parsing every message it sends with the
 * protocol before passing it to `handlers`; a message that does not parse is dropped with a
 * warning.
 *
 * Written here rather than with postmate's `Postmate` parent, which handshakes once per frame
 * and, once the frame reloads, sends handshakes every 500 ms forever and never hears the new
 * page. Here every page load of the frame (a reload, a crash, Retry) starts a new handshake:
 * a few attempts, then `no-answer` after `timeoutMs` (a late answer still connects). Only the
 * frame's own window, on the storefront's origin, is listened to.
 */
export function connectStorefront(options: ConnectOptions): StorefrontConnection {
  const attempts = options.attempts ?? 5;
  const intervalMs = options.intervalMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const origin = new URL(options.url).origin;
  const frame = document.createElement('iframe');
  frame.title = 'Storefront preview';
  frame.name = 'storefront-preview';
  frame.className = 'preview-frame';

  let connected = false;
  let destroyed = false;
  let sending: ReturnType<typeof setInterval> | undefined;
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  let status: ConnectionStatus | null = null;
  const setStatus = (next: ConnectionStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus(next);
  };
  const stopTrying = () => {
    clearInterval(sending);
    clearTimeout(giveUp);
  };

  const fromFrame = (event: MessageEvent) =>
    event.source === frame.contentWindow && event.origin === origin;
  const post = (message: object) => frame.contentWindow?.postMessage(message, origin);

  const handshake = () => {
    stopTrying();
    connected = false;
    setStatus('connecting');
    let sent = 0;
    const attempt = () => {
      post({ postmate: 'handshake', type: POSTMATE_TYPE });
      sent += 1;
      if (sent >= attempts) clearInterval(sending);
    };
    attempt();
    sending = setInterval(attempt, intervalMs);
    giveUp = setTimeout(() => {
      stopTrying();
      if (!connected) setStatus('no-answer');
    }, timeoutMs);
  };

  const onMessage = (event: MessageEvent) => {
    if (destroyed || !fromFrame(event)) return;
    const message = event.data as PostmateMessage | null;
    if (typeof message !== 'object' || message === null || message.type !== POSTMATE_TYPE) return;
    if (message.postmate === 'handshake-reply') {
      stopTrying();
      connected = true;
      setStatus('connected');
      return;
    }
    if (message.postmate !== 'emit' || !connected) return;
    const name = message.value?.name;
    if (!childMessageNames.includes(name as ChildMessageName)) return;
    const parsed = parseChildMessage(name as ChildMessageName, message.value?.data);
    if (!parsed.ok) {
      console.warn(
        `[editor] Dropped a "${String(name)}" message that does not follow the protocol.\n${parsed.reason}`,
      );
      return;
    }
    (options.handlers[name as ChildMessageName] as ((payload: unknown) => void) | undefined)?.(
      parsed.data,
    );
  };

  // every page the frame loads is a new storefront page that has to be handshaken afresh
  frame.addEventListener('load', handshake);
  window.addEventListener('message', onMessage);
  frame.src = options.url;
  options.container.append(frame);
  setStatus('connecting');

  return {
    send(name, payload) {
      if (connected) post({ postmate: 'call', type: POSTMATE_TYPE, property: name, data: payload });
    },
    retry(url) {
      if (destroyed) return;
      stopTrying();
      connected = false;
      setStatus('connecting');
      // a new navigation, even to the same address: the page loads again and handshakes
      frame.src = url ?? options.url;
    },
    destroy() {
      destroyed = true;
      stopTrying();
      window.removeEventListener('message', onMessage);
      frame.removeEventListener('load', handshake);
      frame.remove();
    },
  };
}
