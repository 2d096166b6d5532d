import { useMemo, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import {
  checkField,
  emptyValues,
  type FieldDefinition,
  type FormValues,
  trimmedValues,
} from './form-fields.ts';

// The working part of a store form, loaded when the shopper turns to the form (decision 0012):
// react-hook-form and the submission. `DefinedForm` renders the fields from the server's HTML
// before it arrives and binds them to it after, so what was typed before is kept.

export interface FormEngineOptions {
  /** The form's fields, in order. */
  fields: readonly FieldDefinition[];
  /**
   * Sends the trimmed values; resolves the message to show. Rejects as the API client does: a 422
   * `ApiError` puts its messages on the fields, anything else keeps the input and says so.
   */
  send: (values: FormValues) => Promise<string>;
}

/** Messages of the form as it stands: by field name, and one about the whole form. */
export interface FormErrors {
  fields: Readonly<Record<string, string>>;
  form: string | null;
}

/** What the form renders from and acts through. */
export interface FormEngine {
  /** react-hook-form's binding of a field, with the field's checks. */
  bind: (field: FieldDefinition) => UseFormRegisterReturn;
  /** Checks and sends the form. */
  submit: () => Promise<void>;
  /** Sending. */
  submitting: boolean;
  /** What to show beside the fields. */
  errors: FormErrors;
  /** The last answer's message after the form was sent and cleared; `null` before. */
  sent: string | null;
  /** The last send failed for a reason other than the fields (no network, a 500). */
  failed: boolean;
}

/**
 * A store form's state and submission: checks each field as the API will, sends, then on success
 * clears the form and keeps the answer's message, on a 422 puts the messages on their fields (the
 * first focused), and on any other failure keeps everything typed and flags the failure.
 */
export function useFormEngine({ fields, send }: FormEngineOptions): FormEngine {
  const [outcome, setOutcome] = useState<{ sent: string | null; failed: boolean }>({
    sent: null,
    failed: false,
  });
  // no defaultValues: each field starts from what its element holds (server HTML, maybe typed in)
  const { register, handleSubmit, setError, reset, formState } = useForm<FormValues>();

  const onValid = async (values: FormValues) => {
    setOutcome({ sent: null, failed: false });
    try {
      const message = await send(trimmedValues(fields, values));
      reset(emptyValues(fields));
      setOutcome({ sent: message, failed: false });
    } catch (error) {
      const placed = applyFieldErrors(error, {
        setError,
        fields: fields.map((field) => field.name),
      });
      if (!placed) setOutcome({ sent: null, failed: true });
    }
  };

  // A new object only when a message changed: useOnDemand re-renders the form on news only.
  const snapshot = JSON.stringify({
    fields: Object.fromEntries(
      fields.flatMap((field) => {
        const message = formState.errors[field.name]?.message;
        return typeof message === 'string' && message ? [[field.name, message]] : [];
      }),
    ),
    form: formState.errors.root?.server?.message ?? null,
  });
  const errors = useMemo(() => JSON.parse(snapshot) as FormErrors, [snapshot]);

  return {
    bind: (field) =>
      register(field.name, { validate: (value) => checkField(field, value) ?? true }),
    submit: handleSubmit(onValid, () => setOutcome({ sent: null, failed: false })),
    submitting: formState.isSubmitting,
    errors,
    sent: outcome.sent,
    failed: outcome.failed,
  };
}
