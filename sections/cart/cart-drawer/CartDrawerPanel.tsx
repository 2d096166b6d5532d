import { closeCartDrawer } from '../../../runtime/commerce/cart/cart-drawer.ts';
import { CART_PATH } from '../../../runtime/commerce/cart/cart-paths.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import { Drawer, styled } from '../../../themes/index.ts';
import { CartLineList } from '../shared/CartLineList.tsx';
import { buttonLink, CheckoutButton } from '../shared/CheckoutButton.tsx';
import { OrderSummary } from '../shared/OrderSummary.tsx';

const Body = styled('div', {
  display: 'grid',
  gap: '$5',
  alignContent: 'start',
});

// the drawer scrolls; its two ways on stay at its foot, so a long cart never hides them
const Buttons = styled('div', {
  position: 'sticky',
  bottom: '-16px',
  zIndex: 1,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$2',
  alignItems: 'start',
  marginInline: '-16px',
  marginBottom: '-16px',
  padding: '$3 $4 $4',
  backgroundColor: '$background',
  borderTop: '1px solid $border',
  '& > p': { gridColumn: '1 / -1', order: -1 },
});

export interface CartDrawerPanelProps {
  open: boolean;
  title: string;
  showCoupon: boolean;
}

/**
 * The cart drawer's content: the same lines and summary as the cart page, with 'View cart' and
 * Checkout. This module is the drawer's chunk: it loads when a shopper reaches for the cart icon.
 */
export default function CartDrawerPanel({ open, title, showCoupon }: CartDrawerPanelProps) {
  return (
    <Drawer
      open={open}
      onOpenChange={(next) => {
        if (!next) closeCartDrawer();
      }}
      title={title}
      side="right"
    >
      <Body>
        <CartLineList />
        <OrderSummary
          boxed={false}
          showCoupon={showCoupon}
          showCheckout={false}
          actions={({ current, blocked, reasonId }) => (
            <Buttons>
              <Link
                to={CART_PATH}
                className={buttonLink({ variant: 'secondary', fullWidth: true })}
                onClick={closeCartDrawer}
              >
                View cart
              </Link>
              <CheckoutButton
                current={current}
                blocked={blocked}
                reasonId={reasonId}
                onNavigate={closeCartDrawer}
              />
            </Buttons>
          )}
        />
      </Body>
    </Drawer>
  );
}
