import { styled } from '../../../themes/index.ts';
import { Link } from '../../routing/Link.tsx';
import { FORGOT_PASSWORD_URL } from '../../routing/login-redirect.ts';
import { INVALID_RESET_LINK_MESSAGE } from '../../routing/shell-errors.ts';

export const ErrorLayout = styled('section', {
  display: 'grid',
  placeItems: 'center',
  gap: '$4',
  minHeight: '60vh',
  padding: '$8 $4',
  textAlign: 'center',
  '& h1': { margin: 0, fontSize: 'clamp(2rem, 5vw, 3rem)' },
  '& p': { margin: 0, color: '$muted' },
});

export const PrimaryLink = styled(Link, {
  display: 'inline-block',
  padding: '$3 $5',
  borderRadius: '$sm',
  backgroundColor: '$primary',
  color: '$onPrimary',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$primaryHover' },
});

/**
 * spec §2, §8: 404 'Page Not Found!' with 'Page not found: {path}' and a 'Go Home' button;
 * `message` says why when the shopper should know (an expired reset link).
 */
export function NotFoundPage({ path, message }: { path: string; message?: string }) {
  return (
    <ErrorLayout aria-labelledby="not-found-title">
      <div>
        <h1 id="not-found-title">Page Not Found!</h1>
        {message && <p>{message}</p>}
        <p>Page not found: {path}</p>
      </div>
      {message === INVALID_RESET_LINK_MESSAGE && (
        // an expired reset link: the way to ask for a new one (spec §5 "Reset link")
        <PrimaryLink to={FORGOT_PASSWORD_URL}>Request a new link</PrimaryLink>
      )}
      <PrimaryLink to="/">Go Home</PrimaryLink>
    </ErrorLayout>
  );
}
