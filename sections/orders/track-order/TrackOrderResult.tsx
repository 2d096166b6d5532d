import { useEffect, useId, useRef } from 'react';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { TrackOrderResponse } from '../../../schemas/api/tracking.ts';
import { styled } from '../../../themes/index.ts';
import { formatPrice } from '../../../themes/ui/Price.tsx';
import { LocalTime } from '../../account/shared/LocalTime.tsx';
import { OrderStepper } from './OrderStepper.tsx';
import { ScansDialog } from './ScansDialog.tsx';
import { Card, CardHeader, Facts, Note, StatusBadge } from './tracking-parts.tsx';

const Lines = styled('ul', {
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': {
    display: 'flex',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    gap: '$3',
    paddingBlock: '$3',
    borderTop: '1px solid $border',
  },
  '& li > div': { display: 'grid', gap: '2px', minWidth: 0 },
  '& strong': { fontWeight: 600 },
  '& .sku': { color: '$muted', fontSize: '$sm' },
  '& .quantity': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

const Part = styled('section', { display: 'grid', gap: '$3', minWidth: 0 });

const Shipping = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$3',
  padding: '$3 $4',
  borderRadius: '$md',
  backgroundColor: '$surface',
  '& p': { margin: 0 },
});

const Title = styled('h2', {
  '&:focus': { outline: 'none' },
  '&:focus-visible': { boxShadow: '$focusRing', borderRadius: '$sm' },
});

const units = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

export interface TrackOrderResultProps {
  order: TrackOrderResponse;
  /** The store's currency, for a total the API did not format. */
  currency: string;
  api: ApiClient;
}

/**
 * A tracked order (spec §2 "Track order: … result"): its status, when it was placed, its total,
 * the stepper of where it stands, the courier with 'View scans' once shipped, and its lines. Its
 * heading takes the focus when an order arrives, so it is what is read next. Only ever drawn in
 * the browser, after the form found an order: it loads then (TrackOrder.tsx), not with the page.
 */
export function TrackOrderResult({ order, currency, api }: TrackOrderResultProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (order) heading.current?.focus();
  }, [order]);
  const quantity = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <Title id={`${id}-title`} ref={heading} tabIndex={-1}>
          Order {order.order_no}
        </Title>
        <StatusBadge status={order.status} label={order.status_label} />
      </CardHeader>
      <Facts>
        <div>
          <dt>Placed on</dt>
          <dd>
            <LocalTime iso={order.created_at} />
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{order.grand_total.formatted ?? formatPrice(order.grand_total.amount, currency)}</dd>
        </div>
        <div>
          <dt>Items</dt>
          <dd>{units(quantity)}</dd>
        </div>
      </Facts>

      <Part aria-labelledby={`${id}-progress`}>
        <h3 id={`${id}-progress`}>Progress</h3>
        <OrderStepper status={order.status} timeline={order.timeline} />
      </Part>

      {order.waybill ? (
        <Shipping>
          <p>
            {order.courier ? `Shipped with ${order.courier}` : 'Shipped'} · Waybill{' '}
            <strong>{order.waybill}</strong>
          </p>
          <ScansDialog api={api} waybill={order.waybill} courier={order.courier} />
        </Shipping>
      ) : (
        order.status !== 'cancelled' &&
        order.status !== 'refunded' &&
        order.status !== 'delivered' && (
          <Note>Once your order ships, its courier and waybill number appear here.</Note>
        )
      )}

      <Part aria-labelledby={`${id}-items`}>
        <h3 id={`${id}-items`}>Items</h3>
        <Lines aria-labelledby={`${id}-items`}>
          {order.items.map((item) => (
            <li key={item.sku}>
              <div>
                <strong>{item.name}</strong>
                <span className="sku">SKU {item.sku}</span>
              </div>
              <span className="quantity">Qty {item.quantity}</span>
            </li>
          ))}
        </Lines>
      </Part>
    </Card>
  );
}
