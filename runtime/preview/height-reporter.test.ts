import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportHeight } from './height-reporter.ts';

class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: () => void) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  resize() {
    this.callback();
  }
}

let height = 800;
beforeEach(() => {
  vi.useFakeTimers();
  height = 800;
  vi.spyOn(document.documentElement, 'getBoundingClientRect').mockImplementation(
    () => ({ height }) as DOMRect,
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const options = { ResizeObserver: FakeResizeObserver as unknown as typeof ResizeObserver };

describe('reportHeight', () => {
  it('sends the height once at start, after the quiet time', () => {
    const send = vi.fn();
    reportHeight(send, options);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(send).toHaveBeenCalledWith(800);
  });

  it('debounces a burst of resizes into one message with the final height', () => {
    const send = vi.fn();
    reportHeight(send, options);
    vi.advanceTimersByTime(100);
    for (const next of [900, 1000, 1100]) {
      height = next;
      FakeResizeObserver.last?.resize();
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(100);
    expect(send.mock.calls).toEqual([[800], [1100]]);
  });

  it('does not repeat an unchanged height, and follows a page that got shorter', () => {
    const send = vi.fn();
    reportHeight(send, options);
    vi.advanceTimersByTime(100);
    FakeResizeObserver.last?.resize();
    vi.advanceTimersByTime(100);
    height = 400.2;
    FakeResizeObserver.last?.resize();
    vi.advanceTimersByTime(100);
    expect(send.mock.calls).toEqual([[800], [401]]);
  });

  it('stops when asked', () => {
    const send = vi.fn();
    const stop = reportHeight(send, options);
    stop();
    vi.advanceTimersByTime(500);
    expect(send).not.toHaveBeenCalled();
    expect(FakeResizeObserver.last?.disconnected).toBe(true);
  });
});
