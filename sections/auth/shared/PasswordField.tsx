import type { ReactNode } from 'react';
import { TextField } from '../../../themes/ui/StackedForm.tsx';
import { FieldGroup, type InputProps, textInput } from './form-parts.tsx';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';

// Apart from the other form parts: only the forms that take a password load it and its strength
// meter, not every form with a text field (the checkout's contact and address forms).

export interface PasswordFieldProps extends Omit<InputProps, 'label' | 'type' | 'autoComplete'> {
  /** @default 'Password' */
  label?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
  /** Shows the strength meter under the input, which then describes the input too. */
  strength?: { id: string; password: string };
}

/** A password field, with the strength meter when choosing a new password. */
export function PasswordField({
  label = 'Password',
  strength,
  id,
  error,
  ...input
}: PasswordFieldProps) {
  return (
    <FieldGroup>
      <TextField
        id={id}
        label={label}
        type="password"
        className={textInput()}
        error={error}
        {...input}
        {...(strength && {
          'aria-describedby': error ? `${id}-error ${strength.id}` : strength.id,
        })}
      />
      {strength && <PasswordStrengthMeter password={strength.password} id={strength.id} />}
    </FieldGroup>
  );
}
