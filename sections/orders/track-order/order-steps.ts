import type { OrderEvent, OrderStatus } from '../../../schemas/api/orders.ts';

// The stepper of a tracked order: where it stands on its way, built from its status and history.

/** Where a step stands against the order's current status. */
export type StepState = 'done' | 'current' | 'upcoming';

/** One step of the stepper. */
export interface OrderStep {
  status: OrderStatus;
  /** The history's label when the order got there, else the step's own name. */
  label: string;
  state: StepState;
  /** When the order got there (the last time, if it did more than once); absent if unknown. */
  event?: OrderEvent;
}

/** The way of an order that goes well: placed, shipped, delivered. */
const JOURNEY: readonly OrderStatus[] = ['placed', 'shipped', 'delivered'];

/** Names of the steps not reached yet (reached ones carry the API's label). */
const STEP_NAMES: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Awaiting payment',
  placed: 'Placed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/**
 * The steps of an order with `status` and `timeline` (oldest first): placed, shipped, delivered,
 * with 'Awaiting payment' first while a card payment is due. A cancelled or refunded order shows
 * the steps it went through and ends there. Every step before the current one is done; exactly
 * one step is current.
 */
export function orderSteps(status: OrderStatus, timeline: readonly OrderEvent[]): OrderStep[] {
  const last = new Map<OrderStatus, OrderEvent>();
  for (const event of timeline) last.set(event.status, event);

  let path: OrderStatus[];
  if (status === 'cancelled' || status === 'refunded') {
    const reached = [...new Set(timeline.map((event) => event.status))].filter(
      (step) => step !== status && step !== 'pending_payment',
    );
    path = [...reached, status];
  } else {
    path = status === 'pending_payment' ? ['pending_payment', ...JOURNEY] : [...JOURNEY];
  }
  const current = path.indexOf(status);
  return path.map((step, index) => {
    const event = index <= current ? last.get(step) : undefined;
    return {
      status: step,
      label: event?.label ?? STEP_NAMES[step],
      state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
      ...(event !== undefined && { event }),
    };
  });
}
