import type { ReactNode } from 'react';
import { styled, VisuallyHidden } from '../../../themes/index.ts';
import { textInputStyle } from '../../../themes/ui/text-input-style.ts';
import { autoCompleteOf, type FieldDefinition } from './form-fields.ts';

const Field = styled('div', {
  display: 'grid',
  alignContent: 'start',
  gap: '$1',
  minWidth: 0,
  '& > label': { fontWeight: 600, fontSize: '0.95rem' },
  '& input:not([type="checkbox"]), & textarea, & select': { ...textInputStyle, width: '100%' },
  '& textarea': { minHeight: '140px', resize: 'vertical', lineHeight: 1.5 },
  '& select': { cursor: 'pointer' },
  // as specific as the input rule above, and after it
  '& input[aria-invalid="true"]:not([type="checkbox"]), & textarea[aria-invalid="true"], & select[aria-invalid="true"]':
    { borderColor: '$danger' },
  '& input:focus-visible, & textarea:focus-visible, & select:focus-visible': {
    outline: 'none',
    boxShadow: '$focusRing',
    borderColor: '$primary',
  },
  variants: {
    wide: { true: { gridColumn: '1 / -1' } },
  },
});

const CheckboxLabel = styled('label', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '44px',
  cursor: 'pointer',
  '& input': {
    flexShrink: 0,
    width: '18px',
    height: '18px',
    margin: 0,
    accentColor: '$colors$primary',
  },
  '& input:focus-visible': { outline: 'none', boxShadow: '$focusRing' },
});

const Required = styled('span', { color: '$danger', marginInlineStart: '2px' });

const Problem = styled('p', { margin: 0, color: '$danger', fontSize: '0.9rem' });

/** A change or blur handler as react-hook-form's `register` gives it, for any element. */
type FieldEventHandler = (event: { target: unknown; type?: unknown }) => unknown;

/** What binds a field to the form: react-hook-form's `register`, or just its name before. */
export interface FieldBinding {
  name: string;
  onChange?: FieldEventHandler;
  onBlur?: FieldEventHandler;
  ref?: (element: HTMLElement | null) => void;
}

export interface FieldControlProps {
  /** Id of the control; its message is `${id}-error`. */
  id: string;
  field: FieldDefinition;
  binding: FieldBinding;
  /** The field's message, if any. */
  error: string | undefined;
  /** The label is read by screen readers only (a one-field form whose heading says it all). */
  hideLabel?: boolean;
}

/**
 * One labelled field of a store form, drawn from its definition: an input (text, e-mail, phone,
 * number), a textarea, a select or a checkbox, marked required and invalid as it stands, with its
 * message under it. Uncontrolled: the element keeps what is typed, whatever binds it.
 */
export function FieldControl({ id, field, binding, error, hideLabel = false }: FieldControlProps) {
  const errorId = `${id}-error`;
  const state = {
    id,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  const mark = field.required ? <Required aria-hidden="true">*</Required> : null;
  const message = error ? (
    <Problem id={errorId} role="alert">
      {error}
    </Problem>
  ) : null;

  if (field.type === 'checkbox') {
    return (
      <Field wide>
        <CheckboxLabel>
          <input type="checkbox" {...state} {...binding} />
          <span>
            {field.label}
            {mark}
          </span>
        </CheckboxLabel>
        {message}
      </Field>
    );
  }

  const label = hideLabel ? (
    <VisuallyHidden as="label" htmlFor={id}>
      {field.label}
    </VisuallyHidden>
  ) : (
    <label htmlFor={id}>
      {field.label}
      {mark}
    </label>
  );
  const placeholder = field.placeholder || undefined;
  let control: ReactNode;
  if (field.type === 'textarea') {
    control = <textarea rows={5} placeholder={placeholder} {...state} {...binding} />;
  } else if (field.type === 'select') {
    control = (
      <select {...state} {...binding}>
        <option value="">Choose…</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        type={field.type === 'number' ? 'text' : field.type}
        inputMode={
          field.type === 'tel' || (field.type === 'number' && field.integer)
            ? 'numeric'
            : field.type === 'number'
              ? 'decimal'
              : undefined
        }
        autoComplete={autoCompleteOf(field)}
        placeholder={placeholder}
        {...state}
        {...binding}
      />
    );
  }
  return (
    <Field wide={field.type === 'textarea'}>
      {label}
      {control}
      {message}
    </Field>
  );
}
