import { Link } from '../../../runtime/routing/Link.tsx';
import { styled } from '../../../themes/index.ts';

// The look the checkout's payment step and order result pages share: panels, notes, alerts.

/** A bordered block of the checkout (a method list, the order's lines). */
export const Panel = styled('section', {
  display: 'grid',
  gap: '$3',
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$background',
  '@md': { padding: '$5' },
  '& h2': { margin: 0, fontSize: '1.15rem' },
});

/** A message the shopper must act on, with what to do about it. */
export const Problem = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $3',
  margin: 0,
  padding: '$2 $3',
  borderRadius: '$sm',
  backgroundColor: 'rgba(180, 35, 24, 0.08)',
  color: '$danger',
  fontSize: '0.95rem',
  '& a': { color: 'inherit', fontWeight: 600, textUnderlineOffset: '3px' },
});

/** A quiet sentence: delivery times, hints, test cards. */
export const Note = styled('p', { margin: 0, color: '$muted', fontSize: '$sm' });

/** A link that looks like the theme's button (the result pages' next steps). */
export const ActionLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: '$2 $4',
  border: '1px solid transparent',
  borderRadius: '$sm',
  fontWeight: 600,
  lineHeight: 1.2,
  textDecoration: 'none',
  '&:focus-visible': { outline: 'none', boxShadow: '$focusRing' },
  variants: {
    variant: {
      primary: {
        backgroundColor: '$primary',
        color: '$onPrimary',
        '&:hover': { backgroundColor: '$primaryHover' },
      },
      secondary: {
        color: '$primary',
        borderColor: '$primary',
        '&:hover': { backgroundColor: '$surface' },
      },
      ghost: { color: '$primary', textDecoration: 'underline', textUnderlineOffset: '3px' },
    },
  },
  defaultVariants: { variant: 'primary' },
});
