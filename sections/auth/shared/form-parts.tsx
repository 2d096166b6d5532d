import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button, css, styled } from '../../../themes/index.ts';
import { TextField, type TextFieldProps } from '../../../themes/ui/StackedForm.tsx';

// The look of the auth forms: a column of labelled fields, full-width actions and the switch
// links under them. Inputs take the shop's one text-input look (themes' textInputStyle).

/** A form of the auth dialogs and the reset page. */
export const AuthForm = styled('form', {
  display: 'grid',
  gap: '$4',
  textAlign: 'left',
});

/** One labelled field: label, control, hint and message, tightly spaced. */
export const FieldGroup = styled('div', {
  display: 'grid',
  gap: '$1',
  minWidth: 0,
  '& > label': { fontWeight: 600, fontSize: '0.95rem' },
  '& p': { margin: 0 },
});

/** Two fields side by side from 360 px of dialog width, stacked below (first and last name). */
export const FieldRow = styled('div', {
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
});

/** A sentence above or between fields. */
export const FormNote = styled('p', { margin: 0, color: '$muted', fontSize: '0.95rem' });

/** A message about the whole form (a server refusal that names no field). */
export const FormError = styled('p', {
  margin: 0,
  padding: '$2 $3',
  borderRadius: '$sm',
  backgroundColor: 'rgba(180, 35, 24, 0.08)',
  color: '$danger',
  fontSize: '0.95rem',
});

/** A row holding a checkbox and a link at opposite ends (remember me / forgot password). */
export const SplitRow = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$2',
});

/** A checkbox with its label, a 44 px touch target. */
export const CheckboxLabel = styled('label', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '44px',
  cursor: 'pointer',
  '& input': { width: '18px', height: '18px', margin: 0, accentColor: '$colors$primary' },
});

/** Class of a text input in the auth forms (TextField takes it as `className`). */
export const textInput = css({
  minHeight: '44px',
  width: '100%',
  padding: '$2 $3',
  border: '1px solid $border',
  borderRadius: '$sm',
  font: 'inherit',
  color: 'inherit',
  backgroundColor: '$background',
  '&[aria-invalid="true"]': { borderColor: '$danger' },
  '&:focus-visible': { outline: 'none', boxShadow: '$focusRing', borderColor: '$primary' },
});

/** A button that looks like a link: the switch links change the dialog, they go nowhere. */
export const LinkButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: 0,
  border: 0,
  background: 'none',
  color: '$primary',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  '&:hover': { color: '$primaryHover' },
  '&:focus-visible': { outline: 'none', boxShadow: '$focusRing', borderRadius: '$sm' },
});

/** The links under a form: one per line, centred, separated from the form by a rule. */
export const SwitchLinks = styled('div', {
  display: 'grid',
  justifyItems: 'center',
  gap: 0,
  marginTop: '$4',
  paddingTop: '$3',
  borderTop: '1px solid $border',
  textAlign: 'center',
  '& p': { margin: 0, color: '$muted' },
});

// The field blocks the auth forms share. Each takes react-hook-form's `register(name)` props
// spread in, beside its id and validation message.

/** A text input's props without what the block sets itself. */
export type InputProps = Omit<TextFieldProps, 'className'>;

/** A labelled text input in its field group, with the auth forms' input look. */
export function TextInputField(props: InputProps) {
  return (
    <FieldGroup>
      <TextField className={textInput()} {...props} />
    </FieldGroup>
  );
}

/** The 'Email' field (`type="email"`, `autoComplete="email"`). */
export function EmailField(props: Omit<InputProps, 'label' | 'type' | 'autoComplete'>) {
  return <TextInputField label="Email" type="email" autoComplete="email" {...props} />;
}

type NameField = 'first_name' | 'last_name';

export interface NameFieldsProps {
  /** The form's id: the inputs are `${id}-first-name` and `${id}-last-name`. */
  id: string;
  /** The form's `register`. */
  register: (name: NameField) => UseFormRegisterReturn;
  /** The form's `formState.errors`. */
  errors: Partial<Record<NameField, { message?: string | undefined } | undefined>>;
}

/** First and last name side by side (registration). */
export function NameFields({ id, register, errors }: NameFieldsProps) {
  return (
    <FieldRow>
      <TextInputField
        id={`${id}-first-name`}
        label="First name"
        autoComplete="given-name"
        error={errors.first_name?.message}
        {...register('first_name')}
      />
      <TextInputField
        id={`${id}-last-name`}
        label="Last name"
        autoComplete="family-name"
        error={errors.last_name?.message}
        {...register('last_name')}
      />
    </FieldRow>
  );
}

export interface FormSubmitProps {
  /** The server's message about the whole form, if any. */
  serverError: string | undefined;
  submitting: boolean;
  /** What the button says while the form is being sent. */
  loadingLabel: string;
  children: ReactNode;
}

/** The end of an auth form: the server's form-wide message, then the full-width submit button. */
export function FormSubmit({ serverError, submitting, loadingLabel, children }: FormSubmitProps) {
  return (
    <>
      {serverError && <FormError role="alert">{serverError}</FormError>}
      <Button type="submit" fullWidth loading={submitting} loadingLabel={loadingLabel}>
        {children}
      </Button>
    </>
  );
}
