import type { SectionProps } from '../../../registry/index.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { Container, styled } from '../../../themes/index.ts';
import ResetPasswordForm from './ResetPasswordForm.tsx';
import { resetLinkOf } from './reset-link.ts';
import type { resetPasswordSchema } from './schema.ts';

// The form and its zod rules are in the section's own chunk: the section renders only on a reset
// link (`rendersOn`), so no other account page downloads them. It was a lazy part inside the
// section, which hydrated after it: an update reaching the page before the part's chunk arrived
// (the session, the cart) made React throw the form's server HTML away and draw it again, under
// the shopper's typing.

const Panel = styled('section', {
  display: 'grid',
  gap: '$4',
  maxWidth: '440px',
  marginInline: 'auto',
  paddingBlock: '$7',
  '& h1': { margin: 0 },
  '& > p': { margin: 0, color: '$muted' },
});

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
        <ResetPasswordForm email={email} token={token} />
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
