import { afterEach, describe, expect, it } from 'vitest';
import { ignoreAbortedNavigationBodies, isAbortRejection } from './aborted-navigation-bodies.ts';

/** An `unhandledrejection` event as the browser fires it (jsdom has no PromiseRejectionEvent). */
function rejection(reason: unknown): PromiseRejectionEvent {
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.defineProperty(event, 'reason', { value: reason });
  return event as PromiseRejectionEvent;
}

describe('aborted navigation bodies', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('knows a cancelled body read from a failure', () => {
    expect(isAbortRejection(new DOMException('BodyStreamBuffer was aborted', 'AbortError'))).toBe(
      true,
    );
    expect(isAbortRejection(new DOMException('Quota exceeded', 'QuotaExceededError'))).toBe(false);
    expect(isAbortRejection(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAbortRejection(Object.assign(new Error('aborted'), { name: 'AbortError' }))).toBe(
      false,
    );
  });

  it('keeps a cancelled navigation body from being reported, and reports anything else', () => {
    stop = ignoreAbortedNavigationBodies(window);
    const aborted = rejection(new DOMException('BodyStreamBuffer was aborted', 'AbortError'));
    const failure = rejection(new TypeError('Failed to fetch'));
    window.dispatchEvent(aborted);
    window.dispatchEvent(failure);
    expect(aborted.defaultPrevented).toBe(true);
    expect(failure.defaultPrevented).toBe(false);
  });

  it('stops when asked', () => {
    ignoreAbortedNavigationBodies(window)();
    const aborted = rejection(new DOMException('BodyStreamBuffer was aborted', 'AbortError'));
    window.dispatchEvent(aborted);
    expect(aborted.defaultPrevented).toBe(false);
  });
});
