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
 *
 * Only a customer's heart reads the wishlist: a guest's, on every page the server renders for
 * everyone, skips the query a heart per product card would make (issue 17: about half a
 * millisecond of home's render). When the page learns that its shopper is a customer, the button
 * is drawn anew; the code that changes the list, and a click waiting for it, stay.
 */
export function WishlistToggle({ productId, productName, item, className }: WishlistToggleProps) {
  const { isLoggedIn } = useStorefront();
  const sendToLogin = useSendToLogin();
  const heart = useOnDemand(wishlistToggle, productId, {
    item: item ?? { id: productId, name: productName ?? String(productId) },
  });
  const button: HeartButtonProps = {
    productName,
    className,
    pending: heart.waiting || (heart.result?.pending ?? false),
    // a guest's click only asks them to log in: no need for the code that changes the list
    warm: isLoggedIn ? heart.warm : undefined,
    onClick: () =>
      afterShopperKnown(isLoggedIn, (customer) => {
        if (customer) heart.run((loaded) => loaded.toggle());
        else sendToLogin();
      }),
  };
  return (
    <>
      {isLoggedIn ? (
        <CustomerHeartButton {...button} productId={productId} />
      ) : (
        <HeartButton {...button} inWishlist={false} />
      )}
      {heart.element}
    </>
  );
}

interface HeartButtonProps {
  productName: string | undefined;
  className: string | undefined;
  pending: boolean;
  warm: (() => void) | undefined;
  onClick: () => void;
}

function CustomerHeartButton({ productId, ...button }: HeartButtonProps & { productId: number }) {
  return <HeartButton {...button} inWishlist={useInWishlist(productId)} />;
}

function HeartButton({
  productName,
  className,
  pending,
  warm,
  onClick,
  inWishlist,
}: HeartButtonProps & { inWishlist: boolean }) {
  return (
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
      onClick={onClick}
    >
      <Icon name="heart" size={22} fill={inWishlist ? 'currentColor' : 'none'} />
    </Heart>
  );
}
