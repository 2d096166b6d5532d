import type { ReactNode } from 'react';
import { Link } from '../../../runtime/routing/Link.tsx';
import { Button, styled } from '../../../themes/index.ts';

// The states every account panel shows the same way (orders, wishlist): a failed load with a way
// to try again, and the empty state with a way to the shop. The page's h1 is the account-heading
// section's.

export const Panel = styled('section', {
  display: 'grid',
  gap: '$5',
  paddingBlock: '$6',
  minWidth: 0,
});

const Notice = styled('div', {
  display: 'grid',
  justifyItems: 'center',
  gap: '$3',
  padding: '$7 $4',
  border: '1px solid $border',
  borderRadius: '$md',
  textAlign: 'center',
  '& h2': { margin: 0, fontSize: '1.125rem' },
  '& p': { margin: 0, color: '$muted', maxWidth: '40ch' },
});

/** A failed load: what went wrong and a way to try again, never a stuck page. */
export function LoadError({
  title,
  onRetry,
  retrying,
}: {
  title: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Notice role="alert">
      <h2>{title}</h2>
      <p>Please check your connection and try again.</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying} loadingLabel="Trying again">
        Try again
      </Button>
    </Notice>
  );
}

export const ShopLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: '$5',
  borderRadius: '$sm',
  backgroundColor: '$primary',
  color: '$onPrimary',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$primaryHover' },
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});

/** Nothing to show yet: a sentence and the way to the shop. */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Notice>
      <h2>{title}</h2>
      {children}
    </Notice>
  );
}
