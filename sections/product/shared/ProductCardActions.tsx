import { analyticsItem } from '../../../runtime/commerce/product/analytics-item.ts';
import { onDemandHook, useOnDemand } from '../../../runtime/storefront/on-demand-hook.tsx';
import type { ProductCard } from '../../../schemas/api/catalogue.ts';
import { Button, styled, VisuallyHidden } from '../../../themes/index.ts';
import { QuickViewButton } from './QuickViewButton.tsx';

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2' });
const Added = styled('span', { color: '#1f6f43', fontSize: '$sm', fontWeight: 600 });

/** Adding to the cart (the mutation, the cart refresh and analytics), loaded on demand. */
const addToCart = onDemandHook('add to cart', () =>
  import('./card-actions.ts').then((module) => module.useAddToCart),
);

/**
 * Add to cart from a card, for a product without options (one unit), with the item-added
 * indicator for 2 seconds (spec §4). Products with options are added from the quick view. The
 * code that adds loads when the shopper points at or focuses the button (DESIGN §6); a click
 * before it arrives shows the button busy and adds once it has.
 */
export function CardAddToCart({ product }: { product: ProductCard }) {
  const cart = useOnDemand(addToCart);
  return (
    <>
      <Button
        size="sm"
        loading={cart.waiting || cart.result?.pending === 'add'}
        loadingLabel="Adding to cart"
        onPointerEnter={cart.warm}
        onFocus={cart.warm}
        onClick={() =>
          cart.run((loaded) =>
            loaded.add({ productId: product.id, quantity: 1, item: analyticsItem(product) }),
          )
        }
      >
        Add to cart<VisuallyHidden>: {product.name}</VisuallyHidden>
      </Button>
      <Added role="status">{cart.result?.added ? '✓ Added' : ''}</Added>
      {cart.element}
    </>
  );
}

/**
 * The product domain's controls for a product card's actions slot:
 * quick view ('Choose options' for a product with variants) and, for a product without options
 * in stock, add to cart.
 */
export function ProductCardActions({ product }: { product: ProductCard }) {
  const simple = !product.has_variants && product.channel.is_in_stock;
  return (
    <Row>
      <QuickViewButton
        slug={product.slug}
        productName={product.name}
        label={
          product.has_variants && product.channel.is_in_stock ? 'Choose options' : 'Quick view'
        }
      />
      {simple && <CardAddToCart product={product} />}
    </Row>
  );
}
