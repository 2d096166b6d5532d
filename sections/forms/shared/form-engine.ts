import { createFormControl, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import { checkField, emptyValues, trimmedValues } from './field-checks.ts';
import type { FieldDefinition, FormValues } from './form-fields.ts';
import type { FormView } from './form-view.ts';

// The working part of a store form, loaded when the shopper turns to the form (DESIGN §6,
// decision 0012): react-hook-form (its React-free `createFormControl`) and the submission.
// `DefinedForm` draws the fields before it arrives and binds the same elements to it after, so
// what was typed before is kept; the engine tells the form what to show through `onView`.

export interface FormEngineOptions {
  /** The form's fields, in order. */
  fields: readonly FieldDefinition[];
  /**
   * Sends the trimmed values; resolves the message to show. Rejects as the API client does: a 422
   * `ApiError` puts its messages on the fields, anything else keeps the input and says so.
   */
  send: (values: FormValues) => Promise<string>;
  /** Called with what to show each time it changes. */
  onView: (view: FormView) => void;
}

/** A form's react-hook-form control and submission. */
export interface FormEngine {
  /** The binding of a field (react-hook-form's `register`, with the field's checks). */
  bind: (field: FieldDefinition) => UseFormRegisterReturn | undefined;
  /** Checks and sends the form. */
  submit: () => Promise<void>;
  /** Stops telling the form. */
  dispose: () => void;
}

function messagesOf(fields: readonly FieldDefinition[], errors: FieldErrors<FormValues>) {
  return Object.fromEntries(
    fields.flatMap((field) => {
      const message = errors[field.name]?.message;
      return typeof message === 'string' && message ? [[field.name, message]] : [];
    }),
  );
}

/**
 * A store form's state and submission: checks each field as the API will, sends, then on success
 * clears the form and keeps the answer's message, on a 422 puts the messages on their fields (the
 * first focused), and on any other failure keeps everything typed and flags the failure.
 */
export function createFormEngine({ fields, send, onView }: FormEngineOptions): FormEngine {
  // no defaultValues: each field starts from what its element holds (server HTML, maybe typed in)
  const form = createFormControl<FormValues>();
  let view: FormView = {
    errors: {},
    formError: null,
    submitting: false,
    sent: null,
    failed: false,
  };
  const show = (change: Partial<FormView>) => {
    view = { ...view, ...change };
    onView(view);
  };
  const stop = form.subscribe({
    formState: { errors: true },
    callback: ({ errors = {} }) =>
      show({
        errors: messagesOf(fields, errors),
        formError: errors.root?.server?.message ?? null,
      }),
  });

  const onValid = async (values: FormValues) => {
    show({ sent: null, failed: false, submitting: true });
    try {
      const message = await send(trimmedValues(fields, values));
      // the fields stay bound (no React render registers them again): emptied in place
      form.reset(emptyValues(fields), { keepFieldsRef: true });
      show({ sent: message, submitting: false });
    } catch (error) {
      const placed = applyFieldErrors(error, {
        setError: form.setError,
        fields: fields.map((field) => field.name),
      });
      show({ failed: !placed, submitting: false });
    }
  };

  // registered once: a binding handed to React on every render would re-attach each time
  const bindings = new Map(
    fields.map((field) => [
      field.name,
      form.register(field.name, { validate: (value) => checkField(field, value) ?? true }),
    ]),
  );

  return {
    bind: (field) => bindings.get(field.name),
    submit: form.handleSubmit(onValid, () => show({ sent: null, failed: false })),
    dispose: stop,
  };
}
