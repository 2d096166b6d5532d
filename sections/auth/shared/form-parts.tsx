import { css, styled } from '../../../themes/index.ts';

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
