import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AnySectionDefinition } from '../../registry/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: section components take the props their schema validated
type SectionComponent = ComponentType<any>;

const loaded = new WeakMap<AnySectionDefinition, SectionComponent>();
const lazies = new WeakMap<AnySectionDefinition, LazyExoticComponent<SectionComponent>>();

async function load(definition: AnySectionDefinition): Promise<SectionComponent> {
  const module = await definition.component();
  loaded.set(definition, module.default);
  return module.default;
}

/**
 * Loads the components of `definitions` ahead of render: on the server before SSR (so the HTML is
 * complete) and in the browser before a client navigation commits (so nothing flashes). A chunk
 * that fails to load is left to the section's error boundary.
 */
export async function preloadSectionComponents(
  definitions: Iterable<AnySectionDefinition>,
): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (const definition of new Set(definitions)) {
    if (!loaded.has(definition)) pending.push(load(definition).catch(() => undefined));
  }
  await Promise.all(pending);
}

/** The section's component: the loaded one when preloaded, else a lazy one that suspends. */
export function sectionComponent(definition: AnySectionDefinition): SectionComponent {
  const ready = loaded.get(definition);
  if (ready) return ready;
  let lazyComponent = lazies.get(definition);
  if (!lazyComponent) {
    lazyComponent = lazy(() => load(definition).then((component) => ({ default: component })));
    lazies.set(definition, lazyComponent);
  }
  return lazyComponent;
}
