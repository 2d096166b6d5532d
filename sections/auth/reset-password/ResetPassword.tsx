import { lazy, Suspense } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import type { PageLocation } from '../../../runtime/routing/page-location.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { Container, styled } from '../../../themes/index.ts';
import type { resetPasswordSchema } from './schema.ts';

// The form and its zod rules are a chunk of their own: account pages that hold this section but
// are not a reset link never download them.
const ResetPasswordForm = lazy(() => import('./ResetPasswordForm.tsx'));

const Panel = styled('section', {
  display: 'grid',
  gap: '$4',
  maxWidth: '440px',
  marginInline: 'auto',
  paddingBlock: '$7',
  '& h1': { margin: 0 },
  '& > p': { margin: 0, color: '$muted' },
});

/** The e-mail and token of a reset link's location, or `null` on any other page. */
export function resetLinkOf({
  pageType,
  slug,
}: Pick<PageLocation, 'pageType' | 'slug'>): { email: string; token: string } | null {
  const [first, email, token, ...rest] = slug;
  if (pageType !== 'account' || first !== 'reset-password') return null;
  if (!email || !token || rest.length > 0) return null;
  return { email, token };
}

/** What the reset page shows for one link: heading, message and the form. */
export interface ResetPasswordPageProps {
  heading: string;
  message: string;
  email: string;
  token: string;
}

/** The reset page for a link, whatever the URL (stories render it directly). */
export function ResetPasswordPage({ heading, message, email, token }: ResetPasswordPageProps) {
  return (
    <Container width="narrow">
      <Panel aria-labelledby="reset-password-title">
        <h1 id="reset-password-title">{heading}</h1>
        {message && <p>{message}</p>}
        <Suspense fallback={null}>
          <ResetPasswordForm email={email} token={token} />
        </Suspense>
      </Panel>
    </Container>
  );
}

/**
 * The reset-password page (spec §2 'Reset Password', §5 "Reset link"). The route's guard has
 * already checked the link with `validate-reset` (an invalid one is a 404 saying so); this asks
 * for the new password twice, with the strength meter, and completes with `reset-complete`.
 * Renders nothing on the account's other pages.
 */
export default function ResetPassword({
  heading,
  message,
}: SectionProps<typeof resetPasswordSchema>) {
  const link = resetLinkOf(usePageLocation());
  if (!link) return null;
  return <ResetPasswordPage heading={heading} message={message} {...link} />;
}
