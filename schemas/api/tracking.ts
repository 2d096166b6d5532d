import { z } from 'zod';
import { amountSchema } from './cart-fields.ts';
import { emailField, FIELD_REQUIRED_MESSAGE } from './customer-fields.ts';
import { orderEventSchema, orderNoField, orderStatusSchema, shipmentScanSchema } from './orders.ts';

// Tracking contract: order tracking for anyone who knows the order (spec §7 "Orders and
// tracking"), and purchase tracking by the analytics plugins (spec §4 "Purchase is sent once").

/** Answer when no order matches the number and contact given. */
export const TRACK_ORDER_NOT_FOUND_MESSAGE =
  'We could not find an order with these details. Check the order number and contact.';
/** Answer to an unknown waybill. */
export const WAYBILL_NOT_FOUND_MESSAGE = 'No shipment found for this waybill.';

/**
 * Body of `POST /api/track-order`: the order number and the e-mail or phone it was placed with
 * (so order numbers alone reveal nothing).
 */
export const trackOrderRequestSchema = z
  .object({
    /** Order number, e.g. `NW100004`. */
    order_no: orderNoField,
    /** E-mail the order was placed with. */
    email: emailField.optional(),
    /** Phone the order was placed with, digits only. */
    phone: z
      .string()
      .trim()
      .regex(/^\d{4,15}$/, { error: 'This field is not valid' })
      .optional(),
  })
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    error: FIELD_REQUIRED_MESSAGE,
    path: ['email'],
  });
export type TrackOrderRequest = z.infer<typeof trackOrderRequestSchema>;

/** A line as tracking shows it. */
export const trackedItemSchema = z.object({
  /** Product name. */
  name: z.string(),
  /** The sku. */
  sku: z.string(),
  /** Units. */
  quantity: z.number().int().positive(),
});

/** `data` of `POST /api/track-order`: where the order stands, its history and its scans. */
export const trackOrderResponseSchema = z.object({
  /** Order number. */
  order_no: z.string(),
  /** Where it stands. */
  status: orderStatusSchema,
  /** Display text of `status`. */
  status_label: z.string(),
  /** When it was placed (ISO 8601). */
  created_at: z.string(),
  /** What was paid. */
  grand_total: amountSchema,
  /** The lines. */
  items: z.array(trackedItemSchema),
  /** Courier's waybill, once shipped. */
  waybill: z.string().nullable(),
  /** Courier, once shipped. */
  courier: z.string().nullable(),
  /** Status history for the stepper, oldest first. */
  timeline: z.array(orderEventSchema),
  /** Courier scans for the scans popup, oldest first. */
  scans: z.array(shipmentScanSchema),
});
export type TrackOrderResponse = z.infer<typeof trackOrderResponseSchema>;

/**
 * `data` of `GET /api/track-order/{waybill}`: the shipment's scans. Anyone with the waybill may
 * ask (as on a courier's site), so the answer names no person, address or order number.
 */
export const waybillTrackingSchema = z.object({
  /** The waybill. */
  waybill: z.string(),
  /** Courier. */
  courier: z.string().nullable(),
  /** Where the order stands. */
  status: orderStatusSchema,
  /** Display text of `status`. */
  status_label: z.string(),
  /** Scans, oldest first. */
  scans: z.array(shipmentScanSchema),
});
export type WaybillTracking = z.infer<typeof waybillTrackingSchema>;

/** The analytics plugins that report purchases. */
export const purchaseTrackerSchema = z.enum(['GoogleGtag', 'FacebookPixel']);
export type PurchaseTracker = z.infer<typeof purchaseTrackerSchema>;

/**
 * Body of `PUT /api/plugins/GoogleGtag/track-purchase` and `.../FacebookPixel/track-purchase`:
 * marks the order's purchase as sent, so it is counted once (spec §4).
 */
export const trackPurchaseRequestSchema = z.object({
  /** Order number. */
  order_no: orderNoField,
  /** The order token; optional for the logged-in customer who owns the order. */
  token: z.string().trim().min(1).max(200).optional(),
});
export type TrackPurchaseRequest = z.infer<typeof trackPurchaseRequestSchema>;

/** `data` of a track-purchase call. */
export const trackPurchaseResponseSchema = z.object({
  /** Order number. */
  order_no: z.string(),
  /** Which plugin. */
  plugin: purchaseTrackerSchema,
  /** Always `true` after the call. */
  tracked: z.literal(true),
  /** Whether it was marked before this call: when `true`, do not send the purchase again. */
  already_tracked: z.boolean(),
});
export type TrackPurchaseResponse = z.infer<typeof trackPurchaseResponseSchema>;
