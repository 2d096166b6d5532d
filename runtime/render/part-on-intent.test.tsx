import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Suspense, useState } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOPPER_HINT_COOKIE } from '../storefront/shopper-hint.ts';
import { hydrationHarness } from './hydration-harness.ts';
import {
  loadWaitingParts,
  MOVES_AFTER_ATTRIBUTE,
  NEEDED_NEAR_ATTRIBUTE,
  type PartOnIntent,
  partOnIntent,
  usePartOnIntent,
} from './part-on-intent.ts';
import { TestIntersectionObserver } from './test-intersection-observer.ts';

interface PartProps {
  anchor: string;
  shownSince?: number | undefined;
}

/** What the part's server markup says: it moves on its own after so many ms, or not at all. */
let movesAfter: number | undefined;
/** Whether the part's markup ends with an element that needs its code near the viewport. */
let endNeedsIt = false;
/** The `shownSince` each render of the part received. */
let received: (number | undefined)[] = [];

/** A part with a button that counts its clicks, so a test tells hydrated markup from the server's. */
function Counter({ anchor, shownSince }: PartProps) {
  const [count, setCount] = useState(0);
  received.push(shownSince);
  return (
    <div id={anchor} {...{ [MOVES_AFTER_ATTRIBUTE]: movesAfter }}>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Next {count}
      </button>
      {endNeedsIt && <p {...{ [NEEDED_NEAR_ATTRIBUTE]: '' }}>The end</p>}
    </div>
  );
}

/** A section showing its part, as the slider shows its carousel. */
function Section({ part, needed }: { part: PartOnIntent<PartProps>; needed: boolean }) {
  const { Part, anchor, shownSince } = usePartOnIntent(part, needed);
  return <Part anchor={anchor} shownSince={shownSince} />;
}

/** A section of its own (as in two processes: the server's and the browser's), counting loads. */
function sectionWithPart(forGuests = false, needed = false) {
  const counter = { loads: 0 };
  const part = partOnIntent(
    async () => {
      counter.loads += 1;
      return { default: Counter };
    },
    { forGuests },
  );
  const page = (
    <main data-section-id="kept">
      <Suspense fallback={null}>
        <Section part={part} needed={needed} />
      </Suspense>
    </main>
  );
  return { counter, page };
}

/** A fresh copy of the module, for the one test that begins the editor's preview. */
let freshModule: typeof import('./part-on-intent.ts') | undefined;

/** A section showing its part through {@link freshModule}. */
function FreshSection({ part }: { part: PartOnIntent<PartProps> }) {
  const { Part, anchor, shownSince } = (
    freshModule as typeof import('./part-on-intent.ts')
  ).usePartOnIntent(part, false);
  return <Part anchor={anchor} shownSince={shownSince} />;
}

async function serverHtml(): Promise<string> {
  const { prelude } = await prerender(sectionWithPart().page);
  return new Response(prelude).text();
}

const harness = hydrationHarness();

/** Renders the section on the "server" and hydrates it with a fresh browser-side part. */
async function serverRenderThenHydrate(
  meanwhile?: (container: HTMLElement) => void,
  forGuests = false,
  needed = false,
) {
  const browser = sectionWithPart(forGuests, needed);
  await harness.hydrate(await serverHtml(), browser.page, meanwhile);
  return browser.counter;
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
/** Dispatches `type` as the browser does: outside `act`, which would hold React's work. */
const reach = (target: Element, type: 'pointerover' | 'focusin') =>
  target.dispatchEvent(new Event(type, { bubbles: true }));
const next = () => screen.getByRole('button', { name: /^Next/ });

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
  }));
}

beforeEach(() => {
  movesAfter = undefined;
  endNeedsIt = false;
  received = [];
  preferReducedMotion(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a part loaded on intent', () => {
  it('is in the server HTML, whole', async () => {
    movesAfter = 6000;
    const html = await serverHtml();
    expect(html).toContain('Next <!-- -->0');
    expect(html).toContain(`${MOVES_AFTER_ATTRIBUTE}="6000"`);
  });

  it('keeps its server markup without loading its code until the shopper points at it', async () => {
    const counter = await serverRenderThenHydrate();
    const serverButton = next();
    await settle();
    expect(counter.loads).toBe(0);

    reach(serverButton, 'pointerover');
    await settle();
    expect(counter.loads).toBe(1);
    // hydrated in place: the very element the server rendered now answers clicks
    expect(next()).toBe(serverButton);
    act(() => serverButton.click());
    expect(serverButton).toHaveTextContent('Next 1');
    // it knows since when its markup was on show
    expect(received.at(-1)).toEqual(expect.any(Number));
  });

  it('loads when the shopper tabs into it', async () => {
    const counter = await serverRenderThenHydrate();
    reach(next(), 'focusin');
    await settle();
    expect(counter.loads).toBe(1);
  });

  it('loads at once when the shopper was in it before the page hydrated (no event will come)', async () => {
    const counter = await serverRenderThenHydrate((container) =>
      container.querySelector('button')?.focus(),
    );
    await settle();
    expect(counter.loads).toBe(1);
    expect(next()).toHaveFocus();
  });

  describe('for guests only (the product page’s details)', () => {
    afterEach(() => Cookies.remove(SHOPPER_HINT_COOKIE));

    it('waits for a guest to reach for it', async () => {
      const counter = await serverRenderThenHydrate(undefined, true);
      await settle();
      expect(counter.loads).toBe(0);
    });

    it('loads without waiting for the shopper in a browser with the shopper hint', async () => {
      // jsdom has no IntersectionObserver: "near the viewport" is at once
      Cookies.set(SHOPPER_HINT_COOKIE, '1');
      const counter = await serverRenderThenHydrate(undefined, true);
      await settle();
      expect(counter.loads).toBe(1);
      act(() => next().click());
      expect(next()).toHaveTextContent('Next 1');
    });
  });

  it('replays a click made before its code arrived, once', async () => {
    const counter = await serverRenderThenHydrate();
    next().click();
    next().click();
    expect(next()).toHaveTextContent('Next 0');
    await settle();
    expect(counter.loads).toBe(1);
    expect(next()).toHaveTextContent('Next 1');
  });

  it('loads when it is about to move on its own, unless the shopper prefers reduced motion', async () => {
    movesAfter = 50;
    const counter = await serverRenderThenHydrate();
    await settle();
    expect(counter.loads).toBe(0);
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 80)));
    expect(counter.loads).toBe(1);
  });

  it('waits for the shopper when they prefer reduced motion, however long', async () => {
    movesAfter = 30;
    preferReducedMotion(true);
    const counter = await serverRenderThenHydrate();
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 80)));
    expect(counter.loads).toBe(0);
    expect(next()).toHaveTextContent('Next 0');
  });

  it('loads when an element of its markup that needs it nears the viewport (infinite scroll)', async () => {
    endNeedsIt = true;
    TestIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    const counter = await serverRenderThenHydrate();
    await settle();
    expect(counter.loads).toBe(0);
    // the part itself near the viewport is not reason enough: a guest's part waits for intent
    TestIntersectionObserver.scrollTo(next().parentElement as Element);
    await settle();
    expect(counter.loads).toBe(0);

    TestIntersectionObserver.scrollTo(screen.getByText('The end'));
    await settle();
    expect(counter.loads).toBe(1);
    act(() => next().click());
    expect(next()).toHaveTextContent('Next 1');
  });

  it('loads at once, keeping its server markup until it has, when the section needs it now', async () => {
    const counter = await serverRenderThenHydrate(undefined, false, true);
    const serverButton = next();
    await settle();
    expect(counter.loads).toBe(1);
    expect(next()).toBe(serverButton);
    act(() => serverButton.click());
    expect(serverButton).toHaveTextContent('Next 1');
  });

  it('loads, for a client navigation that keeps its section, when waiting parts are asked for', async () => {
    const counter = await serverRenderThenHydrate();
    const serverButton = next();
    await settle();
    expect(counter.loads).toBe(0);

    // a navigation that takes its section away leaves it waiting
    await act(() => loadWaitingParts(new Set(['another'])));
    await settle();
    expect(counter.loads).toBe(0);

    await act(() => loadWaitingParts(new Set(['kept'])));
    await settle();
    expect(counter.loads).toBe(1);
    // hydrated in place, and not asked for again: it waits no longer
    expect(next()).toBe(serverButton);
    act(() => serverButton.click());
    expect(serverButton).toHaveTextContent('Next 1');
    await act(() => loadWaitingParts(new Set(['kept'])));
    expect(counter.loads).toBe(1);
  });

  it('loads at once when first rendered in the browser (a navigation), with no start time', async () => {
    const { counter, page } = sectionWithPart();
    render(page);
    expect(await screen.findByRole('button', { name: 'Next 0' })).toBeInTheDocument();
    expect(counter.loads).toBe(1);
    expect(received.every((since) => since === undefined)).toBe(true);
  });

  it('waits no longer once the editor’s preview begins: those waiting load, and later ones load at once', async () => {
    // a fresh module: the preview, once begun, lasts as long as the page
    vi.resetModules();
    const preview = await import('./part-on-intent.ts');
    freshModule = preview;
    let loads = 0;
    const freshPart = (tag: string) =>
      preview.partOnIntent<PartProps>(
        async () => {
          loads += 1;
          return { default: Counter };
        },
        { forGuests: tag === 'later' },
      );
    const pageOf = (part: PartOnIntent<PartProps>) => (
      <main data-section-id="kept">
        <Suspense fallback={null}>
          <FreshSection part={part} />
        </Suspense>
      </main>
    );
    const serverMarkup = await new Response(
      (await prerender(pageOf(freshPart('server')))).prelude,
    ).text();
    loads = 0; // the server's

    await harness.hydrate(serverMarkup, pageOf(freshPart('first')));
    const serverButton = next();
    await settle();
    expect(loads).toBe(0);

    await act(() => preview.stopWaitingForIntent());
    await settle();
    expect(loads).toBe(1);
    expect(next()).toBe(serverButton);
    act(() => serverButton.click());
    expect(serverButton).toHaveTextContent('Next 1');

    // a part that starts waiting after (its section hydrated later) does not wait for the shopper
    await harness.hydrate(serverMarkup, pageOf(freshPart('later')));
    await settle();
    expect(loads).toBe(2);
  });
});
