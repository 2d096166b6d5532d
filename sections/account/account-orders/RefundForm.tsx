import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import { isUnreadableAnswer } from '../../../runtime/api/unreadable-answer.ts';
import * as orders from '../../../schemas/api/endpoints/orders.ts';
import type { OrderDetail, OrderItem } from '../../../schemas/api/orders.ts';
import { FIELD_REQUIRED_MESSAGE } from '../../../schemas/api-constants.ts';
import { Button } from '../../../themes/index.ts';
import { DialogForm, Field, FieldMessage, FormActions, FormError } from './form-parts.tsx';
import { orderDetailKey, ordersKey } from './orders-query.ts';
import { Money } from './panel-parts.tsx';

interface RefundValues {
  reason: string;
}

const REASON_MAX = 1000;

export default function RefundForm({
  order,
  item,
  onDone,
}: {
  order: OrderDetail;
  item: OrderItem;
  onDone: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RefundValues>({ defaultValues: { reason: '' } });

  const onSubmit = async ({ reason }: RefundValues) => {
    try {
      const { data } = await api.call(orders.requestRefund, {
        body: { order_no: order.order_no, item_id: item.id, reason: reason.trim() },
      });
      queryClient.setQueryData(orderDetailKey(order.order_no), data.order);
    } catch (error) {
      if (applyFieldErrors(error, { setError, fields: ['reason'] })) return;
      if (!isUnreadableAnswer(error)) return;
      await queryClient.invalidateQueries({ queryKey: orderDetailKey(order.order_no) });
    }
    void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'page'] });
    onDone();
  };

  const reasonError = errors.reason?.message;
  return (
    <DialogForm noValidate onSubmit={handleSubmit(onSubmit)}>
      <p>
        {item.name} × {item.quantity} · <Money value={item.line_total} currency={order.currency} />
      </p>
      <Field>
        <label htmlFor={`${id}-reason`}>Why are you returning it?</label>
        <textarea
          id={`${id}-reason`}
          maxLength={REASON_MAX}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-reason-error` : `${id}-reason-hint`}
          {...register('reason', {
            validate: (value) => value.trim() !== '' || FIELD_REQUIRED_MESSAGE,
            maxLength: { value: REASON_MAX, message: `At most ${REASON_MAX} characters.` },
          })}
        />
        {reasonError ? (
          <FieldMessage id={`${id}-reason-error`} role="alert">
            {reasonError}
          </FieldMessage>
        ) : (
          <p id={`${id}-reason-hint`} className="hint">
            One request per item. We’ll reply by e-mail.
          </p>
        )}
      </Field>
      {errors.root?.server?.message && (
        <FormError role="alert">{errors.root.server.message}</FormError>
      )}
      <FormActions>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Close
        </Button>
        <Button type="submit" loading={isSubmitting} loadingLabel="Sending">
          Request refund
        </Button>
      </FormActions>
    </DialogForm>
  );
}
