// Analytics (spec §4 "Analytics"): plugin loaders behind cookie consent, typed events, the
// once-only purchase and the daily heartbeat.

export { AnalyticsManager, type AnalyticsManagerProps } from './AnalyticsManager.tsx';
export {
  activeProviderIds,
  onActiveProvidersChange,
  setActiveProviders,
  track,
  trackPageView,
} from './analytics.ts';
export { analyticsAllowed } from './analytics-allowed.ts';
export type {
  AnalyticsEventName,
  AnalyticsEvents,
  AnalyticsItem,
  CommercePayload,
} from './events.ts';
export { dayOf, HEARTBEAT_COOKIE, HEARTBEAT_COOKIE_DAYS, sendHeartbeat } from './heartbeat.ts';
export { providersFromPlugins } from './plugin-providers.ts';
export type { AnalyticsProvider } from './providers/provider.ts';
export { type TrackableOrder, trackPurchase } from './purchase.ts';
export { useHeartbeat } from './use-heartbeat.ts';
