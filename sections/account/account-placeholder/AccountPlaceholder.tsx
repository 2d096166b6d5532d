import type { SectionProps } from '../../../registry/index.ts';
import { accountPanelOf } from '../../../runtime/routing/account-panels.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { Container, styled } from '../../../themes/index.ts';
import type { accountPlaceholderSchema } from './schema.ts';

const Note = styled('p', {
  margin: 0,
  padding: '$5',
  border: '1px dashed $border',
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$muted',
});

/** The note itself (stories render it directly). */
export function AccountPlaceholderNote({ message }: { message: string }) {
  return (
    <Container width="wide">
      <Note>{message}</Note>
    </Container>
  );
}

/** A note standing in for an account page's panel, on that page only. */
export default function AccountPlaceholder({
  panel,
  message,
}: SectionProps<typeof accountPlaceholderSchema>) {
  if (accountPanelOf(usePageLocation())?.key !== panel) return null;
  return <AccountPlaceholderNote message={message} />;
}
