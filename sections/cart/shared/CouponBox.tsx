import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { settleQuantities } from '../../../runtime/commerce/cart/pending-quantities.ts';
import { useCartChange } from '../../../runtime/commerce/cart/use-cart-change.ts';
import type { Cart } from '../../../schemas/api/cart.ts';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import { Button, styled } from '../../../themes/index.ts';
import { FieldError } from '../../../themes/ui/StackedForm.tsx';
import { textInputStyle } from '../../../themes/ui/text-input-style.ts';
import { amountText } from './amount.ts';
import { CouponsDialog } from './CouponsDialog.tsx';
import type { CouponForm } from './coupon-form.ts';

const Box = styled('div', {
  display: 'grid',
  gap: '$2',
  paddingBlock: '$4',
  borderBlock: '1px solid $border',
  '& p': { margin: 0 },
});

const Head = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  '& label, & h3': { margin: 0, fontSize: '1rem', fontWeight: 600 },
});

const Row = styled('div', {
  display: 'flex',
  gap: '$2',
  '& input': { ...textInputStyle, flex: '1 1 auto', minWidth: 0, textTransform: 'uppercase' },
  '& input::placeholder': { textTransform: 'none' },
  '& input[aria-invalid="true"]': { borderColor: '$danger' },
});

const Applied = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  padding: '$2 $3',
  borderRadius: '$md',
  backgroundColor: '$surface',
  '& strong': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
  '&[data-applicable="false"]': { outline: '1px solid $danger' },
});

const Note = styled('p', { fontSize: '$sm', color: '$muted' });
const Warning = styled('p', { fontSize: '$sm', color: '$danger', fontWeight: 600 });

/**
 * The cart's coupon (spec §2 "coupons"): the applied one with what it takes off and Remove, or
 * the coupon field with Apply and 'View coupons'. A code that does not apply gets the server's
 * reason under the field; a coupon that stopped applying (the cart shrank) says so. The field's
 * react-hook-form code (coupon-form.ts) loads when the shopper points at, touches or focuses the
 * form; an Apply before it arrives is carried out once it has, with what was typed meanwhile.
 */
export function CouponBox({ current }: { current: Cart }) {
  const id = useId();
  const queryClient = useQueryClient();
  const apply = useCartChange(cart.applyCoupon);
  const remove = useCartChange(cart.removeCoupon);
  const [form, setForm] = useState<CouponForm | null>(null);
  const [error, setError] = useState<string | undefined>();
  /** Applying, or waiting for the field's code to apply. */
  const [submitting, setSubmitting] = useState(false);
  const queued = useRef(false);
  const loading = useRef(false);
  const { coupon } = current;

  const applyCode = async (coupon_code: string) => {
    const answered = await apply.mutateAsync({ body: { coupon_code } });
    settleQuantities(queryClient, answered);
  };
  const latestApply = useRef(applyCode);
  useEffect(() => {
    latestApply.current = applyCode;
  });

  /** Loads the field's code (once; a failed load is tried again on the next intent). */
  const warm = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./coupon-form.ts').then(
      ({ createCouponForm }) =>
        setForm(
          createCouponForm({ apply: (code) => latestApply.current(code), onError: setError }),
        ),
      (cause: unknown) => {
        console.error('[storefront] coupon field: its code could not be loaded', cause);
        loading.current = false;
        queued.current = false;
        setSubmitting(false);
      },
    );
  }, []);
  useEffect(() => () => form?.dispose(), [form]);

  const submit = useCallback(async (ready: CouponForm) => {
    setSubmitting(true);
    try {
      await ready.submit();
    } finally {
      setSubmitting(false);
    }
  }, []);
  // an Apply made before the code arrived: carried out now that the field is bound to it
  useEffect(() => {
    if (!form || !queued.current) return;
    queued.current = false;
    void submit(form);
  }, [form, submit]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return; // Enter in the field while the code is applied
    if (form) void submit(form);
    else {
      queued.current = true;
      setSubmitting(true);
      warm();
    }
  };

  const onRemove = async () => {
    try {
      const answered = await remove.mutateAsync({});
      settleQuantities(queryClient, answered);
    } catch {
      // the API client toasted why
    }
  };

  if (coupon) {
    return (
      <Box data-coupon="">
        <Head>
          <h3>Coupon</h3>
        </Head>
        <Applied data-applicable={String(coupon.is_applicable)}>
          <div>
            <strong>{coupon.code}</strong>
            <Note>
              {coupon.is_applicable
                ? `Applied: ${amountText(coupon.discount, current.currency)} off`
                : 'Not applied to this cart'}
            </Note>
          </div>
          <Button
            variant="ghost"
            size="sm"
            loading={remove.isPending}
            loadingLabel="Removing coupon"
            aria-label={`Remove coupon ${coupon.code}`}
            onClick={() => void onRemove()}
          >
            Remove
          </Button>
        </Applied>
        {!coupon.is_applicable && (
          <Warning role="status">
            {coupon.message ?? `${coupon.code} does not apply to your cart as it is now.`}
          </Warning>
        )}
      </Box>
    );
  }

  return (
    <Box data-coupon="">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="Apply a coupon"
        onFocus={warm}
        onPointerEnter={warm}
        onTouchStart={warm}
      >
        <Head>
          <label htmlFor={`${id}-code`}>Coupon code</label>
          <CouponsDialog current={current} />
        </Head>
        <Row css={{ marginTop: '$2' }}>
          <input
            id={`${id}-code`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="Enter code"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...(form?.field ?? { name: 'coupon_code' })}
          />
          <Button type="submit" variant="secondary" loading={submitting} loadingLabel="Applying">
            Apply
          </Button>
        </Row>
        {error && (
          <FieldError id={`${id}-error`} role="alert" css={{ marginTop: '$2', marginBottom: 0 }}>
            {error}
          </FieldError>
        )}
      </form>
    </Box>
  );
}
