import { useAddToCart } from '../../../runtime/commerce/cart/use-add-to-cart.ts';
import { analyticsItem } from '../../../runtime/commerce/product/analytics-item.ts';
import type { ProductCard } from '../../../schemas/api/catalogue.ts';
import { Button, styled, VisuallyHidden } from '../../../themes/index.ts';
import { QuickViewButton } from './QuickViewButton.tsx';

const Row = styled('div', { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '$2' });
const Added = styled('span', { color: '#1f6f43', fontSize: '$sm', fontWeight: 600 });

/**
 * Add to cart from a card, for a product without options (one unit), with the item-added
 * indicator for 2 seconds (spec §4). Products with options are added from the quick view.
 */
export function CardAddToCart({ product }: { product: ProductCard }) {
  const { add, pending, added } = useAddToCart();
  return (
    <>
      <Button
        size="sm"
        loading={pending === 'add'}
        loadingLabel="Adding to cart"
        onClick={() =>
          void add({ productId: product.id, quantity: 1, item: analyticsItem(product) })
        }
      >
        Add to cart<VisuallyHidden>: {product.name}</VisuallyHidden>
      </Button>
      <Added role="status">{added ? '✓ Added' : ''}</Added>
    </>
  );
}

/**
 * The product domain's controls for a product card's actions slot (issue 5 "Grids and cards"):
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
