import type { TrackOrderResponse, WaybillTracking } from '../../../schemas/api/tracking.ts';

// Tracking answers for tests and stories, shaped like the reference API's for the demo store.

/** A shipped order: placed, then shipped with a courier, two scans on its way. */
export function fixtureTrackedOrder(change: Partial<TrackOrderResponse> = {}): TrackOrderResponse {
  return {
    order_no: 'NW100004',
    status: 'shipped',
    status_label: 'Shipped',
    created_at: '2025-03-05T06:30:00.000Z',
    grand_total: { amount: 5498, formatted: '₹5,498.00' },
    items: [
      { name: 'Summit Peak Head Torch 400', sku: 'NW-TORCH-400', quantity: 2 },
      { name: 'Northwind Classic Fleece', sku: 'NW-FLEECE-M-BLUE', quantity: 1 },
    ],
    waybill: 'NW1234567840',
    courier: 'Delhivery',
    timeline: [
      { status: 'placed', label: 'Placed', note: 'Order placed', at: '2025-03-05T06:30:00.000Z' },
      {
        status: 'shipped',
        label: 'Shipped',
        note: 'Handed to Delhivery',
        at: '2025-03-06T09:00:00.000Z',
      },
    ],
    scans: fixtureScans(),
    ...change,
  };
}

/** A placed order that has not shipped: no waybill, no scans. */
export function fixturePlacedOrder(): TrackOrderResponse {
  return fixtureTrackedOrder({
    order_no: 'NW100006',
    status: 'placed',
    status_label: 'Placed',
    waybill: null,
    courier: null,
    timeline: [
      {
        status: 'placed',
        label: 'Placed',
        note: 'Order placed: cash on delivery',
        at: '2025-03-05T06:30:00.000Z',
      },
    ],
    scans: [],
  });
}

/** The courier's scans of the shipped order, oldest first. */
export function fixtureScans(): WaybillTracking['scans'] {
  return [
    { status: 'Picked up', location: 'Bengaluru warehouse', at: '2025-03-06T09:30:00.000Z' },
    { status: 'In transit', location: 'Hyderabad hub', at: '2025-03-07T04:10:00.000Z' },
  ];
}

/** The shipment of the shipped order, as its waybill answers. */
export function fixtureShipment(change: Partial<WaybillTracking> = {}): WaybillTracking {
  return {
    waybill: 'NW1234567840',
    courier: 'Delhivery',
    status: 'shipped',
    status_label: 'Shipped',
    scans: fixtureScans(),
    ...change,
  };
}
