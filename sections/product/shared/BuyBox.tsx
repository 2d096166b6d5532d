import { useState } from 'react';
import {
  type AddToCartInput,
  useAddToCart,
} from '../../../runtime/commerce/cart/use-add-to-cart.ts';
import { Button, styled } from '../../../themes/index.ts';

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' });

const Added = styled('p', {
  minHeight: '1.5em',
  margin: 0,
  color: '#1f6f43',
  fontWeight: 600,
});

const Problem = styled('p', { margin: 0, color: '$danger', fontWeight: 600 });

export interface BuyBoxProps {
  /** What to add; `null` while the shopper still has to choose (see `missing`). */
  input: AddToCartInput | null;
  /** Labels of the attributes still to choose, e.g. `['Size']`. */
  missing: readonly string[];
  /** Whether what is chosen can be bought. */
  inStock: boolean;
  /** Show Buy now beside Add to cart. */
  showBuyNow: boolean;
  /** Called once the item is in the cart (analytics). */
  onAdded?: (input: AddToCartInput) => void;
}

/**
 * Add to cart and Buy now (spec §4 "Cart actions"), with the item-added indicator for 2 seconds.
 * Pressing either before every option is chosen says which one is missing, in place.
 */
export function BuyBox({ input, missing, inStock, showBuyNow, onAdded }: BuyBoxProps) {
  const { add, buyNow, pending, added, error } = useAddToCart(onAdded ? { onAdded } : {});
  const [nudge, setNudge] = useState<string | null>(null);
  const unavailable = !inStock && missing.length === 0;
  // once everything is chosen the reminder has done its job
  const reminder = missing.length > 0 ? nudge : null;

  const run = (action: typeof add) => {
    if (missing.length > 0 || !input) {
      setNudge(`Please choose ${missing.map((label) => label.toLowerCase()).join(' and ')}`);
      return;
    }
    setNudge(null);
    void action(input);
  };

  return (
    <>
      <Row>
        <Button
          variant="primary"
          size="lg"
          disabled={unavailable}
          loading={pending === 'add'}
          loadingLabel="Adding to cart"
          onClick={() => run(add)}
        >
          {unavailable ? 'Out of stock' : 'Add to cart'}
        </Button>
        {showBuyNow && !unavailable && (
          <Button
            variant="secondary"
            size="lg"
            loading={pending === 'buy'}
            loadingLabel="Buying now"
            onClick={() => run(buyNow)}
          >
            Buy now
          </Button>
        )}
      </Row>
      {(reminder || error) && <Problem role="alert">{reminder ?? error}</Problem>}
      <Added role="status">{added ? '✓ Added to cart' : ''}</Added>
    </>
  );
}
