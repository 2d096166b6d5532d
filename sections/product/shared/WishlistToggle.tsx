import type { AnalyticsItem } from '../../../runtime/analytics/events.ts';
import { useInWishlist } from '../../../runtime/commerce/wishlist/use-in-wishlist.ts';
import { useSendToLogin } from '../../../runtime/routing/use-send-to-login.ts';
import { onDemandHook, useOnDemand } from '../../../runtime/storefront/on-demand-hook.tsx';
import { afterShopperKnown } from '../../../runtime/storefront/shopper-hint.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import { Icon, styled } from '../../../themes/index.ts';

/** Adding and removing (the mutation, its optimistic change and analytics), loaded on demand. */
const wishlistToggle = onDemandHook('the wishlist heart', () =>
  import('./card-actions.ts').then((module) => module.useWishlistToggle),
);

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
 * the API refuses; a guest is taken to log in and brought back here afterwards. The code that
 * changes the list loads when a customer points at or focuses the heart (DESIGN §6); a click
 * before it arrives shows the heart busy and acts once it has.
 */
export function WishlistToggle({ productId, productName, item, className }: WishlistToggleProps) {
  const { isLoggedIn } = useStorefront();
  const inWishlist = useInWishlist(productId);
  const sendToLogin = useSendToLogin();
  const heart = useOnDemand(wishlistToggle, productId, {
    item: item ?? { id: productId, name: productName ?? String(productId) },
  });
  const pending = heart.waiting || (heart.result?.pending ?? false);
  // a guest's click only asks them to log in: no need for the code that changes the list
  const warm = isLoggedIn ? heart.warm : undefined;
  return (
    <>
      <Heart
        type="button"
        className={className}
        aria-pressed={inWishlist}
        aria-label={inWishlist ? 'Remove from wishlist' : 'Add to wishlist'}
        aria-busy={pending || undefined}
        title={productName ? `${inWishlist ? 'Remove' : 'Add'} ${productName}` : undefined}
        data-wishlist-toggle=""
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() =>
          afterShopperKnown(isLoggedIn, (customer) => {
            if (customer) heart.run((loaded) => loaded.toggle());
            else sendToLogin();
          })
        }
      >
        <Icon name="heart" size={22} fill={inWishlist ? 'currentColor' : 'none'} />
      </Heart>
      {heart.element}
    </>
  );
}
