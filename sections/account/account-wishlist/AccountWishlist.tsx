import { useQuery } from '@tanstack/react-query';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { wishlistQuery } from '../../../runtime/commerce/wishlist/wishlist-count-query.ts';
import { ACCOUNT_TITLE_ID } from '../../../runtime/routing/account-panels.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import type { WishlistItem } from '../../../schemas/api/wishlist.ts';
import { Container, styled } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { EmptyState, LoadError, Panel, ShopLink } from '../shared/panel-states.tsx';
import type { accountWishlistSchema } from './schema.ts';
import { WishlistCard } from './WishlistCard.tsx';
import { isWishlistPanel } from './wishlist-panel.ts';

const Grid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$5 $3',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@md': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '$6 $4' },
  '@lg': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

const Square = styled('div', { aspectRatio: '1 / 1', borderRadius: '$md', overflow: 'hidden' });
const SkeletonLines = styled('div', { display: 'grid', gap: '$2', marginTop: '$3' });

const Count = styled('p', { margin: 0, color: '$muted' });

function GridSkeleton() {
  return (
    <Grid aria-hidden="true">
      {[0, 1, 2, 3].map((cell) => (
        <li key={cell}>
          <Square>
            <Skeleton height="100%" />
          </Square>
          <SkeletonLines>
            <Skeleton width="80%" height="1rem" />
            <Skeleton width="40%" height="1rem" />
            <Skeleton height="44px" />
          </SkeletonLines>
        </li>
      ))}
    </Grid>
  );
}

/** The wishlist panel on its own, for any location (stories render it directly). */
export function WishlistPanel() {
  const api = useApi();
  const { isLoggedIn } = useStorefront();
  const result = useQuery({ ...wishlistQuery(api), enabled: isLoggedIn });
  const data = result.data;
  // an entry an add is still sending has no product yet: it shows once the API answers
  const items = (data?.items ?? []).filter((item): item is WishlistItem => 'product' in item);

  let body: React.ReactNode;
  if (data === null) {
    // the query answers `null` when the call failed (the header shows no count then)
    body = (
      <LoadError
        title="We couldn’t load your wishlist."
        onRetry={() => void result.refetch()}
        retrying={result.isFetching}
      />
    );
  } else if (data === undefined) {
    body = <GridSkeleton />;
  } else if (items.length === 0) {
    body = (
      <EmptyState title="Your wishlist is empty.">
        <p>Tap the heart on any product to save it here for later.</p>
        <ShopLink to="/shop-online">Start shopping</ShopLink>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <Count>
          {items.length} saved {items.length === 1 ? 'product' : 'products'}
        </Count>
        <Grid>
          {items.map((item) => (
            <li key={item.product_id}>
              <WishlistCard product={item.product} />
            </li>
          ))}
        </Grid>
      </>
    );
  }

  return (
    <Container width="normal">
      <Panel aria-labelledby={ACCOUNT_TITLE_ID} aria-busy={data === undefined || undefined}>
        {body}
      </Panel>
    </Container>
  );
}

/**
 * The customer's wishlist, `/account/wishlist` (spec §2 'All your saved product collections';
 * spec §7 "Wishlist"): each saved product with its picture, name, price and stock, 'Move to
 * cart' and 'Remove'; the header's wishlist and cart counts follow every change. Renders nothing
 * on the account's other pages.
 */
export default function AccountWishlist(_props: SectionProps<typeof accountWishlistSchema>) {
  if (!isWishlistPanel(usePageLocation())) return null;
  return <WishlistPanel />;
}
