import { styled } from '../../themes/index.ts';

const Link = styled('a', {
  position: 'fixed',
  left: '16px',
  bottom: 'calc(var(--sf-mobile-footer-height, 0px) + 16px)',
  zIndex: '$floating',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '40px',
  padding: '$2 $4',
  borderRadius: '$pill',
  backgroundColor: '#111111',
  color: '#ffffff',
  fontSize: '$sm',
  fontWeight: 600,
  textDecoration: 'none',
  boxShadow: '$raised',
  '&:hover': { backgroundColor: '#333333' },
  variants: { raised: { true: { bottom: 'calc(var(--sf-mobile-footer-height, 0px) + 76px)' } } },
});

/** `/admin/login?token={token}` (spec §2 route table). */
export function adminPanelHref(token: string): string {
  return `/admin/login?token=${encodeURIComponent(token)}`;
}

export interface AdminPanelLinkProps {
  /** The admin token; `null` renders nothing. */
  token: string | null;
  /** Sit one slot higher, above the chat button on the left. @default false */
  raised?: boolean;
}

/**
 * The external 'Admin Panel' link (spec §2, §6), bottom left, shown only when an admin token
 * exists.
 */
export function AdminPanelLink({ token, raised = false }: AdminPanelLinkProps) {
  if (!token) return null;
  return (
    <Link href={adminPanelHref(token)} target="_blank" rel="noopener noreferrer" raised={raised}>
      Admin Panel
    </Link>
  );
}
