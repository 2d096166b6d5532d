import type { ComponentProps, ReactNode } from 'react';
import { styled } from '../stitches.config.ts';
import { textInputStyle } from './text-input-style.ts';

/** A form whose labelled fields stack vertically, with invalid inputs outlined in the danger colour. */
export const StackedForm = styled('form', {
  display: 'grid',
  gap: '$3',
  textAlign: 'left',
  '& label': { fontWeight: 600 },
  '& input': textInputStyle,
  '& input[aria-invalid="true"]': { borderColor: '$danger' },
});

/** The message under a field that failed validation. */
export const FieldError = styled('p', { color: '$danger', fontSize: '0.95rem' });

export interface TextFieldProps extends ComponentProps<'input'> {
  id: string;
  label: ReactNode;
  /** The validation message; the input is marked invalid and described by it while there is one. */
  error?: string | undefined;
}

/**
 * A labelled input of a `StackedForm` with its validation message: `aria-invalid` and
 * `aria-describedby` follow the error, announced as an alert. Takes react-hook-form's
 * `register(name)` props (its ref included) like a plain input.
 */
export function TextField({ id, label, error, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </>
  );
}
