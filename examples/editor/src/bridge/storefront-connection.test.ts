import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConnectionStatus, connectStorefront } from './storefront-connection.ts';

const SHOP = 'http://shop.test:3000';
const TYPE = 'application/x-postmate-v1+json';

let container: HTMLDivElement;
let statuses: ConnectionStatus[];
let ready: ReturnType<typeof vi.fn<(payload: unknown) => void>>;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  statuses = [];
  ready = vi.fn<(payload: unknown) => void>();
});
afterEach(() => {
  vi.useRealTimers();
  container.remove();
});

function open() {
  const connection = connectStorefront({
    container,
    url: `${SHOP}/about-us`,
    handlers: { ready },
    onStatus: (status) => statuses.push(status),
  });
  const frame = container.querySelector('iframe') as HTMLIFrameElement;
  const posted = vi.spyOn(frame.contentWindow as Window, 'postMessage');
  /** The storefront's page in the frame finished loading. */
  const loaded = () => frame.dispatchEvent(new Event('load'));
  /** A message from the frame's window, on the shop's origin unless said otherwise. */
  const fromFrame = (data: unknown, origin = SHOP) =>
    window.dispatchEvent(
      new MessageEvent('message', { data, origin, source: frame.contentWindow }),
    );
  const handshakes = () =>
    posted.mock.calls.filter(
      ([message]) => (message as { postmate: string }).postmate === 'handshake',
    );
  return { connection, frame, posted, loaded, fromFrame, handshakes };
}

describe('connectStorefront', () => {
  it('opens the storefront in a titled frame and handshakes when its page has loaded', () => {
    const { frame, loaded, handshakes } = open();
    expect(frame.title).toBe('Storefront preview');
    expect(frame.src).toBe(`${SHOP}/about-us`);
    expect(handshakes()).toHaveLength(0);
    loaded();
    expect(handshakes()).toEqual([[{ postmate: 'handshake', type: TYPE }, SHOP]]);
    expect(statuses).toEqual(['connecting']);
  });

  it('gives up after a few handshakes and says the preview does not answer', () => {
    const { loaded, handshakes } = open();
    loaded();
    vi.advanceTimersByTime(60_000);
    expect(handshakes()).toHaveLength(5);
    expect(statuses).toEqual(['connecting', 'no-answer']);
  });

  it('connects on the answer, and passes on only parsed messages from its own frame', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { loaded, fromFrame, handshakes } = open();
    loaded();
    fromFrame({ postmate: 'handshake-reply', type: TYPE });
    expect(statuses).toEqual(['connecting', 'connected']);
    vi.advanceTimersByTime(60_000);
    expect(handshakes()).toHaveLength(1);

    const manifest = { manifest: [] };
    fromFrame({ postmate: 'emit', type: TYPE, value: { name: 'ready', data: manifest } });
    fromFrame(
      { postmate: 'emit', type: TYPE, value: { name: 'ready', data: manifest } },
      'http://elsewhere.test',
    );
    fromFrame({ postmate: 'emit', type: TYPE, value: { name: 'ready', data: { manifest: 3 } } });
    expect(ready.mock.calls).toEqual([[manifest]]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dropped a "ready" message'));
    warn.mockRestore();
  });

  it('sends calls only while connected', () => {
    const { connection, loaded, fromFrame, posted } = open();
    connection.send('navigatePage', { path: '/cart' });
    loaded();
    fromFrame({ postmate: 'handshake-reply', type: TYPE });
    connection.send('navigatePage', { path: '/cart' });
    const calls = posted.mock.calls.filter(
      ([message]) => (message as { postmate: string }).postmate === 'call',
    );
    expect(calls).toEqual([
      [{ postmate: 'call', type: TYPE, property: 'navigatePage', data: { path: '/cart' } }, SHOP],
    ]);
  });

  it('handshakes again when the frame reloads, and Retry loads it again where it was', () => {
    const { connection, frame, loaded, fromFrame, handshakes } = open();
    loaded();
    fromFrame({ postmate: 'handshake-reply', type: TYPE });
    // the page in the frame reloads (or crashed and came back): a new page, a new handshake
    loaded();
    expect(statuses).toEqual(['connecting', 'connected', 'connecting']);
    vi.advanceTimersByTime(60_000);
    expect(statuses.at(-1)).toBe('no-answer');
    expect(handshakes()).toHaveLength(1 + 5);

    connection.retry(`${SHOP}/privacy-policy`);
    expect(statuses.at(-1)).toBe('connecting');
    expect(frame.src).toBe(`${SHOP}/privacy-policy`);
    loaded();
    fromFrame({ postmate: 'handshake-reply', type: TYPE });
    expect(statuses.at(-1)).toBe('connected');
  });

  it('removes its frame and stops listening when destroyed', () => {
    const { connection, loaded, fromFrame } = open();
    loaded();
    connection.destroy();
    fromFrame({ postmate: 'handshake-reply', type: TYPE });
    vi.advanceTimersByTime(60_000);
    expect(container.querySelector('iframe')).toBeNull();
    expect(statuses).toEqual(['connecting']);
  });
});
