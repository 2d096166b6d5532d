import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FramedWindow } from './detect.ts';

const EDITOR = 'http://localhost:3001';
const parentWindow = { name: 'parent' };

interface FakeFrame extends FramedWindow {
  send(data: unknown, origin: string, source?: unknown): void;
  listeners: Set<(event: MessageEvent) => void>;
}

function fakeFrame(ancestorOrigins?: string[]): FakeFrame {
  const listeners = new Set<(event: MessageEvent) => void>();
  return {
    parent: parentWindow,
    location: ancestorOrigins ? { ancestorOrigins } : {},
    listeners,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    send(data, origin, source = parentWindow) {
      const event = { data, origin, source } as MessageEvent;
      for (const listener of [...listeners]) listener(event);
    },
  };
}

const handshake = { postmate: 'handshake', type: 'application/x-postmate-v1+json', model: {} };

// detect.ts warns once per page load: load a fresh copy for every test
async function load() {
  vi.resetModules();
  return import('./detect.ts');
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('watchForEditor', () => {
  it('does nothing when the page is not framed', async () => {
    const { watchForEditor } = await load();
    const onHandshake = vi.fn();
    const frame = fakeFrame();
    frame.parent = frame;
    watchForEditor([EDITOR], onHandshake, frame);
    expect(frame.listeners.size).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it("starts on the parent's handshake from an allowed origin, once", async () => {
    const { watchForEditor } = await load();
    const onHandshake = vi.fn();
    const frame = fakeFrame([EDITOR]);
    watchForEditor([EDITOR], onHandshake, frame);
    frame.send(handshake, EDITOR);
    frame.send(handshake, EDITOR); // postmate retries
    expect(onHandshake).toHaveBeenCalledTimes(1);
    expect(onHandshake.mock.calls[0]?.[0]).toMatchObject({ origin: EDITOR });
    expect(frame.listeners.size).toBe(0);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses a handshake from another origin with exactly one warning', async () => {
    const { watchForEditor } = await load();
    const onHandshake = vi.fn();
    const frame = fakeFrame(); // a browser without ancestorOrigins
    watchForEditor([EDITOR], onHandshake, frame);
    for (let i = 0; i < 5; i++) frame.send(handshake, 'https://evil.example');
    frame.send(handshake, 'null');
    expect(onHandshake).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('https://evil.example');
  });

  it('does not listen at all when framed by an origin that is not allowed', async () => {
    const { watchForEditor } = await load();
    const onHandshake = vi.fn();
    const frame = fakeFrame(['https://evil.example']);
    watchForEditor([EDITOR], onHandshake, frame);
    watchForEditor([EDITOR], onHandshake, frame); // a re-render
    expect(frame.listeners.size).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('ignores handshakes that do not come from the parent frame, and other messages', async () => {
    const { watchForEditor } = await load();
    const onHandshake = vi.fn();
    const frame = fakeFrame([EDITOR]);
    watchForEditor([EDITOR], onHandshake, frame);
    frame.send(handshake, EDITOR, { name: 'a sibling frame' });
    frame.send({ postmate: 'call', type: handshake.type }, EDITOR);
    frame.send('handshake', EDITOR);
    frame.send(null, EDITOR);
    expect(onHandshake).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('allows nothing with an empty allowlist', async () => {
    const { watchForEditor } = await load();
    const onHandshake = vi.fn();
    const frame = fakeFrame();
    watchForEditor([], onHandshake, frame);
    frame.send(handshake, EDITOR);
    expect(onHandshake).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('stops listening when asked', async () => {
    const { watchForEditor } = await load();
    const onHandshake = vi.fn();
    const frame = fakeFrame([EDITOR]);
    const stop = watchForEditor([EDITOR], onHandshake, frame);
    stop();
    frame.send(handshake, EDITOR);
    expect(onHandshake).not.toHaveBeenCalled();
  });
});
