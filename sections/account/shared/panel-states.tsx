import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, styled } from '../../../themes/index.ts';

// The states every account panel shows the same way (orders, wishlist): the page's heading
// block, a failed load with a way to try again, and the empty state with a way to the shop.

export const Panel = styled('section', {
  display: 'grid',
  gap: '$5',
  paddingBlock: '$6',
  minWidth: 0,
});

const Intro = styled('header', {
  display: 'grid',
  gap: '$1',
  '& h1': { margin: 0, fontSize: '1.75rem', lineHeight: 1.2 },
  '& p': { margin: 0, color: '$muted' },
});

/** The page's one h1 and its description. */
export function PanelIntro({
  id,
  heading,
  description,
}: {
  id: string;
  heading: string;
  description: string;
}) {
  return (
    <Intro>
      <h1 id={id}>{heading}</h1>
      {description && <p>{description}</p>}
    </Intro>
  );
}

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
