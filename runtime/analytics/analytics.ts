import type { AnalyticsEventName, AnalyticsEvents } from './events.ts';
import type { AnalyticsProvider } from './providers/provider.ts';

// The providers currently allowed to collect. Module state is fine: it only ever changes in the
// browser, where there is one shopper.
const active = new Map<string, AnalyticsProvider>();
const listeners = new Set<() => void>();

/**
 * Calls `listener` whenever the active providers change (consent given or withdrawn, plugins
 * loaded after hydration), e.g. to send a purchase that had to wait for consent. Returns the
 * unsubscribe function.
 */
export function onActiveProvidersChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Makes exactly `providers` the active ones: new ones load, ones no longer listed (consent
 * withdrawn, plugin removed) unload. Safe to call with the same list again.
 */
export function setActiveProviders(providers: readonly AnalyticsProvider[]): void {
  const wanted = new Map(providers.map((provider) => [provider.id, provider]));
  let changed = false;
  for (const [id, provider] of active) {
    if (!wanted.has(id)) {
      active.delete(id);
      provider.unload();
      changed = true;
    }
  }
  for (const [id, provider] of wanted) {
    if (active.has(id)) continue;
    active.set(id, provider);
    provider.load();
    changed = true;
  }
  if (changed) for (const listener of listeners) listener();
}

/** Ids of the providers collecting now, e.g. `['GoogleGtag']`. */
export function activeProviderIds(): string[] {
  return [...active.keys()];
}

/**
 * Sends an event of spec §4 to every active provider; without consent (or without installed
 * analytics plugins) nothing is sent. Never throws: analytics must not break the shop.
 */
export function track<E extends AnalyticsEventName>(event: E, payload: AnalyticsEvents[E]): void {
  for (const provider of active.values()) {
    try {
      provider.track(event, payload);
    } catch (error) {
      console.warn(`[storefront] analytics: ${provider.id} could not send ${event}`, error);
    }
  }
}

/** Sends `event` to the active providers whose id is in `ids` only. */
export function trackWith<E extends AnalyticsEventName>(
  ids: readonly string[],
  event: E,
  payload: AnalyticsEvents[E],
): void {
  for (const id of ids) {
    const provider = active.get(id);
    if (!provider) continue;
    try {
      provider.track(event, payload);
    } catch (error) {
      console.warn(`[storefront] analytics: ${id} could not send ${event}`, error);
    }
  }
}

/** Tells the active providers a page was shown. */
export function trackPageView(path: string): void {
  for (const provider of active.values()) {
    try {
      provider.pageView(path);
    } catch (error) {
      console.warn(`[storefront] analytics: ${provider.id} could not record a page view`, error);
    }
  }
}
