import { type ReactNode, type Ref, useEffect, useId, useImperativeHandle } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { applyFieldErrors } from '../../../runtime/api/form-errors.ts';
import type { AddressField, AddressType, Country } from '../../../schemas/api/address.ts';
import { Button, FieldError, styled, textInputStyle } from '../../../themes/index.ts';
import {
  type AddressFormValues,
  type AddressLike,
  type AddressPayload,
  addressFormValues,
  addressPayload,
  autoCompleteOf,
} from './address-values.ts';

// The address form of the checkout and of the account's address book (spec §2 "Address step UI
// modes", §3 "dynamic fields from address-field definitions"): its fields, labels, required flags
// and order are the store's; country and state are selects from the countries list.

/** The generic required-field message (spec §5 "Generic messages"). */
export const FIELD_REQUIRED = 'This field is required';

const Form = styled('form', { display: 'grid', gap: '$4' });

const Grid = styled('div', {
  display: 'grid',
  gap: '$3 $4',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const Field = styled('div', {
  display: 'grid',
  gap: '$1',
  alignContent: 'start',
  minWidth: 0,
  '& label': { fontWeight: 600, fontSize: '0.95rem' },
  '& input, & select, & textarea': { ...textInputStyle, width: '100%', minWidth: 0 },
  '& textarea': { minHeight: '88px', resize: 'vertical' },
  '& [aria-invalid="true"]': { borderColor: '$danger' },
  '& input:focus-visible, & select:focus-visible, & textarea:focus-visible': {
    outline: 'none',
    boxShadow: '$focusRing',
    borderColor: '$primary',
  },
  '& p': { margin: 0 },
  variants: { wide: { true: { '@sm': { gridColumn: '1 / -1' } } } },
});

const Required = styled('span', { color: '$danger', marginInlineStart: '2px' });

const Check = styled('label', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '44px',
  cursor: 'pointer',
  '& input': { width: '18px', height: '18px', margin: 0, accentColor: '$colors$primary' },
});

const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3' });

const FormProblem = styled('p', {
  margin: 0,
  padding: '$2 $3',
  borderRadius: '$sm',
  backgroundColor: 'rgba(180, 35, 24, 0.08)',
  color: '$danger',
});

/** What a caller may ask of an open form (the checkout's 'Continue' saves an open form). */
export interface AddressFormHandle {
  /** Whether the shopper changed anything since the form opened. */
  isDirty: () => boolean;
  /** Checks and submits the form; resolves whether it was saved. */
  submit: () => Promise<boolean>;
}

export interface AddressFormProps {
  /** Which address this is; also the form's name: 'Shipping address' or 'Billing address'. */
  type: AddressType;
  /** The store's fields of this type, in form order. */
  fields: readonly AddressField[];
  countries: readonly Country[];
  /** The address being edited, or what the cart already holds; blank when adding. */
  address?: AddressLike | null | undefined;
  /** The country chosen in a blank form (the store's own). */
  defaultCountryId?: number | undefined;
  /** Offers 'Make this my default address' (saved addresses of a customer). @default false */
  defaultOption?: boolean;
  /** 'Save Address' when adding, 'Update Address' when editing (spec §2 activity labels). */
  submitLabel: string;
  /** The message of an empty required field. @default 'This field is required' */
  requiredMessage?: (label: string) => string;
  /**
   * Saves the address. A 422 it throws lands on its fields (`applyFieldErrors`); other failures
   * were toasted by the API client and leave the form as it is.
   */
  onSave: (payload: AddressPayload) => Promise<void>;
  /** Shows 'Cancel' (back to the selected address or the list). */
  onCancel?: (() => void) | undefined;
  /** Messages of the server's step check about this address's fields, by `column_name`. */
  fieldMessages?: Readonly<Record<string, string>> | undefined;
  /** Lets a caller submit the form from outside. */
  handle?: Ref<AddressFormHandle> | undefined;
  /** Anything between the fields and the buttons (the checkout's 'same as shipping'). */
  children?: ReactNode;
}

/**
 * An address form built from the store's field definitions. Required fields are checked before
 * sending (the one rule the client keeps, spec §5); everything else is the server's to judge,
 * and its 422 messages land on their fields. Nothing typed is lost on a refusal.
 */
export function AddressForm({
  type,
  fields,
  countries,
  address,
  defaultCountryId,
  defaultOption = false,
  submitLabel,
  requiredMessage = () => FIELD_REQUIRED,
  onSave,
  onCancel,
  fieldMessages,
  handle,
  children,
}: AddressFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    getValues,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AddressFormValues>({
    defaultValues: addressFormValues(fields, countries, address, defaultCountryId),
  });

  const countryId = watch('country_id');
  const country = countries.find((each) => String(each.id) === countryId);
  const states = country?.states ?? [];

  // a state of another country is no state at all
  useEffect(() => {
    const stateId = getValues('state_id');
    if (stateId && !states.some((state) => String(state.id) === stateId)) setValue('state_id', '');
  }, [states, getValues, setValue]);

  // the server's step check names fields of an address the cart already holds
  useEffect(() => {
    for (const [name, message] of Object.entries(fieldMessages ?? {})) {
      setError(name as FieldPath<AddressFormValues>, { type: 'server', message });
    }
  }, [fieldMessages, setError]);

  const save = async (values: AddressFormValues): Promise<boolean> => {
    try {
      await onSave(addressPayload(type, fields, values, defaultOption));
      return true;
    } catch (error) {
      applyFieldErrors(error, {
        setError,
        fields: [...fields.map((field) => field.column_name), 'country_id', 'state_id'],
      });
      return false;
    }
  };

  useImperativeHandle(
    handle,
    () => ({
      isDirty: () => isDirty,
      submit: () =>
        new Promise<boolean>((resolve) => {
          void handleSubmit(
            async (values) => resolve(await save(values)),
            () => resolve(false),
          )();
        }),
    }),
    // biome-ignore lint/correctness/useExhaustiveDependencies: save closes over the latest props
    [isDirty, handleSubmit, save],
  );

  const required = (label: string) => (value: unknown) =>
    (typeof value === 'string' && value.trim() !== '') || requiredMessage(label);
  const messageOf = (name: string) => {
    const error = errors[name] as { message?: string } | undefined;
    return error?.message;
  };
  const described = (name: string) => {
    const message = messageOf(name);
    return {
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-${name}-error` : undefined,
    } as const;
  };
  const errorOf = (name: string) => {
    const message = messageOf(name);
    return message ? (
      <FieldError id={`${id}-${name}-error`} role="alert">
        {message}
      </FieldError>
    ) : null;
  };
  const label = (htmlFor: string, text: string, isRequired: boolean) => (
    <label htmlFor={htmlFor}>
      {text}
      {isRequired && <Required aria-hidden="true">*</Required>}
    </label>
  );

  return (
    <Form
      noValidate
      aria-label={`${type} address`}
      onSubmit={handleSubmit(async (values) => void (await save(values)))}
    >
      <Grid>
        {fields.map((field) => {
          const name = field.column_name;
          const inputId = `${id}-${name}`;
          const rules = field.is_required ? { validate: required(field.label) } : {};
          return (
            <Field key={name} wide={field.type === 'textarea'}>
              {label(inputId, field.label, field.is_required)}
              {field.type === 'textarea' ? (
                <textarea
                  id={inputId}
                  aria-required={field.is_required || undefined}
                  {...described(name)}
                  {...register(name, rules)}
                />
              ) : (
                <input
                  id={inputId}
                  type={field.type === 'tel' ? 'tel' : field.type === 'email' ? 'email' : 'text'}
                  inputMode={
                    field.type === 'tel' || field.type === 'number' ? 'numeric' : undefined
                  }
                  autoComplete={autoCompleteOf(field)}
                  aria-required={field.is_required || undefined}
                  {...described(name)}
                  {...register(name, rules)}
                />
              )}
              {errorOf(name)}
            </Field>
          );
        })}
        <Field>
          {label(`${id}-country_id`, 'Country', true)}
          <select
            id={`${id}-country_id`}
            autoComplete="country-name"
            aria-required
            {...described('country_id')}
            {...register('country_id', { validate: required('Country') })}
          >
            <option value="">Select a country</option>
            {countries.map((each) => (
              <option key={each.id} value={String(each.id)}>
                {each.name}
              </option>
            ))}
          </select>
          {errorOf('country_id')}
        </Field>
        {states.length > 0 && (
          <Field>
            {label(`${id}-state_id`, 'State', true)}
            <select
              id={`${id}-state_id`}
              autoComplete="address-level1"
              aria-required
              {...described('state_id')}
              {...register('state_id', { validate: required('State') })}
            >
              <option value="">Select a state</option>
              {states.map((state) => (
                <option key={state.id} value={String(state.id)}>
                  {state.name}
                </option>
              ))}
            </select>
            {errorOf('state_id')}
          </Field>
        )}
      </Grid>
      {defaultOption && (
        <Check>
          <input type="checkbox" {...register('is_default')} />
          Make this my default {type.toLowerCase()} address
        </Check>
      )}
      {children}
      {errors.root?.server?.message && (
        <FormProblem role="alert">{errors.root.server.message}</FormProblem>
      )}
      <Actions>
        <Button type="submit" loading={isSubmitting} loadingLabel="Saving address">
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </Actions>
    </Form>
  );
}
