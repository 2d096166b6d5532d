import type { OrderStatus } from '../../../schemas/api/orders.ts';
import { styled } from '../../../themes/index.ts';

// Each status's colours pass WCAG AA (4.5:1) for the small bold text on its own background.
const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  paddingInline: '$2',
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
