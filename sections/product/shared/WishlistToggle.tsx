import type { AnalyticsItem } from '../../../runtime/analytics/events.ts';
import { useWishlistToggle } from '../../../runtime/commerce/wishlist/use-wishlist-toggle.ts';
import { Icon, styled } from '../../../themes/index.ts';

const Heart = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: '1px solid $border',
  borderRadius: '$pill',
  backgroundColor: '$background',
  color: '$text',
  cursor: 'pointer',
  '&:hover': { color: '$danger' },
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
  '&[aria-pressed="true"]': { color: '$danger' },
  '&[aria-busy="true"]': { opacity: 0.7 },
});

export interface WishlistToggleProps {
  /** The product to add or remove. */
  productId: number;
  /** The product's name, for its tooltip and analytics. */
  productName?: string;
  /** The product as analytics sees it; by default its id and name. */
  item?: AnalyticsItem;
  className?: string;
}

/**
 * The wishlist heart (spec §4 "Wishlist"): a toggle button named 'Add to wishlist' or 'Remove
 * from wishlist', pressed while the product is on the list. It changes at once and goes back if
 * the API refuses; a guest is taken to log in and brought back here afterwards.
 */
export function WishlistToggle({ productId, productName, item, className }: WishlistToggleProps) {
  const { inWishlist, toggle, pending } = useWishlistToggle(productId, {
    item: item ?? { id: productId, name: productName ?? String(productId) },
  });
  return (
    <Heart
      type="button"
      className={className}
      aria-pressed={inWishlist}
      aria-label={inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
      aria-busy={pending || undefined}
      title={productName ? `${inWishlist ? 'Remove' : 'Add'} ${productName}` : undefined}
      data-wishlist-toggle=""
      onClick={toggle}
    >
      <Icon name="heart" size={22} fill={inWishlist ? 'currentColor' : 'none'} />
    </Heart>
  );
}
