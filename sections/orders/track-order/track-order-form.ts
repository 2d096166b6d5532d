import { createFormControl, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { isApiError } from '../../../runtime/api/api-error.ts';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import type { TrackOrderRequest } from '../../../schemas/api/tracking.ts';
import { TRACKING_FAILED_MESSAGE, type TrackOrderFormView } from './TrackOrderForm.tsx';
import type { TrackOrderValues } from './track-order-check.ts';

// The working part of the tracking form, loaded when the shopper turns to it (DESIGN §6, decision
// 0012): react-hook-form (its React-free `createFormControl`) and the submission. `TrackOrderForm`
// draws the fields before it arrives and binds the same elements to it after, so what was typed
// before is kept; the form tells the component what to show through `onView`.

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

export interface TrackOrderFormOptions {
  /** The store country's calling code, e.g. '+91', dropped from a phone typed with it. */
  mobileCode: string;
  /** Tracks the order; rejects as the API client does. */
  send: (body: TrackOrderRequest) => Promise<void>;
  /** Called when the last try found no order or failed. */
  onMiss: () => void;
  /** Called with what to show each time it changes. */
  onView: (view: TrackOrderFormView) => void;
}

/** The tracking form's react-hook-form control and submission. */
export interface TrackOrderFormEngine {
  /** The fields' bindings (react-hook-form's `register`). */
  fields: Record<keyof TrackOrderValues, UseFormRegisterReturn>;
  /** Checks and sends the form; settles once the answer is shown. */
  submit: () => Promise<void>;
  /** Sets the order number while the shopper has not typed over it. */
  followOrderNo: (orderNo: string) => void;
  /** Offers an e-mail unless something is typed already. */
  offerEmail: (email: string) => void;
  /** Stops telling the form. */
  dispose: () => void;
}

const messageOf = (error: { message?: unknown } | undefined) =>
  typeof error?.message === 'string' && error.message ? error.message : null;

/**
 * The tracking form's state and submission: a wrong pair gets the server's one message under the
 * form, a 422 puts its messages on the fields (the API's `email` and `phone` on the one contact
 * field), and any other failure says so, keeping everything typed.
 */
export function createTrackOrderForm({
  mobileCode,
  send,
  onMiss,
  onView,
}: TrackOrderFormOptions): TrackOrderFormEngine {
  // no defaultValues: each field starts from what its element holds (server HTML, maybe typed in)
  const form = createFormControl<TrackOrderValues, unknown, TrackOrderRequest>({
    resolver: contractResolver(mobileCode),
  });
  const stop = form.subscribe({
    formState: { errors: true },
    callback: ({ errors = {} }) => {
      const fieldErrors: TrackOrderFormView['errors'] = {};
      for (const name of ['order_no', 'contact'] as const) {
        const message = messageOf(errors[name]);
        if (message) fieldErrors[name] = message;
      }
      onView({
        errors: fieldErrors,
        notFound: messageOf(errors.root?.notFound),
        failed: messageOf(errors.root?.failed) ?? messageOf(errors.root?.server),
      });
    },
  });

  // registered once: a binding handed to React on every render would re-attach each time
  const fields = { order_no: form.register('order_no'), contact: form.register('contact') };

  const onValid = async (body: TrackOrderRequest) => {
    form.clearErrors('root');
    try {
      await send(body);
    } catch (error) {
      onMiss();
      if (isApiError(error) && error.status === 404) {
        // the server's message: the same whether or not the order exists
        form.setError('root.notFound', { type: 'not-found', message: error.message });
        return;
      }
      if (
        applyFieldErrors(error, {
          setError: form.setError,
          fields: ['order_no', 'contact'],
          aliases: { email: 'contact', phone: 'contact' },
        })
      ) {
        return;
      }
      form.setError('root.failed', { type: 'failed', message: TRACKING_FAILED_MESSAGE });
    }
  };

  return {
    fields,
    submit: form.handleSubmit(onValid),
    followOrderNo: (orderNo) => {
      if (!form.getFieldState('order_no').isDirty && form.getValues('order_no') !== orderNo) {
        form.resetField('order_no', { defaultValue: orderNo });
      }
    },
    offerEmail: (email) => {
      if (email !== '' && !form.getValues('contact')) form.setValue('contact', email);
    },
    dispose: stop,
  };
}
