import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { Link } from '../../../runtime/routing/Link.tsx';
import { endpointUrl } from '../../../schemas/api/endpoint.ts';
import * as orders from '../../../schemas/api/endpoints/orders.ts';
import type {
  Order,
  OrderDetail,
  OrderItem,
  PaymentStatus,
  Refund,
} from '../../../schemas/api/orders.ts';
import { Button, Dialog, styled } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { LoadError } from '../shared/panel-states.tsx';
import {
  addressLines,
  addressPhone,
  formatOrderDate,
  formatOrderDateTime,
  trackOrderPath,
} from './order-format.ts';
import { orderDetailQuery } from './orders-query.ts';
import { ActionLink, ActionRouteLink, Money } from './panel-parts.tsx';
import { RateItemDialog } from './RateItemDialog.tsx';
import { RefundDialog } from './RefundDialog.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const Body = styled('div', {
  display: 'grid',
  gap: '$5',
  '& h3': { margin: '0 0 $2', fontSize: '1rem' },
  '& section': { minWidth: 0 },
});

const Summary = styled('dl', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$3 $5',
  margin: 0,
  '& div': { display: 'grid', gap: '2px' },
  '& dt': { color: '$muted', fontSize: '$sm' },
  '& dd': { margin: 0, fontWeight: 600 },
});

const Lines = styled('ul', {
  display: 'grid',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Line = styled('li', {
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gap: '$3',
  paddingBottom: '$3',
  borderBottom: '1px solid $border',
  '& img, & .thumb': {
    width: '64px',
    height: '64px',
    objectFit: 'cover',
    borderRadius: '$sm',
    backgroundColor: '$surface',
  },
  '& p': { margin: 0 },
  '& a': { color: 'inherit', fontWeight: 600 },
});

const LineInfo = styled('div', {
  display: 'grid',
  gap: '$1',
  '& .muted': { color: '$muted', fontSize: '$sm' },
});

const LineTop = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: '$3',
});

const LineActions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  marginTop: '$1',
});

const Totals = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: '$1',
  margin: 0,
  '& dt': { color: '$muted', paddingInlineEnd: '$4' },
  '& dd': { margin: 0, textAlign: 'right' },
  '& .grand': { color: '$text', fontWeight: 700, paddingTop: '$2', borderTop: '1px solid $border' },
});

const Columns = styled('div', {
  display: 'grid',
  gap: '$5',
  '@sm': { gridTemplateColumns: '1fr 1fr' },
  '& address': { fontStyle: 'normal', lineHeight: 1.5 },
});

const Timeline = styled('ol', {
  display: 'grid',
  gap: '$3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': {
    position: 'relative',
    display: 'grid',
    gap: '2px',
    paddingInlineStart: '$5',
  },
  '& li::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: '2px',
    top: '6px',
    width: '10px',
    height: '10px',
    borderRadius: '50%',
    backgroundColor: '$primary',
  },
  '& li:not(:last-child)::after': {
    content: '""',
    position: 'absolute',
    insetInlineStart: '6px',
    top: '18px',
    bottom: '-12px',
    width: '2px',
    backgroundColor: '$border',
  },
  '& strong': { fontWeight: 600 },
  '& span': { color: '$muted', fontSize: '$sm' },
});

const Footer = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  paddingTop: '$4',
  borderTop: '1px solid $border',
});

const danger = { color: '$danger' } as const;

const PAYMENT_STATUS: Record<PaymentStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  cod: 'Pay on delivery',
  refunded: 'Refunded',
};

const REFUND_STATUS: Record<Refund['status'], string> = {
  requested: 'Refund requested',
  approved: 'Refund approved',
  rejected: 'Refund declined',
  refunded: 'Refunded',
};

const optionsText = (options: Record<string, string>) =>
  Object.entries(options)
    .map(([name, value]) => `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${value}`)
    .join(' · ');

function DetailSkeleton() {
  return (
    <Body aria-hidden="true">
      <Skeleton height="2.5rem" width="70%" />
      <Skeleton height="64px" />
      <Skeleton height="64px" />
      <Skeleton height="6rem" />
    </Body>
  );
}

interface LineProps {
  order: OrderDetail;
  item: OrderItem;
  refundEnabled: boolean;
  onRefund: (item: OrderItem) => void;
  onRate: (item: OrderItem) => void;
}

function OrderLine({ order, item, refundEnabled, onRefund, onRate }: LineProps) {
  const options = optionsText(item.options);
  return (
    <Line>
      {item.image ? (
        <Image src={item.image.src} alt="" width={64} height={64} />
      ) : (
        <span className="thumb" aria-hidden="true" />
      )}
      <LineInfo>
        <LineTop>
          {item.product_id ? (
            <Link to={`/product/${item.slug}`}>{item.name}</Link>
          ) : (
            <strong>{item.name}</strong>
          )}
          <Money value={item.line_total} currency={order.currency} />
        </LineTop>
        {options && <p className="muted">{options}</p>}
        {item.custom_text && <p className="muted">Personalised: “{item.custom_text}”</p>}
        <p className="muted">
          Qty {item.quantity} × <Money value={item.unit_price} currency={order.currency} />
        </p>
        {item.refund && (
          <p>
            <strong>{REFUND_STATUS[item.refund.status]}</strong>
            <span className="muted"> · {formatOrderDate(item.refund.requested_at)}</span>
          </p>
        )}
        <LineActions>
          {refundEnabled && item.can_request_refund && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onRefund(item)}
              aria-label={`Request refund for ${item.name}`}
            >
              Request refund
            </Button>
          )}
          {order.status === 'delivered' && item.product_id !== null && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onRate(item)}
              aria-label={`Rate ${item.name}`}
            >
              Rate
            </Button>
          )}
        </LineActions>
      </LineInfo>
    </Line>
  );
}

function Details({
  order,
  cancelEnabled,
  refundEnabled,
  onCancel,
}: {
  order: OrderDetail;
  cancelEnabled: boolean;
  refundEnabled: boolean;
  onCancel: (order: Order) => void;
}) {
  const [refunding, setRefunding] = useState<OrderItem | null>(null);
  const [rating, setRating] = useState<OrderItem | null>(null);
  const shipping = addressLines(order.shipping_address);
  const billing = addressLines(order.billing_address);
  const shippingPhone = addressPhone(order.shipping_address);
  return (
    <Body>
      <Summary>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={order.status} label={order.status_label} />
          </dd>
        </div>
        <div>
          <dt>Placed on</dt>
          <dd>
            <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>
            {order.payment_method.name} · {PAYMENT_STATUS[order.payment_status]}
          </dd>
        </div>
        {order.waybill && (
          <div>
            <dt>Shipment</dt>
            <dd>
              {order.courier ? `${order.courier} · ` : ''}
              {order.waybill}
            </dd>
          </div>
        )}
      </Summary>

      <section aria-labelledby="order-items-title">
        <h3 id="order-items-title">Items</h3>
        <Lines>
          {order.items.map((item) => (
            <OrderLine
              key={item.id}
              order={order}
              item={item}
              refundEnabled={refundEnabled}
              onRefund={setRefunding}
              onRate={setRating}
            />
          ))}
        </Lines>
      </section>

      <section aria-labelledby="order-totals-title">
        <h3 id="order-totals-title">Order summary</h3>
        <Totals>
          <dt>Subtotal</dt>
          <dd>
            <Money value={order.subtotal} currency={order.currency} />
          </dd>
          {order.discount.amount > 0 && (
            <>
              <dt>Discount{order.coupon_code ? ` (${order.coupon_code})` : ''}</dt>
              <dd>
                −<Money value={order.discount} currency={order.currency} />
              </dd>
            </>
          )}
          <dt>Shipping ({order.shipping_method.name})</dt>
          <dd>
            {order.shipping.amount > 0 ? (
              <Money value={order.shipping} currency={order.currency} />
            ) : (
              'Free'
            )}
          </dd>
          {order.tax.amount > 0 && (
            <>
              <dt>Tax</dt>
              <dd>
                <Money value={order.tax} currency={order.currency} />
              </dd>
            </>
          )}
          <dt className="grand">Total</dt>
          <dd className="grand">
            <Money value={order.grand_total} currency={order.currency} />
          </dd>
        </Totals>
      </section>

      <Columns>
        <section aria-labelledby="order-shipping-title">
          <h3 id="order-shipping-title">Shipping address</h3>
          <address>
            {shipping.map((line) => (
              <div key={line}>{line}</div>
            ))}
            {shippingPhone && <div>Phone: {shippingPhone}</div>}
          </address>
        </section>
        <section aria-labelledby="order-billing-title">
          <h3 id="order-billing-title">Billing address</h3>
          <address>
            {billing.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        </section>
      </Columns>

      {order.timeline.length > 0 && (
        <section aria-labelledby="order-timeline-title">
          <h3 id="order-timeline-title">Order history</h3>
          <Timeline>
            {order.timeline.map((event) => (
              <li key={`${event.status}-${event.at}`}>
                <strong>{event.label}</strong>
                {event.note && event.note !== event.label && <span>{event.note}</span>}
                <span>
                  <time dateTime={event.at}>{formatOrderDateTime(event.at)}</time>
                </span>
              </li>
            ))}
          </Timeline>
        </section>
      )}

      <Footer>
        {order.status !== 'pending_payment' && (
          <ActionLink
            href={endpointUrl(orders.invoice, { query: { order_no: order.order_no } })}
            download={`invoice-${order.order_no}.pdf`}
          >
            Download invoice
          </ActionLink>
        )}
        <ActionRouteLink to={trackOrderPath(order)}>Track order</ActionRouteLink>
        {cancelEnabled && order.can_cancel && (
          <Button size="sm" variant="ghost" css={danger} onClick={() => onCancel(order)}>
            Cancel order
          </Button>
        )}
      </Footer>

      <RefundDialog order={order} item={refunding} onClose={() => setRefunding(null)} />
      <RateItemDialog item={rating} onClose={() => setRating(null)} />
    </Body>
  );
}

export interface OrderDetailsDialogProps {
  /** The order to show; `null` closes the dialog. */
  orderNo: string | null;
  onClose: () => void;
  cancelEnabled: boolean;
  refundEnabled: boolean;
  onCancel: (order: Order) => void;
}

/**
 * The order details dialog (spec §4 "Order dialogs"): status, date and payment, the lines with
 * their refund and rating actions, the totals as the API answered them, both addresses, the
 * status history, and the invoice, track and cancel actions. Loads the order when opened.
 */
export function OrderDetailsDialog({
  orderNo,
  onClose,
  cancelEnabled,
  refundEnabled,
  onCancel,
}: OrderDetailsDialogProps) {
  const api = useApi();
  // keep the last order while the dialog animates closed
  const [shown, setShown] = useState(orderNo);
  if (orderNo !== null && orderNo !== shown) setShown(orderNo);
  const result = useQuery({
    ...orderDetailQuery(api, shown ?? ''),
    enabled: orderNo !== null && shown !== null,
  });
  return (
    <Dialog
      open={orderNo !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Order ${shown ?? ''}`}
      size="lg"
    >
      {result.data ? (
        <Details
          order={result.data}
          cancelEnabled={cancelEnabled}
          refundEnabled={refundEnabled}
          onCancel={(order) => {
            onClose();
            onCancel(order);
          }}
        />
      ) : result.isError ? (
        <LoadError
          title="We couldn’t load this order."
          onRetry={() => void result.refetch()}
          retrying={result.isFetching}
        />
      ) : (
        <DetailSkeleton />
      )}
    </Dialog>
  );
}
