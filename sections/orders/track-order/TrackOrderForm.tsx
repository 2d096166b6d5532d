import { useEffect, useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { isApiError } from '../../../runtime/api/api-error.ts';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import type { TrackOrderRequest, TrackOrderResponse } from '../../../schemas/api/tracking.ts';
import { Button, styled, TextField, textInputStyle } from '../../../themes/index.ts';
import type { TrackOrderValues } from './track-order-check.ts';
import { Problem } from './tracking-parts.tsx';
import { trackOrder } from './tracking-queries.ts';

/** What the page says when the call did not get an answer (offline, a server error). */
export const TRACKING_FAILED_MESSAGE =
  'We could not check your order just now. Please check your connection and try again.';

const Form = styled('form', {
  display: 'grid',
  gap: '$4',
  '& label': { fontWeight: 600 },
  '& input': { ...textInputStyle, width: '100%' },
  '& input[aria-invalid="true"]': { borderColor: '$danger' },
  '& input:focus-visible': { outline: 'none', boxShadow: '$focusRing', borderColor: '$primary' },
});

const Fields = styled('div', {
  display: 'grid',
  gap: '$4',
  '@sm': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
});

const Field = styled('div', {
  display: 'grid',
  gap: '$2',
  alignContent: 'start',
  '& p': { margin: 0 },
});

const Actions = styled('div', {
  display: 'grid',
  '@sm': { justifyContent: 'start' },
  '& button': { minWidth: '180px' },
});

/** The form's check, with the contract's rules, loaded with the first submit (decision 0008). */
function contractResolver(
  mobileCode: string,
): Resolver<TrackOrderValues, unknown, TrackOrderRequest> {
  return async (values) => {
    let check: import('./track-order-check.ts').TrackOrderCheck;
    try {
      const { checkTrackOrder } = await import('./track-order-check.ts');
      check = checkTrackOrder(values, mobileCode);
    } catch (error) {
      console.error('[track-order] the form check could not be loaded', error);
      return {
        values: {},
        errors: { root: { server: { type: 'load', message: TRACKING_FAILED_MESSAGE } } },
      };
    }
    if (check.ok) return { values: check.body, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(check.errors)) {
      errors[field] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };
}

export interface TrackOrderFormProps {
  api: ApiClient;
  /** Label of the submit button. */
  buttonLabel: string;
  /** The order number to start with (the URL's), or ''. */
  orderNo: string;
  /** An e-mail to offer once the page has loaded (a logged-in customer's), or ''. */
  email: string;
  /** The store country's calling code, e.g. '+91', dropped from a phone typed with it. */
  mobileCode: string;
  /** Gets each answer: the order, or `null` when the last try found none or failed. */
  onResult: (order: TrackOrderResponse | null) => void;
}

/**
 * The tracking form: order number, and one field for the e-mail or phone the order was placed
 * with (spec §7 `POST /api/track-order`). A wrong pair gets the server's one message under the
 * form, which says nothing about whether the order exists; a failed call says so with 'Try
 * again'. Nothing typed is ever lost, and no outcome is a toast.
 */
export function TrackOrderForm({
  api,
  buttonLabel,
  orderNo,
  email,
  mobileCode,
  onResult,
}: TrackOrderFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    getFieldState,
    setValue,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<TrackOrderValues, unknown, TrackOrderRequest>({
    resolver: contractResolver(mobileCode),
    defaultValues: { order_no: orderNo, contact: '' },
  });

  // the URL's order number may turn out to be a waybill once the page knows more: follow it
  // while the shopper has not typed over it
  useEffect(() => {
    if (!getFieldState('order_no').isDirty) resetField('order_no', { defaultValue: orderNo });
  }, [orderNo, getFieldState, resetField]);

  // a customer who came from their account: their e-mail, after hydration (the server's HTML is
  // the same for everyone), unless something is typed already
  useEffect(() => {
    if (email !== '' && getValues('contact') === '') setValue('contact', email);
  }, [email, getValues, setValue]);

  const onSubmit = async (body: TrackOrderRequest) => {
    clearErrors('root');
    try {
      onResult(await trackOrder(api, body));
    } catch (error) {
      onResult(null);
      if (isApiError(error) && error.status === 404) {
        // the server's message: the same whether or not the order exists
        setError('root.notFound', { type: 'not-found', message: error.message });
        return;
      }
      if (
        applyFieldErrors(error, {
          setError,
          fields: ['order_no', 'contact'],
          aliases: { email: 'contact', phone: 'contact' },
        })
      ) {
        return;
      }
      setError('root.failed', { type: 'failed', message: TRACKING_FAILED_MESSAGE });
    }
  };
  const submit = handleSubmit(onSubmit);

  const notFound = errors.root?.notFound?.message;
  const failed = errors.root?.failed?.message ?? errors.root?.server?.message;

  return (
    <Form noValidate onSubmit={submit} aria-label="Track an order">
      <Fields>
        <Field>
          <TextField
            id={`${id}-order`}
            label="Order number"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            error={errors.order_no?.message}
            {...register('order_no')}
          />
        </Field>
        <Field>
          <TextField
            id={`${id}-contact`}
            label="E-mail or phone"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            error={errors.contact?.message}
            {...register('contact')}
          />
        </Field>
      </Fields>
      {notFound && (
        <Problem role="alert">
          <p>{notFound}</p>
        </Problem>
      )}
      {failed && (
        <Problem role="alert">
          <p>{failed}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void submit()}
            loading={isSubmitting}
            loadingLabel="Trying again"
          >
            Try again
          </Button>
        </Problem>
      )}
      <Actions>
        <Button type="submit" loading={isSubmitting} loadingLabel="Finding your order">
          {buttonLabel}
        </Button>
      </Actions>
    </Form>
  );
}
