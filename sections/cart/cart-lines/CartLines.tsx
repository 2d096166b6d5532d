import type { SectionProps } from '../../../registry/index.ts';
import { cartCount } from '../../../runtime/commerce/cart/cart-query.ts';
import { useCartQuery } from '../../../runtime/commerce/cart/use-cart-query.ts';
import { globalCss, itemCountLabel, styled } from '../../../themes/index.ts';
import { CartLineList } from '../shared/CartLineList.tsx';
import type { cartLinesSchema } from './schema.ts';

// The renderer wraps each section in its own element; when the cart template holds the lines
// and then the summary, <main> lays those two side by side on wide screens. An empty cart has no
// summary to show beside it: its message keeps the page's whole width.
const cartColumns = globalCss({
  '@lg': {
    'main#main-content:has(> [data-section-key="cart-lines"] + [data-section-key="cart-summary"]):not(:has([data-cart-empty]))':
      {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) 380px',
        columnGap: '$6',
        alignItems: 'start',
        maxWidth: 'min(1200px, 100%)',
        marginInline: 'auto',
        paddingInline: '$4',
        '& > *': { gridColumn: '1 / -1' },
        '& > [data-section-key="cart-lines"]': { gridColumn: '1' },
        '& > [data-section-key="cart-summary"]': {
          gridColumn: '2',
          gridRow: 'span 2',
          paddingTop: '$7',
        },
      },
  },
});

const Wrapper = styled('div', {
  maxWidth: '1200px',
  marginInline: 'auto',
  padding: '$5 $4',
  '@lg': { paddingInline: 0 },
});

const Title = styled('div', {
  display: 'flex',
  alignItems: 'baseline',
  gap: '$3',
  marginBottom: '$5',
  '& h1': { margin: 0, fontSize: 'clamp(1.5rem, 4vw, 2rem)' },
  '& span': { color: '$muted' },
});

/**
 * The cart page's lines (spec §2 "Cart"): 'Your cart' with its item count, then the lines with
 * their steppers, or 'Your cart is empty' and a link back to the shop.
 */
export default function CartLines({
  heading,
  continue_label,
  continue_href,
}: SectionProps<typeof cartLinesSchema>) {
  const count = cartCount(useCartQuery().data);
  cartColumns();
  return (
    <Wrapper>
      <Title>
        <h1>{heading}</h1>
        {count > 0 && <span>{itemCountLabel(count)}</span>}
      </Title>
      <CartLineList continueHref={continue_href} continueLabel={continue_label} />
    </Wrapper>
  );
}
