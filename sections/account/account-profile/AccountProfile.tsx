import { useQuery } from '@tanstack/react-query';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { accountQuery } from '../../../runtime/commerce/account/account-query.ts';
import { accountPanelOf } from '../../../runtime/routing/account-panels.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { Container } from '../../../themes/index.ts';
import { Card, PanelError, PanelLoading } from '../shared/panel-parts.tsx';
import ProfileForm from './ProfileForm.tsx';
import type { accountProfileSchema } from './schema.ts';

// The form is in this section's chunk, not a lazy part of its own: a lazy part that has not
// arrived when the panel first updates would make React drop the server's HTML of the form (with
// what the customer started typing) and show the skeleton again.

/** The profile card, whatever the URL (stories render it directly). */
export function ProfilePanel({ heading }: { heading: string }) {
  const api = useApi();
  const query = useQuery(accountQuery(api));
  return (
    <Container width="wide">
      <Card aria-labelledby="profile-heading">
        <h2 id="profile-heading">{heading}</h2>
        {query.data ? (
          <ProfileForm customer={query.data} />
        ) : query.isError ? (
          <PanelError
            message="Your profile could not be loaded."
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <PanelLoading label="Loading your profile" rows={4} />
        )}
      </Card>
    </Container>
  );
}

/** 'Edit your profile' (spec §2 /account/profile). Nothing on the account's other pages. */
export default function AccountProfile({ heading }: SectionProps<typeof accountProfileSchema>) {
  if (accountPanelOf(usePageLocation())?.key !== 'profile') return null;
  return <ProfilePanel heading={heading} />;
}
