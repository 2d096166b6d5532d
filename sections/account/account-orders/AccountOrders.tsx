import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { ACCOUNT_TITLE_ID } from '../../../runtime/routing/account-panels.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import type { Order } from '../../../schemas/api/orders.ts';
import { Container, styled } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { EmptyState, LoadError, Panel, ShopLink } from '../shared/panel-states.tsx';
import { CancelOrderDialog } from './CancelOrderDialog.tsx';
import { OrderCard } from './OrderCard.tsx';
import { OrderDetailsDialog } from './OrderDetailsDialog.tsx';
import { isOrdersPanel, ordersPageOf, ordersPageQuery } from './orders-query.ts';
import type { accountOrdersSchema } from './schema.ts';

const List = styled('ol', {
  display: 'grid',
  gap: '$4',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '&[aria-busy="true"]': { opacity: 0.6 },
});

const Pager = styled('nav', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  '& p': { margin: 0, color: '$muted' },
});

const PageLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: '$4',
  border: '1px solid $border',
  borderRadius: '$sm',
  color: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$surface' },
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});

const CardSkeleton = styled('li', {
  display: 'grid',
  gap: '$3',
  padding: '$5',
  border: '1px solid $border',
  borderRadius: '$md',
});

/** Placeholders the size of three order cards. */
function ListSkeleton() {
  return (
    <List aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <CardSkeleton key={row}>
          <Skeleton width="40%" height="1.25rem" />
          <Skeleton width="70%" height="2.5rem" />
          <Skeleton width="240px" height="56px" />
        </CardSkeleton>
      ))}
    </List>
  );
}

/** The page of a query string, for a pager link. */
const pageHref = (page: number) => (page <= 1 ? '?' : `?page=${page}`);

/** The orders panel on its own, for any location (stories render it directly). */
export function OrdersPanel({ page }: { page: number }) {
  const api = useApi();
  const { settings } = useStorefront();
  const result = useQuery({ ...ordersPageQuery(api, page), placeholderData: keepPreviousData });
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const cancelEnabled = settings.enable_cancel_order === true;
  const refundEnabled = settings.enable_refund === true;
  const data = result.data;

  let body: React.ReactNode;
  if (data === undefined && result.isError) {
    body = (
      <LoadError
        title="We couldn’t load your orders."
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
      />
    );
  } else if (data === undefined) {
    body = <ListSkeleton />;
  } else if (data.orders.length === 0 && data.pagination.total === 0) {
    body = (
      <EmptyState title="You haven’t placed any orders yet.">
        <p>When you do, you can track them, download invoices and ask for refunds here.</p>
        <ShopLink to="/shop-online">Start shopping</ShopLink>
      </EmptyState>
    );
  } else {
    const { pagination } = data;
    body = (
      <>
        <List aria-busy={result.isPlaceholderData || undefined}>
          {data.orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                cancelEnabled={cancelEnabled}
                onDetails={(chosen) => setDetailsOf(chosen.order_no)}
                onCancel={setCancelling}
              />
            </li>
          ))}
        </List>
        {pagination.last_page > 1 && (
          <Pager aria-label="Orders pages">
            {pagination.page > 1 ? (
              <PageLink to={pageHref(pagination.page - 1)}>Previous</PageLink>
            ) : (
              <span />
            )}
            <p>
              Page {pagination.page} of {pagination.last_page}
            </p>
            {pagination.page < pagination.last_page ? (
              <PageLink to={pageHref(pagination.page + 1)}>Next</PageLink>
            ) : (
              <span />
            )}
          </Pager>
        )}
      </>
    );
  }

  return (
    <Container width="normal">
      <Panel aria-labelledby={ACCOUNT_TITLE_ID} aria-busy={data === undefined && !result.isError}>
        {body}
      </Panel>
      <OrderDetailsDialog
        orderNo={detailsOf}
        onClose={() => setDetailsOf(null)}
        cancelEnabled={cancelEnabled}
        refundEnabled={refundEnabled}
        onCancel={setCancelling}
      />
      <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
    </Container>
  );
}

/**
 * The customer's orders, `/account/orders` (spec §2 'Orders & Refunds', 'Track/Manage your
 * orders'; spec §7 "Orders and tracking"): 10 a page, newest first, each with its number, date,
 * status, total and thumbnails; the details dialog, cancellation, per-item refunds and ratings
 * (spec §4 "Order dialogs"), the invoice and a track link. Renders nothing on the account's other
 * pages.
 */
export default function AccountOrders(_props: SectionProps<typeof accountOrdersSchema>) {
  const location = usePageLocation();
  if (!isOrdersPanel(location)) return null;
  return <OrdersPanel page={ordersPageOf(location.query)} />;
}
