import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { track } from '../../../runtime/analytics/analytics.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { useAbandonedCartToken } from '../../../runtime/commerce/cart/abandoned-cart.ts';
import { cartLineItem, viewCartPayload } from '../../../runtime/commerce/cart/cart-analytics.ts';
import { SHOP_PATH } from '../../../runtime/commerce/cart/cart-paths.ts';
import { settleQuantities } from '../../../runtime/commerce/cart/pending-quantities.ts';
import { stockProblemsQuery } from '../../../runtime/commerce/cart/stock-problems.ts';
import { useCartChange } from '../../../runtime/commerce/cart/use-cart-change.ts';
import { useCartQuery } from '../../../runtime/commerce/cart/use-cart-query.ts';
import { commercePayload } from '../../../runtime/commerce/product/analytics-item.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import type { CartItem } from '../../../schemas/api/cart.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import { CART_EMPTY_MESSAGE } from '../../../schemas/api-constants.ts';
import { Button, styled } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { CartLine } from './CartLine.tsx';

const List = styled('ul', {
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '&:focus': { outline: 'none' },
});

const Empty = styled('div', {
  display: 'grid',
  justifyItems: 'center',
  gap: '$4',
  paddingBlock: '$7',
  textAlign: 'center',
  '& p': { margin: 0, fontSize: '1.125rem', fontWeight: 600 },
});

const ShopLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  paddingInline: '$5',
  borderRadius: '$sm',
  backgroundColor: '$primary',
  color: '$onPrimary',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$primaryHover' },
  '&:focus-visible': { outline: 'none', boxShadow: '$focusRing' },
});

export interface CartLineListProps {
  /** The checkout's order summary: small lines without stepper or Remove. @default false */
  compact?: boolean;
  /** Where the empty cart's link goes. @default '/shop-online' */
  continueHref?: string;
  /** The empty cart's link text. @default 'Continue shopping' */
  continueLabel?: string;
  /** Sends `view_cart` (spec §4) when the lines first show. @default true */
  trackView?: boolean;
  /** Shown above the lines when the cart has any (e.g. the page's item count). */
  header?: ReactNode;
}

/**
 * The cart's lines (spec §2 "Cart"), read from the cart query: a list named 'Cart items', or
 * 'Your cart is empty' (spec §5) with a way back to shopping. Removing a line tracks
 * `remove_from_cart` (spec §4); the first showing tracks `view_cart`. Also sends the
 * abandoned-cart token when that plugin is installed.
 */
export function CartLineList({
  compact = false,
  continueHref = SHOP_PATH,
  continueLabel = 'Continue shopping',
  trackView = true,
  header,
}: CartLineListProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { plugins } = useStorefront();
  const { query } = usePageLocation();
  const { data: current, isPending, refetch } = useCartQuery();
  const problems = useQuery(stockProblemsQuery(api, current)).data;
  const remove = useCartChange(cart.removeItem);
  const [removing, setRemoving] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const tracked = useRef(false);
  useAbandonedCartToken(api, plugins, query, current?.id);

  const hasLines = (current?.items.length ?? 0) > 0;
  useEffect(() => {
    if (!trackView || tracked.current || !current || current.items.length === 0) return;
    tracked.current = true;
    track('view_cart', viewCartPayload(current));
  }, [trackView, current]);

  const onRemove = (line: CartItem) => {
    setRemoving(line.id);
    remove.mutate(
      { body: { item_id: line.id } },
      {
        onSuccess: (answered) => {
          settleQuantities(queryClient, answered, line.id);
          track('remove_from_cart', commercePayload(answered.currency, [cartLineItem(line)]));
          // focus stays in the list rather than falling to the page's start
          if (answered.items.length > 0) list.current?.focus();
        },
        onSettled: () => setRemoving(null),
      },
    );
  };

  if (isPending) {
    return (
      <div aria-busy="true">
        <Skeleton height={112} />
      </div>
    );
  }
  if (current === null || current === undefined) {
    return (
      <Empty>
        <p>We could not load your cart.</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </Empty>
    );
  }
  if (!hasLines) {
    return (
      <Empty data-cart-empty="">
        <p>{CART_EMPTY_MESSAGE}</p>
        {!compact && <ShopLink to={continueHref}>{continueLabel}</ShopLink>}
      </Empty>
    );
  }
  return (
    <>
      {header}
      <List ref={list} tabIndex={-1} aria-label="Cart items">
        {current.items.map((line) => (
          <CartLine
            key={line.id}
            line={line}
            currency={current.currency}
            stockProblem={problems?.get(line.id)}
            compact={compact}
            onRemove={compact ? undefined : onRemove}
            removing={removing === line.id}
          />
        ))}
      </List>
    </>
  );
}
