import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { accountQuery } from '../../../runtime/commerce/account/account-query.ts';
import {
  wishlistCount,
  wishlistQuery,
} from '../../../runtime/commerce/wishlist/wishlist-count-query.ts';
import { ACCOUNT_PANELS, accountPanelOf } from '../../../runtime/routing/account-panels.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import type { Address } from '../../../schemas/api/address.ts';
import type { Order } from '../../../schemas/api/orders.ts';
import { Container, styled } from '../../../themes/index.ts';
import { formatPrice } from '../../../themes/ui/Price.tsx';
import { LocalTime } from '../shared/LocalTime.tsx';
import {
  Card,
  CardHeader,
  CardNote,
  PanelEmpty,
  PanelError,
  PanelLoading,
  TextLink,
  VerifiedBadge,
} from '../shared/panel-parts.tsx';
import { dashboardAddressesQuery, recentOrdersQuery } from './dashboard-queries.ts';
import type { accountDashboardSchema } from './schema.ts';

const Grid = styled('div', {
  display: 'grid',
  gap: '$4',
  '@md': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '$5' },
  '& > [data-wide]': { '@md': { gridColumn: '1 / -1' } },
});

const Hello = styled('p', {
  margin: '0 0 $4',
  fontSize: '1.125rem',
  '& strong': { fontWeight: 600 },
});

const OrderList = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& li': {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
    gap: '$1 $3',
    paddingBlock: '$3',
    borderTop: '1px solid $border',
  },
  '& li:first-child': { borderTop: 0, paddingTop: 0 },
  '& li:last-child': { paddingBottom: 0 },
  '& .order-no': { fontWeight: 600 },
  '& .order-meta': { color: '$muted', fontSize: '$sm' },
  '& .order-total': { fontWeight: 600, textAlign: 'right', whiteSpace: 'nowrap' },
});

/** A status pill; its colour follows where the order stands. */
export const StatusBadge = styled('span', {
  justifySelf: 'end',
  padding: '2px $2',
  borderRadius: '$pill',
  fontSize: '$xs',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  backgroundColor: '$surface',
  color: '$text',
  '&[data-status="delivered"]': { backgroundColor: 'rgba(31, 95, 74, 0.12)', color: '#17493a' },
  '&[data-status="shipped"], &[data-status="placed"]': {
    backgroundColor: 'rgba(47, 111, 237, 0.1)',
    color: '#1d4fb8',
  },
  '&[data-status="cancelled"], &[data-status="refunded"]': {
    backgroundColor: 'rgba(180, 35, 24, 0.08)',
    color: '$danger',
  },
  '&[data-status="pending_payment"]': {
    backgroundColor: 'rgba(183, 121, 31, 0.14)',
    color: '#7a4f00',
  },
});

const AddressBlock = styled('address', {
  fontStyle: 'normal',
  lineHeight: 1.5,
  '& strong, & span': { display: 'block' },
  '& small': {
    display: 'block',
    marginBottom: '$1',
    color: '$muted',
    fontSize: '$xs',
    fontWeight: 600,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
});

const Addresses = styled('div', {
  display: 'grid',
  gap: '$4',
  '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const Count = styled('p', {
  fontSize: '2rem',
  fontWeight: 700,
  lineHeight: 1,
  '& span': {
    display: 'block',
    marginTop: '$1',
    fontSize: '1rem',
    fontWeight: 400,
    color: '$muted',
  },
});

const Details = styled('dl', {
  display: 'grid',
  gap: '$2',
  margin: 0,
  '& div': { display: 'grid', gap: '2px' },
  '& dt': { color: '$muted', fontSize: '$sm' },
  '& dd': {
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '$2',
    overflowWrap: 'anywhere',
  },
});

const Links = styled('p', { display: 'flex', flexWrap: 'wrap', gap: '$2 $5' });

/** An order's total as the API wrote it. */
function totalOf(order: Order): string {
  return order.grand_total.formatted ?? formatPrice(order.grand_total.amount, order.currency);
}

/** The lines of a saved address: name, street, town and pincode, state and country. */
export function addressLines(address: Address): string[] {
  const text = (key: string) => {
    const value = address[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const joined = (...parts: string[]) => parts.filter(Boolean).join(', ');
  return [
    joined(text('line1'), text('line2')),
    text('landmark'),
    joined(text('city'), text('pincode')),
    joined(address.state?.name ?? '', address.country.name),
  ].filter(Boolean);
}

/** A card's body for one query: skeleton, error with retry, or `children` with its data. */
function Loaded<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <PanelError
        message={`Your ${what} could not be loaded.`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <PanelLoading label={`Loading your ${what}`} rows={2} />;
}

function RecentOrders({ count }: { count: number }) {
  const api = useApi();
  const query = useQuery(recentOrdersQuery(api));
  return (
    <Card aria-labelledby="dashboard-orders" data-wide="">
      <CardHeader>
        <h2 id="dashboard-orders">Recent orders</h2>
        {(query.data?.orders.length ?? 0) > 0 && (
          <TextLink to={ACCOUNT_PANELS.orders.path}>View all orders</TextLink>
        )}
      </CardHeader>
      <Loaded query={query} what="orders">
        {({ orders }) =>
          orders.length === 0 ? (
            <PanelEmpty>
              <p>You have not placed any orders yet.</p>
              <TextLink to="/shop-online">Start shopping</TextLink>
            </PanelEmpty>
          ) : (
            <OrderList>
              {orders.slice(0, count).map((order) => (
                <li key={order.id}>
                  <span className="order-no">
                    <TextLink to={ACCOUNT_PANELS.orders.path}>Order {order.order_no}</TextLink>
                  </span>
                  <StatusBadge data-status={order.status}>{order.status_label}</StatusBadge>
                  <span className="order-meta">
                    <LocalTime iso={order.created_at} /> ·{' '}
                    {order.total_quantity === 1 ? '1 item' : `${order.total_quantity} items`}
                  </span>
                  <span className="order-total">{totalOf(order)}</span>
                </li>
              ))}
            </OrderList>
          )
        }
      </Loaded>
    </Card>
  );
}

function DefaultAddresses() {
  const api = useApi();
  const query = useQuery(dashboardAddressesQuery(api));
  return (
    <Card aria-labelledby="dashboard-addresses" data-wide="">
      <CardHeader>
        <h2 id="dashboard-addresses">Default addresses</h2>
        <TextLink to={ACCOUNT_PANELS.addresses.path}>Manage addresses</TextLink>
      </CardHeader>
      <Loaded query={query} what="addresses">
        {(addresses) => {
          const defaults = (['Shipping', 'Billing'] as const)
            .map((type) => addresses.find((a) => a.address_type === type && a.is_default))
            .filter((a): a is Address => a !== undefined);
          if (defaults.length === 0) {
            return (
              <PanelEmpty>
                <p>No saved addresses yet. Save one for a hassle-free checkout.</p>
              </PanelEmpty>
            );
          }
          return (
            <Addresses>
              {defaults.map((address) => (
                <AddressBlock key={address.id}>
                  <small>{address.address_type} address</small>
                  {typeof address.name === 'string' && <strong>{address.name}</strong>}
                  {addressLines(address).map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </AddressBlock>
              ))}
            </Addresses>
          );
        }}
      </Loaded>
    </Card>
  );
}

function WishlistSummary() {
  const api = useApi();
  const { data, isPending } = useQuery(wishlistQuery(api));
  const count = wishlistCount(data);
  return (
    <Card aria-labelledby="dashboard-wishlist">
      <CardHeader>
        <h2 id="dashboard-wishlist">Wishlist</h2>
        <TextLink to={ACCOUNT_PANELS.wishlist.path}>View wishlist</TextLink>
      </CardHeader>
      {isPending ? (
        <PanelLoading label="Loading your wishlist" rows={1} />
      ) : data === null ? (
        <CardNote>Your saved products are on your wishlist.</CardNote>
      ) : (
        <>
          <Count>
            {count}
            <span>{count === 1 ? 'saved product' : 'saved products'}</span>
          </Count>
          <CardNote>
            {count === 0
              ? 'Tap the heart on a product to save it for later.'
              : 'Move them to your cart whenever you are ready.'}
          </CardNote>
          {count === 0 && <TextLink to="/shop-online">Browse products</TextLink>}
        </>
      )}
    </Card>
  );
}

function ProfileSummary() {
  const api = useApi();
  const mobileCode = useStorefront().storefront.channel.country.mobile_code;
  const query = useQuery(accountQuery(api));
  return (
    <Card aria-labelledby="dashboard-profile">
      <CardHeader>
        <h2 id="dashboard-profile">Profile</h2>
        <TextLink to={ACCOUNT_PANELS.profile.path}>Edit profile</TextLink>
      </CardHeader>
      <Loaded query={query} what="profile">
        {(customer) => (
          <>
            <Details>
              <div>
                <dt>Name</dt>
                <dd>
                  {customer.first_name} {customer.last_name}
                </dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{customer.email}</dd>
              </div>
              <div>
                <dt>Mobile number</dt>
                <dd>
                  {customer.phone ? `${mobileCode} ${customer.phone}` : 'Not given'}
                  {customer.phone &&
                    (customer.phone_verified_at ? (
                      <VerifiedBadge />
                    ) : (
                      <TextLink to={ACCOUNT_PANELS.profile.path}>Verify</TextLink>
                    ))}
                </dd>
              </div>
            </Details>
            <Links>
              <TextLink to={ACCOUNT_PANELS.security.path}>Change password</TextLink>
            </Links>
          </>
        )}
      </Loaded>
    </Card>
  );
}

function Greeting() {
  const api = useApi();
  const { data } = useQuery(accountQuery(api));
  return (
    <Hello>
      {data ? (
        <>
          Hello, <strong>{data.first_name}</strong>!
        </>
      ) : (
        'Hello!'
      )}
    </Hello>
  );
}

/** The dashboard's content, whatever the URL (stories render it directly). */
export function DashboardPanel({ recentOrders }: { recentOrders: number }) {
  return (
    <Container width="wide">
      <Greeting />
      <Grid>
        <RecentOrders count={recentOrders} />
        <DefaultAddresses />
        <ProfileSummary />
        <WishlistSummary />
      </Grid>
    </Container>
  );
}

/**
 * The Account Overview (spec §2 /account): greeting, latest orders, default addresses, wishlist
 * count and links into each account page. Each card loads, fails and retries on its own.
 */
export default function AccountDashboard({
  recent_orders,
}: SectionProps<typeof accountDashboardSchema>) {
  if (accountPanelOf(usePageLocation())?.key !== 'dashboard') return null;
  return <DashboardPanel recentOrders={recent_orders} />;
}
