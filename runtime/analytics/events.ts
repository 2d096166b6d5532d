/** A product in an analytics event. */
export interface AnalyticsItem {
  /** Product id or SKU. */
  id: string | number;
  name: string;
  brand?: string | null;
  category?: string | null;
  variant?: string | null;
  /** Unit price in the currency's major unit. */
  price?: number;
  /** @default 1 */
  quantity?: number;
}

/** What every commerce event carries: the products and their worth. */
export interface CommercePayload {
  /** ISO 4217 code, e.g. `INR`. */
  currency: string;
  /** Total value of `items`. */
  value: number;
  items: AnalyticsItem[];
}

/**
 * The events of spec §4 "Analytics" and their payloads. Names follow GA4's recommended events;
 * each provider maps them to its own vocabulary.
 */
export interface AnalyticsEvents {
  view_item: CommercePayload;
  view_cart: CommercePayload;
  add_to_cart: CommercePayload;
  remove_from_cart: CommercePayload;
  add_to_wishlist: CommercePayload;
  remove_from_wishlist: CommercePayload;
  begin_checkout: CommercePayload & { coupon?: string | null };
  add_shipping_info: CommercePayload & { shipping_tier?: string | null };
  add_payment_info: CommercePayload & { payment_type?: string | null };
  /** Sent once per order: use `trackPurchase`, which checks and marks the order. */
  purchase: CommercePayload & {
    transaction_id: string;
    shipping?: number;
    tax?: number;
    coupon?: string | null;
  };
  /** The shopper opened the chat button's messaging link (spec §2 "Chat button"). */
  whatsapp_chat: {
    product_id?: string | number | null;
    product_name?: string | null;
    path?: string;
  };
}

/** An event name of spec §4. */
export type AnalyticsEventName = keyof AnalyticsEvents;
