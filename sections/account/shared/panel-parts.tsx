import type { ReactNode } from 'react';
import { Link } from '../../../runtime/routing/Link.tsx';
import { Button, styled } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';

// Building blocks of the account panels (decision 0009: no section here): a card, and the
// loading, error and empty states every panel shows the same way.
//
// How a panel section joins the account area (the 'account' template serves every /account/*
// path): it renders only on its own page (`accountPanelOf(usePageLocation())?.key === 'orders'`,
// runtime/routing/account-panels.ts), below the account-heading section, which already gives the
// page its one h1 and description, so panels start at h2. It wraps itself in
// `<Container width="wide">`; the account-menu section places every section of the template in
// the column beside the menu from 1024 px, with nothing to do on the panel's side.

/** A bordered block of a panel, with an optional heading row. */
export const Card = styled('section', {
  display: 'grid',
  gap: '$3',
  alignContent: 'start',
  minWidth: 0,
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$md',
  backgroundColor: '$background',
  '@md': { padding: '$5' },
  '& h2': { margin: 0, fontSize: '1.125rem' },
  '& h3': { margin: 0, fontSize: '1rem' },
  '& p': { margin: 0 },
});

/** The heading row of a card: its title and, at the far end, a link or a badge. */
export const CardHeader = styled('div', {
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$2',
});

/** A sentence under a card's heading. */
export const CardNote = styled('p', { margin: 0, color: '$muted', fontSize: '0.95rem' });

/** The column of a panel: cards one under the other. */
export const PanelStack = styled('div', {
  display: 'grid',
  gap: '$5',
  minWidth: 0,
});

const Busy = styled('div', { display: 'grid', gap: '$3' });

/** Grey bars the size of what is loading; the region says it is busy. */
export function PanelLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <Busy aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height={index === 0 ? 24 : 48} width={index === 0 ? '40%' : '100%'} />
      ))}
    </Busy>
  );
}

const Problem = styled('div', {
  display: 'grid',
  gap: '$3',
  justifyItems: 'start',
  padding: '$4',
  borderRadius: '$md',
  backgroundColor: 'rgba(180, 35, 24, 0.06)',
  border: '1px solid rgba(180, 35, 24, 0.25)',
  '& p': { margin: 0 },
});

/** What a panel says when its data could not be loaded, with a way to try again. */
export function PanelError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Problem role="alert">
      <p>{message}</p>
      <Button
        variant="secondary"
        size="sm"
        loading={retrying}
        loadingLabel="Trying again"
        onClick={onRetry}
      >
        Try again
      </Button>
    </Problem>
  );
}

const Quiet = styled('div', {
  display: 'grid',
  gap: '$2',
  justifyItems: 'start',
  color: '$muted',
  '& p': { margin: 0 },
});

/** What a panel says when there is nothing to show yet, and what to do about it. */
export function PanelEmpty({ children }: { children: ReactNode }) {
  return <Quiet>{children}</Quiet>;
}

/** A link inside a card, in the theme's colour (a client-side navigation). */
export const TextLink = styled(Link, {
  color: '$primary',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  '&:hover': { color: '$primaryHover' },
  '&:focus-visible': { outline: 'none', boxShadow: '$focusRing', borderRadius: '$sm' },
});

const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  padding: '2px $2',
  borderRadius: '$pill',
  backgroundColor: 'rgba(31, 95, 74, 0.12)',
  color: '#17493a',
  fontSize: '$sm',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  '& svg': { width: '14px', height: '14px' },
});

/** The 'Verified' badge of a verified phone (spec §4 "Phone field"). */
export function VerifiedBadge() {
  return (
    <Badge>
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden="true">
        <path d="M5 12l5 5L20 7" />
      </svg>
      Verified
    </Badge>
  );
}
