import type { AnalyticsEventName, AnalyticsEvents } from '../events.ts';

/**
 * One analytics service (spec §4: Microsoft Clarity, Google gtag, Google Tag Manager, Facebook
 * Pixel). `load` runs once consent allows it; `unload` when consent is withdrawn: it must stop
 * further collection and remove what it can (scripts, cookies).
 */
export interface AnalyticsProvider {
  /** Plugin module name, e.g. `GoogleGtag`. */
  readonly id: string;
  load(): void;
  unload(): void;
  /** A page was shown (first load and every client navigation). */
  pageView(path: string): void;
  track<E extends AnalyticsEventName>(event: E, payload: AnalyticsEvents[E]): void;
}
