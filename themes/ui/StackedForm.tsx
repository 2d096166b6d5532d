import { styled } from '../stitches.config.ts';

/** A form whose labelled fields stack vertically, with invalid inputs outlined in the danger colour. */
export const StackedForm = styled('form', {
  display: 'grid',
  gap: '$3',
  textAlign: 'left',
  '& label': { fontWeight: 600 },
  '& input': {
    minHeight: '44px',
    padding: '$2 $3',
    border: '1px solid $border',
    borderRadius: '$sm',
    font: 'inherit',
    color: 'inherit',
    backgroundColor: '$background',
  },
  '& input[aria-invalid="true"]': { borderColor: '$danger' },
});

/** The message under a field that failed validation. */
export const FieldError = styled('p', { color: '$danger', fontSize: '0.95rem' });
