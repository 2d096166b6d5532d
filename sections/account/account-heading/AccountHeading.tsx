import type { SectionProps } from '../../../registry/index.ts';
import {
  ACCOUNT_TITLE_ID,
  type AccountPanel,
  accountPanelOf,
} from '../../../runtime/routing/account-panels.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { Container, styled } from '../../../themes/index.ts';
import type { accountHeadingSchema } from './schema.ts';

const Head = styled('header', {
  display: 'grid',
  gap: '$1',
  paddingBlock: '$5 $4',
  '@lg': { paddingBlock: '$6 $5' },
  '& h1': { margin: 0, fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)', lineHeight: 1.2 },
  '& p': { margin: 0, color: '$muted' },
});

/** The heading of one account page, whatever the URL (stories render it directly). */
export function AccountHeadingView({
  panel,
  showDescription,
}: {
  panel: AccountPanel;
  showDescription: boolean;
}) {
  return (
    <Container width="wide">
      <Head>
        <h1 id={ACCOUNT_TITLE_ID}>{panel.title}</h1>
        {showDescription && <p>{panel.description}</p>}
      </Head>
    </Container>
  );
}

/** The account page's h1 and description (spec §2 route table). Nothing on the reset page. */
export default function AccountHeading({
  show_description,
}: SectionProps<typeof accountHeadingSchema>) {
  const panel = accountPanelOf(usePageLocation());
  if (!panel) return null;
  return <AccountHeadingView panel={panel} showDescription={show_description} />;
}
