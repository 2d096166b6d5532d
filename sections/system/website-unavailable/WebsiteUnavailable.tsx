import type { SectionProps } from '../../../registry/index.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import { Container, styled } from '../../../themes/index.ts';
import type { websiteUnavailableSchema } from './schema.ts';

const Panel = styled('section', {
  display: 'grid',
  justifyItems: 'center',
  gap: '$4',
  minHeight: '50vh',
  alignContent: 'center',
  paddingBlock: '$8',
  textAlign: 'center',
  '& h1': { margin: 0, fontSize: 'clamp(2rem, 5vw, 3rem)' },
  '& p': { margin: 0, maxWidth: '36rem' },
});

/** spec §4: the message for each reason when the store owner wrote none. */
const DEFAULT_MESSAGES = {
  licence: 'This store is not available right now. Please check back later.',
  subscription:
    'This store is temporarily unavailable. If you have an order with us or need help, our team can still be reached.',
} as const;

/** A plain e-mail address, so the link can never become another kind of URL. */
const EMAIL = /^[^\s@<>()"]+@[^\s@<>()"]+\.[^\s@<>()"]+$/;

/**
 * 'Website Unavailable' (spec §2, §4): shown on every route when the store has no licence or its
 * subscription is inactive, with a link to the store's support e-mail.
 */
export default function WebsiteUnavailable({
  reason,
  heading,
  message,
  support_email,
  support_label,
}: SectionProps<typeof websiteUnavailableSchema>) {
  const { settings } = useStorefront();
  const email = (support_email ?? settings.store_email ?? '').trim();
  return (
    <Container width="narrow">
      <Panel aria-labelledby="website-unavailable-title">
        <h1 id="website-unavailable-title">{heading}</h1>
        <p>{message ?? DEFAULT_MESSAGES[reason]}</p>
        {EMAIL.test(email) && (
          <p>
            <a href={`mailto:${email}`}>{support_label}</a>
            <span aria-hidden="true"> · </span>
            <span>{email}</span>
          </p>
        )}
      </Panel>
    </Container>
  );
}
