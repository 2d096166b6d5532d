import type { OrderStatus } from '../../../schemas/api/orders.ts';
import { styled } from '../../../themes/index.ts';

// Small parts of the tracking page: the cards the form and results sit in, a status badge and
// the facts of an order or shipment (placed, total, courier, waybill).

/** A bordered block of the page. */
export const Card = styled('section', {
  display: 'grid',
  gap: '$4',
  minWidth: 0,
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$background',
  '@md': { padding: '$5' },
  '& h2': { margin: 0, fontSize: '1.25rem', lineHeight: 1.3 },
  '& h3': { margin: 0, fontSize: '1rem' },
  '& p': { margin: 0 },
});

/** The heading row of a card: its title and, at the far end, the status. */
export const CardHeader = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$2 $3',
});

/** Facts as label–value pairs in a row that wraps. */
export const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: '$3 $4',
  margin: 0,
  '& div': { display: 'grid', gap: '2px', alignContent: 'start', minWidth: 0 },
  '& dt': { color: '$muted', fontSize: '$sm' },
  '& dd': {
    margin: 0,
    fontWeight: 600,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  },
});

/** A muted sentence. */
export const Note = styled('p', { margin: 0, color: '$muted', fontSize: '0.95rem' });

/** A problem the shopper should read: a wrong pair, a failed call. */
export const Problem = styled('div', {
  display: 'grid',
  gap: '$3',
  justifyItems: 'start',
  padding: '$3 $4',
  borderRadius: '$md',
  backgroundColor: 'rgba(180, 35, 24, 0.06)',
  border: '1px solid rgba(180, 35, 24, 0.3)',
  color: '$text',
  '& p': { margin: 0 },
});

// Each status's colours pass WCAG AA (4.5:1) for the small bold text on its own background.
const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '26px',
  paddingInline: '$3',
  borderRadius: '$pill',
  fontSize: '$sm',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  variants: {
    tone: {
      waiting: { backgroundColor: '#fff4e0', color: '#7a4a00' },
      moving: { backgroundColor: '#e8f0fe', color: '#1a4a9c' },
      done: { backgroundColor: '#e6f4ea', color: '#1b5e30' },
      ended: { backgroundColor: '$surface', color: '$muted' },
      refunded: { backgroundColor: '#f1e8fd', color: '#5b2ea6' },
    },
  },
});

const TONES: Record<OrderStatus, 'waiting' | 'moving' | 'done' | 'ended' | 'refunded'> = {
  pending_payment: 'waiting',
  placed: 'waiting',
  shipped: 'moving',
  delivered: 'done',
  cancelled: 'ended',
  refunded: 'refunded',
};

/** An order's status as the API labels it, coloured by where it stands. */
export function StatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return <Badge tone={TONES[status]}>{label}</Badge>;
}
