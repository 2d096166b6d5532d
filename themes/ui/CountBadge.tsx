import { styled } from '../stitches.config.ts';

const Bubble = styled('span', {
  position: 'absolute',
  top: '2px',
  insetInlineEnd: '0',
  minWidth: '18px',
  height: '18px',
  paddingInline: '5px',
  borderRadius: '$pill',
  backgroundColor: '$primary',
  color: '$onPrimary',
  fontSize: '11px',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
});

/** `3` → '3 items', `1` → '1 item'. */
export function itemCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The accessible name of a link that carries a count badge: `'Cart'`, or `'Cart, 2 items'` when
 * the count is above 0. Set it as the link's `aria-label` (it starts with the visible text).
 */
export function countedName(name: string, count: number): string {
  return count > 0 ? `${name}, ${itemCountLabel(count)}` : name;
}

export interface CountBadgeProps {
  /** The count; nothing shows for 0 or less. */
  count: number;
  /** Counts above this show as `max+`. @default 99 */
  max?: number;
}

/**
 * A count in a bubble on the corner of an icon link (its parent must be positioned). Decorative:
 * the link says the count in its name, `aria-label={countedName('Cart', count)}`.
 */
export function CountBadge({ count, max = 99 }: CountBadgeProps) {
  if (!(count > 0)) return null;
  return (
    <Bubble aria-hidden="true" data-count={count}>
      {count > max ? `${max}+` : count}
    </Bubble>
  );
}
