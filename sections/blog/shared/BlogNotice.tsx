import type { ReactNode } from 'react';
import { Link } from '../../../runtime/routing/Link.tsx';
import { styled } from '../../../themes/index.ts';

// The states the blog sections show the same way: nothing to list, or a load that failed.

const Notice = styled('div', {
  display: 'grid',
  justifyItems: 'center',
  gap: '$3',
  padding: '$7 $4',
  border: '1px solid $border',
  borderRadius: '$md',
  textAlign: 'center',
  '& > p': { margin: 0, color: '$muted', maxWidth: '44ch' },
  '& > p:first-child': { color: '$text', fontSize: '1.125rem', fontWeight: 700 },
});

/** The way onwards from a notice: a primary link. */
export const NoticeLink = styled(Link, {
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

export interface BlogNoticeProps {
  /** The one line that says what is the matter. */
  title: string;
  /** `alert` for a failure, announced as it appears. */
  role?: 'alert' | 'status';
  children?: ReactNode;
}

/** A boxed message in place of posts: the list is empty, or a load failed. */
export function BlogNotice({ title, role, children }: BlogNoticeProps) {
  return (
    <Notice role={role} data-blog-notice="">
      <p>{title}</p>
      {children}
    </Notice>
  );
}
