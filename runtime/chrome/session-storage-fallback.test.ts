import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_FALLBACK_SCRIPT } from './session-storage-fallback.ts';

const real = Object.getOwnPropertyDescriptor(window, 'sessionStorage');

/** Makes this document's sessionStorage throw as a framed page with blocked storage does. */
function denyStorage() {
  Object.defineProperty(window, 'sessionStorage', {
    configurable: true,
    get() {
      throw new DOMException(
        "Failed to read the 'sessionStorage' property from 'Window': Access is denied for this document.",
        'SecurityError',
      );
    },
  });
}

const run = () => new Function(SESSION_STORAGE_FALLBACK_SCRIPT)();

afterEach(() => {
  if (real) Object.defineProperty(window, 'sessionStorage', real);
  else Reflect.deleteProperty(window, 'sessionStorage');
});

describe('the sessionStorage fallback script', () => {
  it('lets a document denied its storage read and write a stand-in instead of throwing', () => {
    denyStorage();
    expect(() => window.sessionStorage).toThrow('Access is denied');
    run();
    // what React Router's inline scroll script does, in its catch too
    expect(window.sessionStorage.getItem('react-router-scroll-positions')).toBeNull();
    window.sessionStorage.setItem('sf-notice', 'abc');
    expect(window.sessionStorage.getItem('sf-notice')).toBe('abc');
    expect(window.sessionStorage.length).toBe(1);
    expect(window.sessionStorage.key(0)).toBe('sf-notice');
    window.sessionStorage.removeItem('sf-notice');
    expect(window.sessionStorage.getItem('sf-notice')).toBeNull();
  });

  it('leaves a usable sessionStorage alone', () => {
    const before = window.sessionStorage;
    expect(before).toBeInstanceOf(Storage);
    run();
    expect(window.sessionStorage).toBe(before);
  });
});
