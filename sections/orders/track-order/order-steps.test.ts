import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../../../schemas/api/orders.ts';
import { orderSteps } from './order-steps.ts';

const event = (status: OrderEvent['status'], label: string, at: string): OrderEvent => ({
  status,
  label,
  note: label,
  at,
});

const placed = event('placed', 'Placed', '2025-03-05T06:30:00Z');
const shipped = event('shipped', 'Shipped', '2025-03-06T09:00:00Z');

const summary = (steps: ReturnType<typeof orderSteps>) =>
  steps.map((step) => `${step.label}:${step.state}`);

describe('orderSteps', () => {
  it('shows a placed order on its way: placed now, shipped and delivered to come', () => {
    expect(summary(orderSteps('placed', [placed]))).toEqual([
      'Placed:current',
      'Shipped:upcoming',
      'Delivered:upcoming',
    ]);
  });

  it('marks the steps before the current one done, with their dates', () => {
    const steps = orderSteps('shipped', [placed, shipped]);
    expect(summary(steps)).toEqual(['Placed:done', 'Shipped:current', 'Delivered:upcoming']);
    expect(steps[0]?.event?.at).toBe(placed.at);
    expect(steps[1]?.event?.at).toBe(shipped.at);
    expect(steps[2]?.event).toBeUndefined();
  });

  it('counts a step skipped in the history as done (delivered straight from placed)', () => {
    const delivered = event('delivered', 'Delivered', '2025-03-08T10:00:00Z');
    expect(summary(orderSteps('delivered', [placed, delivered]))).toEqual([
      'Placed:done',
      'Shipped:done',
      'Delivered:current',
    ]);
  });

  it('starts with the payment while a card payment is due', () => {
    const waiting = event('pending_payment', 'Awaiting payment', '2025-03-05T06:30:00Z');
    expect(summary(orderSteps('pending_payment', [waiting]))).toEqual([
      'Awaiting payment:current',
      'Placed:upcoming',
      'Shipped:upcoming',
      'Delivered:upcoming',
    ]);
  });

  it('ends a cancelled order where it was cancelled, with nothing to come', () => {
    const cancelled = event('cancelled', 'Cancelled', '2025-03-05T08:00:00Z');
    expect(summary(orderSteps('cancelled', [placed, cancelled]))).toEqual([
      'Placed:done',
      'Cancelled:current',
    ]);
  });

  it('takes the last time a status was reached', () => {
    const again = { ...placed, at: '2025-03-07T00:00:00Z', note: 'Placed again' };
    expect(orderSteps('placed', [placed, again])[0]?.event?.note).toBe('Placed again');
  });
});
