import { useState } from 'react';
import type { AddToCartInput } from '../../../runtime/commerce/cart/use-add-to-cart.ts';
import { onDemandHook, useOnDemand } from '../../../runtime/storefront/on-demand-hook.tsx';
import { Button, styled } from '../../../themes/index.ts';

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$3' });

const Added = styled('p', {
  minHeight: '1.5em',
  margin: 0,
  color: '#1f6f43',
  fontWeight: 600,
});

const Problem = styled('p', { margin: 0, color: '$danger', fontWeight: 600 });

/**
 * Adding to the cart and buying now (the mutation, the cart refresh, analytics), loaded on demand
 * from the module the cards use, so the product page fetches that code once for both.
 */
const addToCart = onDemandHook('add to cart', () =>
  import('./card-actions.ts').then((module) => module.useAddToCart),
);

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
 * Pressing either before every option is chosen says which one is missing, in place. The code
 * that adds loads when the shopper points at or focuses either button (DESIGN §6); a press
 * before it arrives shows that button busy and acts once it has.
 */
export function BuyBox({ input, missing, inStock, showBuyNow, onAdded }: BuyBoxProps) {
  const cart = useOnDemand(addToCart, onAdded ? { onAdded } : {});
  const [nudge, setNudge] = useState<string | null>(null);
  /** The button pressed before the code arrived, shown busy until the hook takes over. */
  const [asked, setAsked] = useState<'add' | 'buy'>('add');
  const pending = cart.waiting ? asked : (cart.result?.pending ?? null);
  const unavailable = !inStock && missing.length === 0;
  // once everything is chosen the reminder has done its job
  const reminder = missing.length > 0 ? nudge : null;
  const error = cart.result?.error ?? null;

  const run = (intent: 'add' | 'buy') => {
    if (missing.length > 0 || !input) {
      setNudge(`Please choose ${missing.map((label) => label.toLowerCase()).join(' and ')}`);
      return;
    }
    setNudge(null);
    // a press while an earlier one waits for the code is dropped, so the first one's button stays busy
    if (!cart.waiting) setAsked(intent);
    cart.run((loaded) => (intent === 'buy' ? loaded.buyNow(input) : loaded.add(input)));
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
          onPointerEnter={cart.warm}
          onFocus={cart.warm}
          onClick={() => run('add')}
        >
          {unavailable ? 'Out of stock' : 'Add to cart'}
        </Button>
        {showBuyNow && !unavailable && (
          <Button
            variant="secondary"
            size="lg"
            loading={pending === 'buy'}
            loadingLabel="Buying now"
            onPointerEnter={cart.warm}
            onFocus={cart.warm}
            onClick={() => run('buy')}
          >
            Buy now
          </Button>
        )}
      </Row>
      {(reminder || error) && <Problem role="alert">{reminder ?? error}</Problem>}
      <Added role="status">{cart.result?.added ? '✓ Added to cart' : ''}</Added>
      {cart.element}
    </>
  );
}
