import { afterEach, describe, expect, it, vi } from 'vitest';
import { sectionHydrated, watchUntilNeeded } from './until-needed.ts';

// A section's markup with a part of it inside (decision 0017: the product page's details, with
// the size chart's button in a part of its own). React hydrates the part's Suspense boundary in a
// task of its own after the section, so the part starts waiting for its code only then.
function page() {
  document.body.innerHTML =
    '<section id="section"><div id="part"><button type="button">Size chart</button></div></section>';
  const section = document.getElementById('section') as HTMLElement;
  const part = document.getElementById('part') as HTMLElement;
  const button = section.querySelector('button') as HTMLButtonElement;
  const clicks = vi.fn();
  button.addEventListener('click', clicks);
  return { section, part, button, clicks };
}

/** Marks `element` as React's own, as hydration does. */
const ownedByReact = (element: Element) => Object.assign(element, { __reactFiber$test: {} });

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('a click held for a section until it has hydrated', () => {
  it('is replayed on its target once the section has hydrated, once', () => {
    const { section, button, clicks } = page();
    const needed = vi.fn();
    watchUntilNeeded(section, needed, { inView: false });
    button.click();
    expect(needed).toHaveBeenCalledOnce();
    expect(clicks).not.toHaveBeenCalled();
    ownedByReact(button);
    sectionHydrated(section);
    expect(clicks).toHaveBeenCalledOnce();
  });

  it('is handed to a part inside the section that starts waiting after it, and replayed once that part has hydrated', () => {
    vi.useFakeTimers();
    const { section, part, button, clicks } = page();
    watchUntilNeeded(section, () => {}, { inView: false });
    button.click();
    sectionHydrated(section);
    // the part's boundary is not React's yet: the click waits for it
    expect(clicks).not.toHaveBeenCalled();
    const partNeeded = vi.fn();
    watchUntilNeeded(part, partNeeded, { inView: false });
    vi.advanceTimersByTime(20);
    expect(partNeeded).toHaveBeenCalledOnce();
    expect(clicks).not.toHaveBeenCalled();
    ownedByReact(button);
    sectionHydrated(part);
    expect(clicks).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(clicks).toHaveBeenCalledOnce();
  });

  it('goes to its target after a few frames when no part takes it', () => {
    vi.useFakeTimers();
    const { section, button, clicks } = page();
    watchUntilNeeded(section, () => {}, { inView: false });
    button.click();
    sectionHydrated(section);
    expect(clicks).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(clicks).toHaveBeenCalledOnce();
  });
});

describe('an element watched only for need (a part’s `data-needed-near`)', () => {
  it('holds no click: once the part around it has hydrated, a click inside it goes through', () => {
    const { part, button, clicks } = page();
    const partNeeded = vi.fn();
    watchUntilNeeded(part, partNeeded, { inView: false });
    const stopNear = watchUntilNeeded(button, partNeeded, { inView: false, holdsClicks: false });
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(partNeeded).toHaveBeenCalledOnce();
    stopNear();
    ownedByReact(button);
    sectionHydrated(part);
    button.click();
    expect(clicks).toHaveBeenCalledOnce();
  });
});
