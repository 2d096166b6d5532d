import { endpointUrl } from '../../../schemas/api/endpoint.ts';
import * as orders from '../../../schemas/api/endpoints/orders.ts';
import type { Order } from '../../../schemas/api/orders.ts';
import { Button, styled, VisuallyHidden } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';
import { formatOrderDate, itemCount, trackOrderPath } from './order-format.ts';
import { ActionLink, ActionRouteLink, Money } from './panel-parts.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const Card = styled('article', {
  display: 'grid',
  gap: '$3',
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$background',
  '@md': { padding: '$5' },
});

const Top = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  '& h2': { margin: 0, fontSize: '1.0625rem' },
});

const Facts = styled('dl', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2 $5',
  margin: 0,
  '& div': { display: 'grid', gap: '2px' },
  '& dt': { color: '$muted', fontSize: '$sm' },
  '& dd': { margin: 0, fontWeight: 600 },
});

const Thumbs = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& li': {
    display: 'grid',
    placeItems: 'center',
    width: '56px',
    height: '56px',
    overflow: 'hidden',
    border: '1px solid $border',
    borderRadius: '$sm',
    backgroundColor: '$surface',
    color: '$muted',
    fontSize: '$sm',
    fontWeight: 600,
  },
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
});

// two equal columns on a phone, one row from 640 px
const Actions = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$2',
  paddingTop: '$3',
  borderTop: '1px solid $border',
  '& > *': { minHeight: '40px' },
  '@sm': { display: 'flex', flexWrap: 'wrap', '& > *': { minHeight: '36px' } },
});

/** The destructive action in the danger colour, over the ghost button's inherited one. */
const danger = { color: '$danger' } as const;

/** Thumbnails shown before `+N`. */
const MAX_THUMBS = 4;

export interface OrderCardProps {
  order: Order;
  /** Whether the store lets customers cancel (`enable_cancel_order`). */
  cancelEnabled: boolean;
  onDetails: (order: Order) => void;
  onCancel: (order: Order) => void;
}

/**
 * One order of the list: number, date, status, total, item thumbnails, and what the customer
 * can do with it (details, track, invoice, cancel while it has not shipped).
 */
export function OrderCard({ order, cancelEnabled, onDetails, onCancel }: OrderCardProps) {
  const titleId = `order-${order.order_no}`;
  const shown = order.items.slice(0, MAX_THUMBS);
  const more = order.items.length - shown.length;
  const canCancel = cancelEnabled && order.can_cancel;
  return (
    <Card aria-labelledby={titleId}>
      <Top>
        <h2 id={titleId}>Order {order.order_no}</h2>
        <StatusBadge status={order.status} label={order.status_label} />
      </Top>
      <Facts>
        <div>
          <dt>Placed on</dt>
          <dd>
            <time dateTime={order.created_at}>{formatOrderDate(order.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Items</dt>
          <dd>{itemCount(order.total_quantity)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            <Money value={order.grand_total} currency={order.currency} />
          </dd>
        </div>
      </Facts>
      <Thumbs aria-label={`Items in order ${order.order_no}`}>
        {shown.map((item) => (
          <li key={item.id}>
            {item.image ? (
              <Image src={item.image.src} alt={item.name} width={56} height={56} />
            ) : (
              <span role="img" aria-label={item.name}>
                {item.name.slice(0, 1)}
              </span>
            )}
          </li>
        ))}
        {more > 0 && (
          <li>
            <span aria-hidden="true">+{more}</span>
            <VisuallyHidden>and {itemCount(more)} more</VisuallyHidden>
          </li>
        )}
      </Thumbs>
      <Actions>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onDetails(order)}
          aria-label={`View details of order ${order.order_no}`}
        >
          View details
        </Button>
        <ActionRouteLink to={trackOrderPath(order)} aria-label={`Track order ${order.order_no}`}>
          Track order
        </ActionRouteLink>
        {order.status !== 'pending_payment' && (
          <ActionLink
            href={endpointUrl(orders.invoice, { query: { order_no: order.order_no } })}
            download={`invoice-${order.order_no}.pdf`}
            aria-label={`Download the invoice of order ${order.order_no}`}
          >
            Invoice
          </ActionLink>
        )}
        {canCancel && (
          <Button
            size="sm"
            variant="ghost"
            css={danger}
            onClick={() => onCancel(order)}
            aria-label={`Cancel order ${order.order_no}`}
          >
            Cancel order
          </Button>
        )}
      </Actions>
    </Card>
  );
}
