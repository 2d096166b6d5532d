import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import { isUnreadableAnswer } from '../../../runtime/api/unreadable-answer.ts';
import * as orders from '../../../schemas/api/endpoints/orders.ts';
import type { Order } from '../../../schemas/api/orders.ts';
import { Button } from '../../../themes/index.ts';
import { DialogForm, Field, FieldMessage, FormActions, FormError } from './form-parts.tsx';
import { orderDetailKey, ordersKey } from './orders-query.ts';
import { Money } from './panel-parts.tsx';

interface CancelValues {
  reason: string;
}

/** Longest reason the API takes. */
const REASON_MAX = 1000;

export default function CancelForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CancelValues>({ defaultValues: { reason: '' } });

  const onSubmit = async ({ reason }: CancelValues) => {
    try {
      const { data } = await api.call(orders.cancel, {
        body: { order_no: order.order_no, reason: reason.trim() },
      });
      queryClient.setQueryData(orderDetailKey(order.order_no), data);
    } catch (error) {
      // a refusal (already shipped) stays in the dialog; anything else was toasted by the client
      if (applyFieldErrors(error, { setError, fields: ['reason'] })) return;
      if (!isUnreadableAnswer(error)) return;
    }
    // the order, its stock and the list have changed: every cached page is refetched
    await queryClient.invalidateQueries({ queryKey: ordersKey });
    onDone();
  };

  const reasonError = errors.reason?.message;
  return (
    <DialogForm noValidate onSubmit={handleSubmit(onSubmit)}>
      <p>
        Order {order.order_no} of <Money value={order.grand_total} currency={order.currency} /> will
        be cancelled.
        {order.payment_status === 'paid' && ' What you paid is refunded to your card.'}
      </p>
      <Field>
        <label htmlFor={`${id}-reason`}>Reason for cancelling (optional)</label>
        <textarea
          id={`${id}-reason`}
          maxLength={REASON_MAX}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
          {...register('reason', {
            maxLength: { value: REASON_MAX, message: `At most ${REASON_MAX} characters.` },
          })}
        />
        {reasonError && (
          <FieldMessage id={`${id}-reason-error`} role="alert">
            {reasonError}
          </FieldMessage>
        )}
      </Field>
      {errors.root?.server?.message && (
        <FormError role="alert">{errors.root.server.message}</FormError>
      )}
      <FormActions>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Keep order
        </Button>
        <Button type="submit" loading={isSubmitting} loadingLabel="Cancelling">
          Cancel order
        </Button>
      </FormActions>
    </DialogForm>
  );
}
