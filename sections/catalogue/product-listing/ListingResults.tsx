import type { CSSProperties, RefObject } from 'react';
import { NEEDED_NEAR_ATTRIBUTE } from '../../../runtime/render/part-on-intent.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import type { ProductCard as ProductCardData } from '../../../schemas/api/catalogue.ts';
import { Button, styled } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { responsiveGridCss } from '../grid-columns.ts';
import { storefrontCardSlots } from '../product-card/card-slots.tsx';
import { ProductCard } from '../product-card/ProductCard.tsx';
import type { ListingColumns } from './listing-columns.ts';
import type { ListingScope } from './listing-scope.ts';
import { productsLabel } from './products-label.ts';

// 2 columns on phones and 3 on tablets (the variables' defaults); the shopper's choice from `lg`
const Grid = styled('ul', {
  ...responsiveGridCss,
  transition: 'opacity 150ms',
  '&[aria-busy="true"]': { opacity: 0.6 },
});

const Placeholder = styled('div', { aspectRatio: '1 / 1' });

const Empty = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$6 $5',
  border: '1px dashed $border',
  borderRadius: '$md',
  '& h2': { margin: 0, fontSize: '1.25rem' },
  '& p': { margin: 0, color: '$muted' },
});

const More = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  paddingTop: '$4',
  '& p': { margin: 0, color: '$muted', fontSize: '$sm' },
});

export interface ListingResultsProps {
  scope: ListingScope;
  /** The products of the pages shown; `null` while the first page loads. */
  products: readonly ProductCardData[] | null;
  /** Products over all pages. */
  total: number;
  /** Whether the first page failed and there is nothing to show. */
  failed: boolean;
  onRetry: () => void;
  /** Whether a navigation to another filter, sort or page is on its way. */
  pending: boolean;
  /** Whether a page follows the last one shown. */
  hasMore: boolean;
  onLoadMore: () => void;
  /** The element infinite scroll watches, after the last product. */
  sentinel: RefObject<HTMLDivElement | null>;
  /**
   * Whether the next page loads as the end nears (infinite scroll): the listing's code is then
   * needed as soon as the end nears, though the shopper has not reached for it.
   */
  loadsNearEnd: boolean;
  /** Products per row on wide screens; the first row's images load first. */
  columns: ListingColumns;
  /** Placeholders shown while the first page loads (at most 8). */
  perPage: number;
  /** Whether filters are chosen, so an empty result offers to clear them. */
  filtered: boolean;
  onClear: () => void;
}

/**
 * The products of a listing: the grid (placeholders while the first page loads), 'Showing n of
 * m' with 'Load more', or what an empty or failed listing says.
 */
export function ListingResults({
  scope,
  products,
  total,
  failed,
  onRetry,
  pending,
  hasMore,
  onLoadMore,
  sentinel,
  loadsNearEnd,
  columns,
  perPage,
  filtered,
  onClear,
}: ListingResultsProps) {
  if (failed) {
    return (
      <Empty role="status">
        <h2>Products could not be loaded</h2>
        <p>Please check your connection and try again.</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </Empty>
    );
  }
  if (products && products.length === 0) {
    return <EmptyState filtered={filtered} scope={scope} onClear={onClear} />;
  }
  return (
    <>
      <Grid
        aria-busy={pending || !products || undefined}
        aria-label="Products"
        style={{ '--sf-cols-lg': String(columns) } as CSSProperties}
      >
        {products
          ? products.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  priority={index < columns}
                  headingLevel={2}
                  slots={storefrontCardSlots}
                />
              </li>
            ))
          : Array.from({ length: Math.min(perPage, 8) }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index}>
                <Placeholder>
                  <Skeleton height="100%" />
                </Placeholder>
              </li>
            ))}
      </Grid>
      {products && (
        <More>
          <p>
            Showing {products.length} of {productsLabel(total)}
          </p>
          {hasMore && (
            <Button
              variant="secondary"
              loading={pending}
              loadingLabel="Loading more products"
              onClick={onLoadMore}
            >
              Load more
            </Button>
          )}
          <div
            ref={sentinel}
            aria-hidden="true"
            {...(loadsNearEnd && hasMore ? { [NEEDED_NEAR_ATTRIBUTE]: '' } : {})}
          />
        </More>
      )}
    </>
  );
}

/** What an empty listing says: filters to clear, a search to change, or a shop to browse. */
function EmptyState({
  filtered,
  scope,
  onClear,
}: {
  filtered: boolean;
  scope: ListingScope;
  onClear: () => void;
}) {
  if (filtered) {
    return (
      <Empty role="status">
        <h2>No products match these filters</h2>
        <p>Try removing a filter or two, or clear them all to see every product here.</p>
        <Button onClick={onClear}>Clear all</Button>
      </Empty>
    );
  }
  if (scope.kind === 'search') {
    return (
      <Empty role="status">
        <h2>{scope.query ? `No results for “${scope.query}”` : 'What are you looking for?'}</h2>
        <p>
          {scope.query.length === 1
            ? 'Type at least two letters to search.'
            : 'Check the spelling, try fewer words, or browse the whole shop.'}
        </p>
        <Link to="/shop-online">Browse all products</Link>
      </Empty>
    );
  }
  return (
    <Empty role="status">
      <h2>No products here yet</h2>
      <p>New products arrive often. In the meantime, browse the whole shop.</p>
      <Link to="/shop-online">Browse all products</Link>
    </Empty>
  );
}
