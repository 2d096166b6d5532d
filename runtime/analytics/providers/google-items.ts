import type { AnalyticsEventName, AnalyticsEvents, AnalyticsItem } from '../events.ts';

/** An item as GA4 ecommerce events want it. */
export function ga4Item(item: AnalyticsItem, index: number): Record<string, unknown> {
  return {
    item_id: String(item.id),
    item_name: item.name,
    index,
    quantity: item.quantity ?? 1,
    ...(item.brand ? { item_brand: item.brand } : {}),
    ...(item.category ? { item_category: item.category } : {}),
    ...(item.variant ? { item_variant: item.variant } : {}),
    ...(item.price !== undefined ? { price: item.price } : {}),
  };
}

/** The GA4 parameters of an event (spec §4 names are GA4's, so only the items change shape). */
export function ga4Params<E extends AnalyticsEventName>(
  payload: AnalyticsEvents[E],
): Record<string, unknown> {
  const { items, ...rest } = payload as { items?: AnalyticsItem[] } & Record<string, unknown>;
  return items ? { ...rest, items: items.map(ga4Item) } : rest;
}
