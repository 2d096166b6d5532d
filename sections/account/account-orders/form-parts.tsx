import { styled } from '../../../themes/index.ts';
import { Spinner } from '../../../themes/ui/Spinner.tsx';
import { textInputStyle } from '../../../themes/ui/text-input-style.ts';

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

// full-width and stacked on a phone (the main action on top), side by side at the end from 640 px
export const FormActions = styled('div', {
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: '$2',
  '& > *': { width: '100%' },
  '@sm': {
    flexDirection: 'row',
    justifyContent: 'flex-end',
    '& > *': { width: 'auto' },
  },
});

const Loading = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '120px',
  justifyContent: 'center',
  color: '$muted',
});

/** What a dialog shows while its form's code arrives (a moment, on first opening). */
export function FormLoading() {
  return (
    <Loading role="status">
      <Spinner aria-hidden="true" />
      Loading…
    </Loading>
  );
}
