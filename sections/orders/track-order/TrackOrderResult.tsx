import { type Ref, useId } from 'react';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { TrackOrderResponse, WaybillTracking } from '../../../schemas/api/tracking.ts';
import { formatPrice, styled } from '../../../themes/index.ts';
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
  /** The heading, focused when the result arrives. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * A tracked order (spec §2 "Track order: … result"): its status, when it was placed, its total,
 * the stepper of where it stands, the courier with 'View scans' once shipped, and its lines.
 */
export function TrackOrderResult({ order, currency, api, headingRef }: TrackOrderResultProps) {
  const id = useId();
  const quantity = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <Title id={`${id}-title`} ref={headingRef} tabIndex={-1}>
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

export interface ShipmentResultProps {
  shipment: WaybillTracking;
  api: ApiClient;
}

/**
 * The shipment a `/track-order/{waybill}` link names (the account's orders link to their waybill
 * once shipped): courier, status and 'View scans'. A waybill tells nothing about the order or
 * its customer, so the form below still asks for the order number for the whole order.
 */
export function ShipmentResult({ shipment, api }: ShipmentResultProps) {
  const id = useId();
  const latest = shipment.scans.at(-1);
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <h2 id={`${id}-title`}>Shipment {shipment.waybill}</h2>
        <StatusBadge status={shipment.status} label={shipment.status_label} />
      </CardHeader>
      <Facts>
        <div>
          <dt>Courier</dt>
          <dd>{shipment.courier ?? 'Not known yet'}</dd>
        </div>
        <div>
          <dt>Latest scan</dt>
          <dd>
            {latest ? (
              <>
                {latest.status}, {latest.location}
              </>
            ) : (
              'None yet'
            )}
          </dd>
        </div>
        {latest && (
          <div>
            <dt>Scanned</dt>
            <dd>
              <LocalTime iso={latest.at} withTime />
            </dd>
          </div>
        )}
      </Facts>
      <div>
        <ScansDialog api={api} waybill={shipment.waybill} courier={shipment.courier} />
      </div>
    </Card>
  );
}
