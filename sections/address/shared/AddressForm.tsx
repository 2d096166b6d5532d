import {
  type FormEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import type { AddressField, AddressType, Country } from '../../../schemas/api/address.ts';
import { Button, styled } from '../../../themes/index.ts';
import { FieldError } from '../../../themes/ui/StackedForm.tsx';
import { textInputStyle } from '../../../themes/ui/text-input-style.ts';
import type { AddressFormEngine, AddressFormView } from './address-form.ts';
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
// and order are the store's; country and state are selects from the countries list. The form's
// react-hook-form code (address-form.ts) loads when the shopper points at, touches or focuses the
// form, or submits it; until then its fields are plain inputs holding what is typed.

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

/** Said when the form's code could not be loaded (offline): the next submit tries again. */
const FORM_UNAVAILABLE =
  'We could not get the form ready just now. Please check your connection and try again.';

/**
 * Whether the shopper changed a field of `form` from the values it opened with (read from the
 * elements, so it holds before and after the form's code arrives).
 */
function isDirtyForm(form: HTMLFormElement | null, opened: AddressFormValues): boolean {
  if (!form) return false;
  for (const element of Array.from(form.elements)) {
    if (
      !(element instanceof HTMLInputElement) &&
      !(element instanceof HTMLSelectElement) &&
      !(element instanceof HTMLTextAreaElement)
    ) {
      continue;
    }
    const name = element.name;
    if (!name || !(name in opened)) continue;
    const value =
      element instanceof HTMLInputElement && element.type === 'checkbox'
        ? element.checked
        : element.value;
    if (String(value) !== String(opened[name])) return true;
  }
  return false;
}

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
  /** The values the form opened with: the fields' first values, and what 'dirty' is measured by. */
  const [opened] = useState(() => addressFormValues(fields, countries, address, defaultCountryId));
  const formElement = useRef<HTMLFormElement>(null);
  const [engine, setEngine] = useState<AddressFormEngine | null>(null);
  /** The engine's messages and state, once it has told any. */
  const [view, setView] = useState<AddressFormView | null>(null);
  /** Submits made before the engine arrived, each told whether the form was saved. */
  const queued = useRef<((saved: boolean) => void)[]>([]);
  const [waiting, setWaiting] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const loading = useRef(false);
  const [countryId, setCountryId] = useState(opened.country_id);
  const country = countries.find((each) => String(each.id) === countryId);
  const states = country?.states ?? [];

  const latest = useRef({ fields, countries, defaultOption, requiredMessage, type, onSave });
  useEffect(() => {
    latest.current = { fields, countries, defaultOption, requiredMessage, type, onSave };
  });

  /** Loads react-hook-form and the checks (once; a failed load is tried again next time). */
  const warm = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./address-form.ts').then(
      ({ createAddressForm }) => {
        const now = latest.current;
        setEngine(
          createAddressForm({
            fields: now.fields,
            countries: now.countries,
            defaultOption: now.defaultOption,
            requiredMessage: (label) => latest.current.requiredMessage(label),
            save: (values) =>
              latest.current.onSave(
                addressPayload(
                  latest.current.type,
                  latest.current.fields,
                  values,
                  latest.current.defaultOption,
                ),
              ),
            onView: setView,
          }),
        );
      },
      (cause: unknown) => {
        console.error('[storefront] address form: its code could not be loaded', cause);
        loading.current = false;
        for (const tell of queued.current.splice(0)) tell(false);
        setWaiting(false);
        setLoadFailed(true);
      },
    );
  }, []);
  useEffect(() => () => engine?.dispose(), [engine]);

  /** Checks and saves the form, once its code is here; resolves whether it was saved. */
  const submit = useCallback((): Promise<boolean> => {
    if (engine) return engine.submit();
    setLoadFailed(false);
    setWaiting(true);
    warm();
    return new Promise<boolean>((resolve) => queued.current.push(resolve));
  }, [engine, warm]);
  // submits made before the code arrived: carried out now that the fields are bound to it
  useEffect(() => {
    if (!engine || queued.current.length === 0) return;
    const told = queued.current.splice(0);
    setWaiting(false);
    void engine.submit().then((saved) => {
      for (const tell of told) tell(saved);
    });
  }, [engine]);

  // a state of another country is no state at all
  useEffect(() => engine?.keepStateOf(countryId), [engine, countryId]);

  // the server's step check names fields of an address the cart already holds
  useEffect(() => {
    if (!engine) return;
    for (const [name, message] of Object.entries(fieldMessages ?? {})) {
      engine.setError(name, message);
    }
  }, [engine, fieldMessages]);

  useImperativeHandle(
    handle,
    () => ({
      isDirty: () => isDirtyForm(formElement.current, opened),
      submit,
    }),
    [opened, submit],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waiting || view?.submitting) return;
    void submit();
  };

  const errors: Readonly<Record<string, string>> = view?.errors ?? fieldMessages ?? {};
  const problem = loadFailed ? FORM_UNAVAILABLE : view?.problem;
  const bind = (name: string) => engine?.fields[name] ?? { name };

  const messageOf = (name: string): string | undefined => errors[name];
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
      ref={formElement}
      noValidate
      aria-label={`${type} address`}
      onSubmit={onSubmit}
      onFocus={warm}
      onPointerEnter={warm}
      onTouchStart={warm}
    >
      <Grid>
        {fields.map((field) => {
          const name = field.column_name;
          const inputId = `${id}-${name}`;
          return (
            <Field key={name} wide={field.type === 'textarea'}>
              {label(inputId, field.label, field.is_required)}
              {field.type === 'textarea' ? (
                <textarea
                  id={inputId}
                  aria-required={field.is_required || undefined}
                  {...described(name)}
                  defaultValue={String(opened[name] ?? '')}
                  {...bind(name)}
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
                  defaultValue={String(opened[name] ?? '')}
                  {...bind(name)}
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
            defaultValue={opened.country_id}
            {...bind('country_id')}
            onChange={(event) => {
              setCountryId(event.target.value);
              return engine?.fields.country_id?.onChange(event);
            }}
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
              defaultValue={opened.state_id}
              {...bind('state_id')}
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
          <input type="checkbox" defaultChecked={opened.is_default} {...bind('is_default')} />
          Make this my default {type.toLowerCase()} address
        </Check>
      )}
      {children}
      {problem && <FormProblem role="alert">{problem}</FormProblem>}
      <Actions>
        <Button
          type="submit"
          loading={waiting || view?.submitting === true}
          loadingLabel="Saving address"
        >
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
