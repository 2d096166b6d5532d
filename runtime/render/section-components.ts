import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AnySectionDefinition, SectionResolver } from '../../registry/index.ts';
import { hasShopperHint } from '../storefront/shopper-hint.ts';
import { watchUntilNeeded } from './until-needed.ts';

// biome-ignore lint/suspicious/noExplicitAny: section components take the props their schema validated
export type SectionComponent = ComponentType<any>;

const loading = new WeakMap<AnySectionDefinition, Readable<SectionComponent>>();

/** A promise carrying its outcome the way React's `use()` reads it. */
type Readable<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/**
 * Marks `promise` with its outcome as React's `use()` reads it, so `use` answers a settled
 * promise at once instead of suspending for it again.
 */
export function readable<T>(promise: Promise<T>): Readable<T> {
  const marked: Readable<T> = promise;
  marked.status = 'pending';
  promise.then(
    (value) => {
      marked.status = 'fulfilled';
      marked.value = value;
    },
    (reason: unknown) => {
      marked.status = 'rejected';
      marked.reason = reason;
    },
  );
  return promise;
}

interface Gate {
  definition: AnySectionDefinition;
  open: () => void;
  component: Promise<SectionComponent>;
}
/** Server-rendered sections whose component React waits for while they hydrate when needed. */
const gates = new Map<Element, Gate>();

/**
 * Loads the section's component (once; after a failure the next caller tries again). Sections
 * waiting to hydrate with this component stop waiting.
 */
export function loadSectionComponent(definition: AnySectionDefinition): Promise<SectionComponent> {
  let promise = loading.get(definition);
  if (!promise) {
    promise = readable(definition.component().then((module) => module.default));
    loading.set(definition, promise);
    promise.then(
      () => {
        for (const gate of gates.values()) if (gate.definition === definition) gate.open();
      },
      () => loading.delete(definition),
    );
  }
  return promise;
}

const lazies = new WeakMap<AnySectionDefinition, LazyExoticComponent<SectionComponent>>();

/** The section's component as a React.lazy one (one per section type), for client renders. */
export function lazySectionComponent(
  definition: AnySectionDefinition,
): LazyExoticComponent<SectionComponent> {
  let component = lazies.get(definition);
  if (!component) {
    component = lazy(() =>
      loadSectionComponent(definition).then((loaded) => ({ default: loaded })),
    );
    lazies.set(definition, component);
  }
  return component;
}

/**
 * Loads the components of `definitions` ahead of render: on the server before SSR (so the HTML is
 * complete), in the browser before hydration and before a client navigation commits (so nothing
 * flashes). A chunk that fails to load is left to the section's error boundary.
 */
export async function preloadSectionComponents(
  definitions: Iterable<AnySectionDefinition>,
): Promise<void> {
  await Promise.all(
    [...new Set(definitions)].map((definition) =>
      loadSectionComponent(definition).catch(() => undefined),
    ),
  );
}

/** The server-rendered element of section `sectionId`, if the page has it. */
export function sectionElement(sectionId: string): Element | null {
  return document.querySelector(`[data-section-id="${CSS.escape(sectionId)}"]`);
}

/** The sections on this page, read from their markup (the editor bridge preloads them all). */
export function definitionsOnPage(registry: SectionResolver): AnySectionDefinition[] {
  const keys = new Set<string>();
  for (const element of document.querySelectorAll<HTMLElement>('[data-section-key]')) {
    if (element.dataset.sectionKey) keys.add(element.dataset.sectionKey);
  }
  return [...keys].flatMap((key) => registry.resolve(key) ?? []);
}

/**
 * While the page hydrates, the component of a section that hydrates when needed (decision 0011):
 * resolves once its server HTML is needed (see until-needed.ts) and its chunk has loaded. React
 * keeps the server HTML, untouched, until then.
 */
export function whenSectionNeeded(
  definition: AnySectionDefinition,
  sectionId: string,
): Promise<SectionComponent> {
  // loaded already (always so on the server, which preloads every section): nothing to wait for
  if (loading.get(definition)?.status === 'fulfilled' || typeof document === 'undefined')
    return loadSectionComponent(definition);
  const element = sectionElement(sectionId);
  if (!element) return loadSectionComponent(definition);
  const waiting = gates.get(element);
  if (waiting) {
    // React renders the section again before it has hydrated: an update reached it, or the
    // shopper reached for it. It cannot wait any longer.
    waiting.open();
    return waiting.component;
  }
  let resolveNeeded = () => {};
  const needed = new Promise<void>((resolve) => {
    resolveNeeded = resolve;
  });
  const stopWatching = watchUntilNeeded(element, resolveNeeded, {
    // a section that fills in the shopper's own waits for a guest's intent: the page everyone
    // gets is all there is to show them; with the shopper hint it hydrates as it nears the view
    inView:
      definition.hydrate === 'intent-for-guests'
        ? hasShopperHint()
        : definition.hydrate !== 'intent',
  });
  const gate: Gate = {
    definition,
    open: () => {
      stopWatching();
      resolveNeeded();
    },
    component: readable(needed.then(() => loadSectionComponent(definition))),
  };
  gates.set(element, gate);
  const settled = () => gates.delete(element);
  gate.component.then(settled, settled);
  return gate.component;
}
