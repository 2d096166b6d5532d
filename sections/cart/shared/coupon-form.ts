import { createFormControl, type UseFormRegisterReturn } from 'react-hook-form';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import { FIELD_REQUIRED_MESSAGE } from '../../../schemas/api-constants.ts';

// The working part of the coupon field, loaded when the shopper turns to it (DESIGN §6, decision
// 0012): react-hook-form (its React-free `createFormControl`) and the submission. `CouponBox`
// draws the field before it arrives and binds the same element to it after, so what was typed
// before is kept. The cart and checkout pages load no form code until then.

interface CouponValues {
  coupon_code: string;
}

export interface CouponFormOptions {
  /** Applies the code; rejects as the API client does (a 422 puts its message on the field). */
  apply: (code: string) => Promise<void>;
  /** Called with the message to show under the field, or `undefined`, each time it changes. */
  onError: (message: string | undefined) => void;
}

/** The coupon field's react-hook-form control and submission. */
export interface CouponForm {
  /** The field's binding (react-hook-form's `register`, with its check). */
  field: UseFormRegisterReturn<'coupon_code'>;
  /** Checks and applies the code; settles once it is applied or refused. */
  submit: () => Promise<void>;
  /** Stops telling the box. */
  dispose: () => void;
}

/**
 * Checks that a code was typed, applies it, then empties the field; a refused code's reason goes
 * under the field (the field keeps what was typed).
 */
export function createCouponForm({ apply, onError }: CouponFormOptions): CouponForm {
  // no defaultValues: the field starts from what its element holds (typed before the code came)
  const form = createFormControl<CouponValues>();
  const stop = form.subscribe({
    formState: { errors: true },
    callback: ({ errors = {} }) =>
      onError(errors.coupon_code?.message ?? errors.root?.server?.message),
  });
  // registered once: a binding handed to React on every render would re-attach each time
  const field = form.register('coupon_code', {
    validate: (value) => (value ?? '').trim() !== '' || FIELD_REQUIRED_MESSAGE,
  });
  return {
    field,
    submit: form.handleSubmit(async ({ coupon_code }) => {
      try {
        await apply(coupon_code);
        form.reset({ coupon_code: '' }, { keepFieldsRef: true });
      } catch (cause) {
        applyFieldErrors(cause, { setError: form.setError, fields: ['coupon_code'] });
      }
    }),
    dispose: stop,
  };
}
