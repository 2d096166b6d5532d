import type { ProductCard } from '../../../schemas/api/catalogue.ts';
import type { AnalyticsItem, CommercePayload } from '../../analytics/events.ts';

/**
 * A product as an analytics item (spec §4 "Analytics"): its sku (the variant's once chosen),
 * name, brand, category, price and, for a variant, its sku as the variant.
 */
export function analyticsItem(
  product: Pick<ProductCard, 'id' | 'name' | 'brand' | 'category' | 'channel'>,
  chosen: { sku?: string | null; price?: number; quantity?: number } = {},
): AnalyticsItem {
  const sku = chosen.sku ?? product.channel.sku;
  return {
    id: sku,
    name: product.name,
    brand: product.brand?.name ?? null,
    category: product.category.name,
    variant: chosen.sku && chosen.sku !== product.channel.sku ? chosen.sku : null,
    price: chosen.price ?? product.channel.selling_price,
    quantity: chosen.quantity ?? 1,
  };
}

/** The payload of a commerce event about `items` in `currency`. */
export function commercePayload(currency: string, items: AnalyticsItem[]): CommercePayload {
  const value = items.reduce((sum, item) => sum + (item.price ?? 0) * (item.quantity ?? 1), 0);
  return { currency, value: Math.round(value * 100) / 100, items };
}
