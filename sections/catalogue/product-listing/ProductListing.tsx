import { Suspense, useState } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { OnIntent } from '../../../runtime/render/OnIntent.tsx';
import { partOnIntent } from '../../../runtime/render/part-on-intent.ts';
import { useFromServer } from '../../../runtime/render/use-hydrating.ts';
import { Container, styled } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { responsiveGridCss } from '../grid-columns.ts';
import { rememberedListingColumns } from './listing-columns.ts';
import type { productListingSchema } from './schema.ts';

// The listing's code (filters, toolbar, cards and their hearts: most of the page's script) loads
// when a guest reaches for it, or as the end of a listing that scrolls for more nears; the
// server's HTML is complete meanwhile, and a click on it is held and replayed (decisions 0011,
// 0017). A browser with the shopper hint loads it as it nears the viewport, for the customer's
// hearts.
const body = partOnIntent(() => import('./ListingBody.tsx'), { forGuests: true });

const Loading = styled('div', {
  display: 'grid',
  gap: '$5',
  paddingBlock: '$5 $7',
  '& > ul': responsiveGridCss,
  '& li': { aspectRatio: '1 / 1' },
});

/** What a client render (a navigation) shows until the listing's code has arrived, once. */
const loading = (
  <Container width="wide">
    <Loading aria-busy="true">
      <Skeleton height="2.25em" width="40%" />
      <ul aria-label="Products">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <Skeleton height="100%" />
          </li>
        ))}
      </ul>
    </Loading>
  </Container>
);

/**
 * The shop, a category, a collection or search results as a filterable grid (ListingBody.tsx).
 * The server drew the grid at the section's column count: where the shopper chose another in this
 * browser, the listing's code loads at once to show theirs.
 */
export default function ProductListing(props: SectionProps<typeof productListingSchema>) {
  const [fromServer] = useState(useFromServer());
  const [needed] = useState(() => (rememberedListingColumns() ?? props.columns) !== props.columns);
  return fromServer ? (
    <OnIntent part={body} needed={needed} {...props} />
  ) : (
    <Suspense fallback={loading}>
      <body.Lazy {...props} />
    </Suspense>
  );
}
