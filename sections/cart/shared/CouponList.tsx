import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { refusalMessage } from '../../../runtime/api/form-errors.ts';
import { couponsQuery } from '../../../runtime/commerce/cart/coupons-query.ts';
import { settleQuantities } from '../../../runtime/commerce/cart/pending-quantities.ts';
import { useCartChange } from '../../../runtime/commerce/cart/use-cart-change.ts';
import type { Cart, Coupon } from '../../../schemas/api/cart.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import { Button, styled } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';

// The content of 'View coupons' (CouponsDialog.tsx), loaded when the popup opens.

const List = styled('ul', {
  display: 'grid',
  gap: '$3',
  margin: '$4 0 0',
  padding: 0,
  listStyle: 'none',
});

const Item = styled('li', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: '$2 $3',
  padding: '$3 $4',
  border: '1px dashed $border',
  borderRadius: '$md',
  '& p': { margin: 0 },
  '&[data-applicable="false"]': { backgroundColor: '$surface' },
});

const Code = styled('p', {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontWeight: 700,
  letterSpacing: '0.04em',
});

const Condition = styled('p', {
  gridColumn: '1 / -1',
  fontSize: '$sm',
  color: '$muted',
  '&[data-refused]': { color: '$danger', fontWeight: 600 },
});

/** The running coupons with Apply; a refusal shows under its coupon. */
export default function CouponList({
  current,
  onApplied,
}: {
  current: Cart;
  onApplied: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { data, isPending, isError, refetch } = useQuery(
    couponsQuery(api, current.subtotal.amount),
  );
  const apply = useCartChange(cart.applyCoupon);
  const [applying, setApplying] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ code: string; message: string } | null>(null);

  const onApply = async (coupon: Coupon) => {
    setApplying(coupon.code);
    setRefused(null);
    try {
      const answered = await apply.mutateAsync({ body: { coupon_code: coupon.code } });
      settleQuantities(queryClient, answered);
      onApplied();
    } catch (error) {
      const message = refusalMessage(error);
      if (message) setRefused({ code: coupon.code, message });
    } finally {
      setApplying(null);
    }
  };

  if (isPending) return <Skeleton height={96} />;
  if (isError) {
    return (
      <Button variant="secondary" onClick={() => void refetch()}>
        Try again
      </Button>
    );
  }
  if (data.length === 0) return <p>No coupons are running right now.</p>;
  return (
    <List aria-label="Available coupons">
      {data.map((coupon) => {
        const applied = current.coupon?.code === coupon.code;
        const refusal = refused?.code === coupon.code ? refused.message : null;
        return (
          <Item key={coupon.code} data-applicable={String(coupon.is_applicable)}>
            <div>
              <Code>{coupon.code}</Code>
              <p>{coupon.description}</p>
            </div>
            {applied ? (
              <strong>Applied</strong>
            ) : (
              <Button
                variant={coupon.is_applicable ? 'primary' : 'secondary'}
                size="sm"
                loading={applying === coupon.code}
                loadingLabel={`Applying ${coupon.code}`}
                aria-label={`Apply ${coupon.code}`}
                onClick={() => void onApply(coupon)}
              >
                Apply
              </Button>
            )}
            {refusal ? (
              <Condition role="alert" data-refused="">
                {refusal}
              </Condition>
            ) : (
              !coupon.is_applicable &&
              coupon.message && <Condition data-coupon-condition="">{coupon.message}</Condition>
            )}
          </Item>
        );
      })}
    </List>
  );
}
