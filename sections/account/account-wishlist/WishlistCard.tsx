import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { refusalMessage } from '../../../runtime/api/form-errors.ts';
import { isUnreadableAnswer } from '../../../runtime/api/unreadable-answer.ts';
import { cartQueryKey } from '../../../runtime/commerce/cart/cart-query.ts';
import { CART_MUTATION_SCOPE } from '../../../runtime/commerce/cart/use-cart-change.ts';
import { useWishlistToggle } from '../../../runtime/commerce/wishlist/use-wishlist-toggle.ts';
import { wishlistQueryKey } from '../../../runtime/commerce/wishlist/wishlist-count-query.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import * as wishlist from '../../../schemas/api/endpoints/wishlist.ts';
import type { WishlistProduct } from '../../../schemas/api/wishlist.ts';
import { Button, styled } from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';
import { Price } from '../../../themes/ui/Price.tsx';

const Card = styled('article', {
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: '$3',
  minWidth: 0,
  height: '100%',
});

const Picture = styled(Link, {
  display: 'block',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: '$md',
  backgroundColor: '$surface',
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});

const Info = styled('div', {
  display: 'grid',
  alignContent: 'start',
  gap: '$1',
  '& h2': { margin: 0, fontSize: '1rem', fontWeight: 600, lineHeight: 1.35 },
  '& h2 a': { color: 'inherit', textDecoration: 'none' },
  '& h2 a:hover': { textDecoration: 'underline' },
  '& .stock': { margin: 0, color: '$danger', fontSize: '$sm', fontWeight: 600 },
});

const Actions = styled('div', {
  display: 'grid',
  gap: '$2',
  '& .refusal': { margin: 0, color: '$danger', fontSize: '$sm' },
  '& .refusal a': { color: 'inherit', fontWeight: 600 },
});

/**
 * One saved product: picture, name and price linking to its page, stock, 'Move to cart'
 * (`wishlist.moveToCart`: both lists change in one step, so the header's counts follow) and
 * 'Remove' (the same removal as the product hearts).
 */
export function WishlistCard({ product }: { product: WishlistProduct }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const removal = useWishlistToggle(product.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const href = `/product/${product.slug}`;

  const move = useMutation({
    // after any cart change asked for before it, like every change of the cart
    scope: CART_MUTATION_SCOPE,
    mutationFn: async () =>
      (await api.call(wishlist.moveToCart, { body: { product_id: product.id, quantity: 1 } })).data,
    onMutate: () => setRefusal(null),
    onSuccess: (answer) => {
      // the answer is both lists after the move, with the server's prices
      queryClient.setQueryData(cartQueryKey, answer.cart);
      queryClient.setQueryData(wishlistQueryKey, answer.wishlist);
    },
    onError: (error) => {
      if (isUnreadableAnswer(error)) {
        void queryClient.invalidateQueries({ queryKey: cartQueryKey });
        void queryClient.invalidateQueries({ queryKey: wishlistQueryKey });
        return;
      }
      // a 422 (an option to choose, no stock) stays on the card; others were toasted
      setRefusal(refusalMessage(error));
    },
  });

  const titleId = `wishlist-${product.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <Picture to={href} tabIndex={-1} aria-hidden="true">
        {product.image && <Image src={product.image.src} alt="" width={360} height={360} />}
      </Picture>
      <Info>
        <h2 id={titleId}>
          <Link to={href}>{product.name}</Link>
        </h2>
        <Price amount={product.price} listPrice={product.mrp} />
        {!product.in_stock && <p className="stock">Out of stock</p>}
      </Info>
      <Actions>
        {refusal && (
          <p className="refusal" role="alert">
            {refusal} <Link to={href}>Choose on the product page</Link>
          </p>
        )}
        <Button
          fullWidth
          disabled={!product.in_stock}
          loading={move.isPending}
          loadingLabel="Moving to cart"
          onClick={() => move.mutate()}
          aria-label={`Move ${product.name} to cart`}
        >
          Move to cart
        </Button>
        <Button
          fullWidth
          variant="ghost"
          loading={removal.pending}
          loadingLabel="Removing"
          onClick={removal.toggle}
          aria-label={`Remove ${product.name} from wishlist`}
        >
          Remove
        </Button>
      </Actions>
    </Card>
  );
}
