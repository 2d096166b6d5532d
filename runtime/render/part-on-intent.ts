import { type ComponentType, lazy, use, useEffect, useId, useState } from 'react';
import { hasShopperHint } from '../storefront/shopper-hint.ts';
import { readable } from './section-components.ts';
import { sectionHydrated, watchUntilNeeded } from './until-needed.ts';
import { useHydrating } from './use-hydrating.ts';

// The code of a section at the top of a page whose server HTML is complete without script (a
// carousel's first slide), or of a part of one (the header's menus and search, decision 0017),
// loaded only when it is needed: when the shopper points at, touches or
// tabs into it, or when it is about to move on its own. Decision 0011 keeps a section below the
// first screen dehydrated until it nears the viewport; a section at the top is on screen at once,
// so this keeps it dehydrated until the shopper reaches for it instead: while React hydrates the
// page, the section's small component suspends, and React leaves its server markup as it is,
// visible, until its part has loaded. A click made before that is held and replayed once it has
// (runtime/render/until-needed.ts). Client renders (navigations, the editor) load the part at
// once. The section's own chunk is all the page's first screen pays for (DESIGN §6).

/**
 * The attribute by which the part's markup says it moves on its own after so many milliseconds
 * (a carousel's first rotation): its code loads then, unless the shopper prefers reduced motion.
 */
export const MOVES_AFTER_ATTRIBUTE = 'data-moves-after';

/**
 * The attribute of an element inside the part's markup that needs the part's code once it nears
 * the viewport, though the shopper has not reached for it: the end of a listing that loads its
 * next page there (infinite scroll).
 */
export const NEEDED_NEAR_ATTRIBUTE = 'data-needed-near';

/** A section's part, loaded once (see {@link partOnIntent}). */
export interface PartOnIntent<P> {
  /** The part's component: the same promise on every call. */
  load: () => Promise<ComponentType<P>>;
  /** The part as a lazy component, for renders that need not wait for the shopper. */
  Lazy: ComponentType<P>;
  /** With the shopper hint, the part loads as it nears the viewport (see {@link partOnIntent}). */
  forGuests?: boolean | undefined;
}

/**
 * Declares a part, once, beside its section: `partOnIntent(() => import('./SliderCarousel.tsx'))`.
 * `forGuests`: only a guest's browser (no shopper hint) waits for intent; one with the hint loads
 * the part as it nears the viewport, to fill in the shopper's own (a product's heart), as a
 * section hydrating `intent-for-guests` does.
 */
export function partOnIntent<P>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { forGuests }: { forGuests?: boolean } = {},
): PartOnIntent<P> {
  let component: Promise<ComponentType<P>> | undefined;
  const part: PartOnIntent<P> = {
    forGuests,
    load() {
      component ??= load().then((module) => module.default);
      return component;
    },
    // React.lazy, which a server render and a test's synchronous render wait for too
    Lazy: lazy(() => part.load().then((loaded) => ({ default: loaded }))),
  };
  return part;
}

interface Gate<P> {
  component: Promise<ComponentType<P>>;
  open: () => void;
  element: Element;
  shownSince: number;
}

/** Server-rendered parts waiting to be needed, by their element. */
// biome-ignore lint/suspicious/noExplicitAny: parts of every component type
const waiting = new WeakMap<Element, Gate<any>>();
/** The same, until they hydrate: what a client navigation loads first (see below). */
// biome-ignore lint/suspicious/noExplicitAny: parts of every component type
const unhydratedGates = new Set<Gate<any>>();

/**
 * Loads the code of the parts still waiting for the shopper in the sections `kept` (their ids) by
 * a client navigation, which loads it before it renders (the page route's clientLoader), as it
 * loads the next page's section chunks. A navigation that keeps a section (a category to another,
 * a search to the next) changes what its waiting part shows; React can hydrate the part first only
 * if its code is in, and would otherwise draw it afresh, blank until its code arrived. The parts
 * of sections the navigation takes away go on waiting, and leave with them. Without `kept`, every
 * waiting part loads.
 */
export function loadWaitingParts(kept?: ReadonlySet<string>): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const gate of unhydratedGates) {
    const section = gate.element.closest('[data-section-id]')?.getAttribute('data-section-id');
    if (!gate.element.isConnected) unhydratedGates.delete(gate);
    else if (!kept || (section && kept.has(section))) {
      gate.open();
      loads.push(gate.component);
    }
  }
  // a part whose code fails to load fails on its own, where it renders, not the navigation
  return Promise.allSettled(loads);
}

/** Whether parts still wait for the shopper: not in the editor's preview. */
let waitForIntent = true;

/**
 * From now on no part waits for the shopper, and those waiting load now: in the editor's preview
 * any section's props may change, and such an update reaching a waiting part would draw it afresh,
 * blank until its code arrived (see {@link loadWaitingParts}).
 */
export function stopWaitingForIntent(): Promise<unknown> {
  waitForIntent = false;
  return loadWaitingParts();
}

function gateFor<P>(anchor: string, part: PartOnIntent<P>): Gate<P> | undefined {
  const element = document.getElementById(anchor);
  if (!element) return undefined; // the part rendered nothing on the server
  const known: Gate<P> | undefined = waiting.get(element);
  if (known) {
    // React renders the section again before it has hydrated: an update reached it, or the
    // shopper reached for it. It cannot wait any longer.
    known.open();
    return known;
  }
  let open = () => {};
  const needed = new Promise<void>((resolve) => {
    open = resolve;
  });
  // watchUntilNeeded stops watching once it has called `open`; a later call changes nothing
  watchUntilNeeded(element, open, { inView: !!part.forGuests && hasShopperHint() });
  const movesAfter = Number(element.getAttribute(MOVES_AFTER_ATTRIBUTE));
  if (movesAfter > 0 && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
    setTimeout(open, movesAfter);
  const near = element.querySelector(`[${NEEDED_NEAR_ATTRIBUTE}]`);
  if (near) void needed.then(watchUntilNeeded(near, open, { holdsClicks: false }));
  const gate: Gate<P> = {
    // marked with its outcome, so that `use` reads it at once once it has settled
    component: readable(needed.then(part.load)),
    open,
    element,
    shownSince: Date.now(),
  };
  waiting.set(element, gate);
  unhydratedGates.add(gate);
  if (!waitForIntent) open();
  return gate;
}

/** What {@link usePartOnIntent} gives the section. */
export interface PartOnIntentState<P> {
  /** The part's component. */
  Part: ComponentType<P>;
  /** The id the part must give its outermost element, which is watched for the shopper. */
  anchor: string;
  /** When (`Date.now()`) the part's server markup was first on show, if it was. */
  shownSince: number | undefined;
}

/**
 * In a section's component: its part (see the top of this file). Suspends the section while it
 * waits; the part renders `anchor` as the id of its outermost element. `needed`: it loads at
 * once, and a click is held until it has.
 */
export function usePartOnIntent<P>(part: PartOnIntent<P>, needed?: boolean): PartOnIntentState<P> {
  const anchor = useId();
  const hydrating = useHydrating();
  // kept once hydrated: `use` then reads the settled promise it has read before, at once
  const [gate] = useState(() => {
    const gate = hydrating ? gateFor(anchor, part) : undefined;
    if (needed) gate?.open();
    return gate;
  });
  const Part = gate ? use(gate.component) : part.Lazy;
  useEffect(() => {
    if (!gate) return;
    unhydratedGates.delete(gate);
    sectionHydrated(gate.element);
  }, [gate]);
  return { Part, anchor, shownSince: gate?.shownSince };
}
