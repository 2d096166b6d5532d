import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydratedWithPage } from './page-hydration.ts';
import { whenPageHydrated } from './when-page-hydrated.ts';

/** The server's HTML of three sections: two hydrate with the page, the footer when needed. */
function serverHtml(prefix: string): void {
  document.body.innerHTML = `
    <div data-section-id="${prefix}-header" data-section-key="header"></div>
    <div data-section-id="${prefix}-hero" data-section-key="slider"></div>
    <div data-section-id="${prefix}-footer" data-section-key="footer" data-section-hydrate="when-needed"></div>`;
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the page’s hydration', () => {
  it('is done once every section that hydrates with the page has, not those that wait', async () => {
    vi.useFakeTimers();
    serverHtml('a');
    const hydrated = whenPageHydrated();

    hydratedWithPage.add('a-header');
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(hydrated)).toBe(false);
    hydratedWithPage.add('a-hero');
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(hydrated)).toBe(true);
    // asked again afterwards: at once
    expect(await settled(whenPageHydrated())).toBe(true);
  });

  it('is given up on after a while: a section whose code failed never hydrates', async () => {
    vi.useFakeTimers();
    serverHtml('b');
    const hydrated = whenPageHydrated(1_000);
    hydratedWithPage.add('b-header');

    await vi.advanceTimersByTimeAsync(900);
    expect(await settled(hydrated)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(hydrated)).toBe(true);
  });
});
