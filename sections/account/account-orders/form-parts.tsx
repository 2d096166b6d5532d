import { styled, textInputStyle } from '../../../themes/index.ts';

// The look of the orders panel's small forms (cancel, refund, rate): labelled fields in a column,
// the server's refusal above the actions, and the actions at the end.

export const DialogForm = styled('form', {
  display: 'grid',
  gap: '$4',
  '& p': { margin: 0 },
});

export const Field = styled('div', {
  display: 'grid',
  gap: '$1',
  '& label, & legend': { fontWeight: 600 },
  '& textarea, & input[type="text"]': { ...textInputStyle, width: '100%' },
  '& textarea': { minHeight: '96px', resize: 'vertical' },
  '& [aria-invalid="true"]': { borderColor: '$danger' },
  '& :focus-visible': { boxShadow: '$focusRing', outline: 'none' },
  '& .hint': { color: '$muted', fontSize: '$sm' },
});

export const FieldMessage = styled('p', { color: '$danger', fontSize: '$sm' });

export const FormError = styled('p', {
  padding: '$2 $3',
  borderRadius: '$sm',
  backgroundColor: 'rgba(180, 35, 24, 0.08)',
  color: '$danger',
});

export const FormActions = styled('div', {
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: '$2',
  '& > *': { flex: '1 1 140px' },
  '@sm': { '& > *': { flex: '0 0 auto' } },
});
