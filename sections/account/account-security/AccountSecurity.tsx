import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { describeUserAgent } from '../../../runtime/commerce/account/user-agent.ts';
import { accountPanelOf } from '../../../runtime/routing/account-panels.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { Button, Container, styled } from '../../../themes/index.ts';
import { LocalTime } from '../shared/LocalTime.tsx';
import {
  Card,
  CardNote,
  PanelEmpty,
  PanelError,
  PanelLoading,
  PanelStack,
} from '../shared/panel-parts.tsx';
import { accessLogsQuery } from './access-logs-query.ts';
import ChangePasswordForm from './ChangePasswordForm.tsx';
import type { accountSecuritySchema } from './schema.ts';

// The form is in this section's chunk (see AccountProfile): a lazy part would lose its server
// HTML to the skeleton if the panel updated before it arrived.

const Logs = styled('ol', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& li': {
    display: 'grid',
    gap: '2px $4',
    paddingBlock: '$3',
    borderTop: '1px solid $border',
    '@sm': { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'baseline' },
  },
  '& li:first-child': { borderTop: 0, paddingTop: 0 },
  '& strong': { fontWeight: 600 },
  '& .log-ip': { color: '$muted', fontSize: '$sm', fontVariantNumeric: 'tabular-nums' },
  '& .log-time': {
    fontSize: '$sm',
    '@sm': { gridRow: '1 / span 2', gridColumn: 2, textAlign: 'right' },
  },
});

const Pager = styled('nav', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  paddingTop: '$3',
  borderTop: '1px solid $border',
  '& p': { color: '$muted', fontSize: '$sm', whiteSpace: 'nowrap' },
});

function AccessLogs({ perPage }: { perPage: number }) {
  const api = useApi();
  const [page, setPage] = useState(1);
  const query = useQuery(accessLogsQuery(api, page, perPage));
  const { data } = query;
  if (data === undefined) {
    return query.isError ? (
      <PanelError
        message="Your sign-ins could not be loaded."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <PanelLoading label="Loading your sign-ins" rows={4} />
    );
  }
  if (data.total === 0) {
    return (
      <PanelEmpty>
        <p>No sign-ins recorded yet.</p>
      </PanelEmpty>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / data.perPage));
  return (
    <>
      <Logs aria-busy={query.isPlaceholderData || undefined}>
        {data.logs.map((log) => (
          <li key={log.id}>
            <strong>{describeUserAgent(log.user_agent)}</strong>
            <span className="log-time">
              <LocalTime iso={log.at} withTime />
            </span>
            <span className="log-ip">IP {log.ip ?? 'unknown'}</span>
          </li>
        ))}
      </Logs>
      {query.isError && (
        <PanelError
          message="That page of sign-ins could not be loaded."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {pages > 1 && (
        <Pager aria-label="Sign-in pages">
          <Button
            variant="secondary"
            size="sm"
            disabled={data.page <= 1}
            onClick={() => setPage(data.page - 1)}
          >
            Previous
          </Button>
          <p aria-live="polite">
            Page {data.page} of {pages}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={data.page >= pages}
            onClick={() => setPage(data.page + 1)}
          >
            Next
          </Button>
        </Pager>
      )}
    </>
  );
}

/** The security page's two cards, whatever the URL (stories render it directly). */
export function SecurityPanel({ logsPerPage }: { logsPerPage: number }) {
  return (
    <Container width="wide">
      <PanelStack>
        <Card aria-labelledby="security-password">
          <h2 id="security-password">Change password</h2>
          <ChangePasswordForm />
        </Card>
        <Card aria-labelledby="security-logs">
          <h2 id="security-logs">Access logs</h2>
          <CardNote>
            Recent sign-ins to your account. If you do not recognise one, change your password.
          </CardNote>
          <AccessLogs perPage={logsPerPage} />
        </Card>
      </PanelStack>
    </Container>
  );
}

/** 'Access logs and change password' (spec §2 /account/security). Nothing on other pages. */
export default function AccountSecurity({
  logs_per_page,
}: SectionProps<typeof accountSecuritySchema>) {
  if (accountPanelOf(usePageLocation())?.key !== 'security') return null;
  return <SecurityPanel logsPerPage={logs_per_page} />;
}
