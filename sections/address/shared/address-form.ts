import { createFormControl, type FieldPath, type UseFormRegisterReturn } from 'react-hook-form';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import type { AddressField, Country } from '../../../schemas/api/address.ts';
import type { AddressFormValues } from './address-values.ts';

// The working part of the address form, loaded when the shopper turns to it (DESIGN §6, decision
// 0012): react-hook-form (its React-free `createFormControl`), the required-field checks and the
// submission. `AddressForm` draws the fields before it arrives and binds the same elements to it
// after, so what was typed before is kept. The checkout's address step loads no form code until
// then.

/** What the form shows besides its fields (the engine tells it each time it changes). */
export interface AddressFormView {
  /** A message per field, by name. */
  errors: Readonly<Record<string, string>>;
  /** A refusal that names no field of the form. */
  problem: string | undefined;
  /** Checking or saving. */
  submitting: boolean;
}

export interface AddressFormOptions {
  /** The store's fields, in form order. */
  fields: readonly AddressField[];
  countries: readonly Country[];
  /** Whether the form offers 'Make this my default address'. */
  defaultOption: boolean;
  /** The message of an empty required field. */
  requiredMessage: (label: string) => string;
  /** Saves the checked values; rejects as the API client does (a 422 lands on its fields). */
  save: (values: AddressFormValues) => Promise<void>;
  /** Called with what to show each time it changes. */
  onView: (view: AddressFormView) => void;
}

/** The address form's react-hook-form control and submission. */
export interface AddressFormEngine {
  /** Each field's binding (react-hook-form's `register`, with its check), by name. */
  fields: Readonly<Record<string, UseFormRegisterReturn>>;
  /** Checks and saves the form; resolves whether it was saved. */
  submit: () => Promise<boolean>;
  /** Puts a message on a field (the server's step check). */
  setError: (name: string, message: string) => void;
  /** Empties the state when the chosen country has no such state. */
  keepStateOf: (countryId: string) => void;
  /** Stops telling the form. */
  dispose: () => void;
}

const messageOf = (error: unknown): string | undefined => {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : undefined;
};

/**
 * The address form's state: required fields checked before sending (the one rule the client
 * keeps, spec §5), everything else the server's to judge, its 422 messages on their fields.
 * Nothing typed is lost on a refusal.
 */
export function createAddressForm({
  fields,
  countries,
  defaultOption,
  requiredMessage,
  save,
  onView,
}: AddressFormOptions): AddressFormEngine {
  // no defaultValues: each field starts from what its element holds (drawn, maybe typed in)
  const form = createFormControl<AddressFormValues>();
  const statesOf = (countryId: unknown) =>
    countries.find((each) => String(each.id) === countryId)?.states ?? [];
  let view: AddressFormView = { errors: {}, problem: undefined, submitting: false };
  const show = (change: Partial<AddressFormView>) => {
    view = { ...view, ...change };
    onView(view);
  };
  const stop = form.subscribe({
    formState: { errors: true },
    callback: ({ errors = {} }) => {
      const shown: Record<string, string> = {};
      for (const [name, error] of Object.entries(errors)) {
        const message = name === 'root' ? undefined : messageOf(error);
        if (message) shown[name] = message;
      }
      show({ errors: shown, problem: messageOf(errors.root?.server) });
    },
  });

  const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  const required = (label: string) => ({
    validate: (value: unknown) => filled(value) || requiredMessage(label),
  });
  // registered once: a binding handed to React on every render would re-attach each time
  const bindings: Record<string, UseFormRegisterReturn> = {};
  for (const field of fields) {
    bindings[field.column_name] = form.register(
      field.column_name,
      field.is_required ? required(field.label) : {},
    );
  }
  bindings.country_id = form.register('country_id', required('Country'));
  bindings.state_id = form.register('state_id', {
    // asked for only where the country has states
    validate: (value, values) =>
      statesOf(values.country_id).length === 0 || filled(value) || requiredMessage('State'),
  });
  if (defaultOption) bindings.is_default = form.register('is_default');
  const names = Object.keys(bindings);

  return {
    fields: bindings,
    submit: async () => {
      let saved = false;
      show({ submitting: true });
      try {
        await form.handleSubmit(async (values) => {
          try {
            await save(values);
            saved = true;
          } catch (error) {
            applyFieldErrors(error, { setError: form.setError, fields: names });
          }
        })();
      } finally {
        show({ submitting: false });
      }
      return saved;
    },
    setError: (name, message) =>
      form.setError(name as FieldPath<AddressFormValues>, { type: 'server', message }),
    keepStateOf: (countryId) => {
      const stateId = form.getValues('state_id');
      if (stateId && !statesOf(countryId).some((state) => String(state.id) === stateId)) {
        form.setValue('state_id', '');
      }
    },
    dispose: stop,
  };
}
