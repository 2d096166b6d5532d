import { Link } from '../../../runtime/routing/Link.tsx';
import type { Amount } from '../../../schemas/api/cart-fields.ts';
import { styled } from '../../../themes/index.ts';
import { formatPrice } from '../../../themes/ui/Price.tsx';

// Small parts of an order: the link-buttons (invoice, track) and an amount as the API answered it.

/** A link that looks like the theme's small secondary button. */
export const ActionLink = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '36px',
  padding: '$1 $3',
  border: '1px solid $border',
  borderRadius: '$sm',
  color: 'inherit',
  fontSize: '$sm',
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  '&:hover': { backgroundColor: '$surface' },
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});

/** The same, as a client-side route link. */
export const ActionRouteLink = styled(Link, ActionLink);

/** An amount as the API answered it: its `formatted` text, else the amount in the currency. */
export function Money({ value, currency }: { value: Amount; currency: string }) {
  return <span>{value.formatted ?? formatPrice(value.amount, currency)}</span>;
}
