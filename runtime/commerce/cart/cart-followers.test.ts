import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchUntilNeeded } from '../../render/until-needed.ts';
import { FOLLOWS_CART_ATTRIBUTE, wakeCartFollowers } from './cart-followers.ts';

// The checkout's order summary: a part of its section, waiting for the shopper, whose server
// HTML says it follows the cart.
function summary() {
  document.body.innerHTML = `<section id="section"><div id="part" ${FOLLOWS_CART_ATTRIBUTE}=""><h2>Order summary</h2></div></section>`;
  return document.getElementById('part') as HTMLElement;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('a change of the cart', () => {
  it('makes a summary waiting for the shopper load at once', () => {
    const part = summary();
    const needed = vi.fn();
    watchUntilNeeded(part, needed, { inView: false });
    wakeCartFollowers();
    expect(needed).toHaveBeenCalledOnce();
  });

  it('reaches a summary that starts waiting after it, as React hydrates it after its section', () => {
    vi.useFakeTimers();
    const part = summary();
    wakeCartFollowers();
    const needed = vi.fn();
    watchUntilNeeded(part, needed, { inView: false });
    vi.advanceTimersByTime(20);
    expect(needed).toHaveBeenCalledOnce();
  });

  it('leaves a summary React already owns, and stops asking after half a second', () => {
    vi.useFakeTimers();
    const part = summary();
    Object.assign(part, { __reactFiber$test: {} });
    wakeCartFollowers();
    expect(vi.getTimerCount()).toBe(0);
    delete (part as unknown as Record<string, unknown>).__reactFiber$test;
    wakeCartFollowers();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops asking for a summary that has left the page', () => {
    vi.useFakeTimers();
    const part = summary();
    wakeCartFollowers();
    part.remove();
    vi.advanceTimersByTime(20);
    expect(vi.getTimerCount()).toBe(0);
  });
});
