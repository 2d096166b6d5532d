import { useQuery } from '@tanstack/react-query';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { productKeyOf } from '../../../runtime/commerce/product/product-query.ts';
import { useRecentlyViewed } from '../../../runtime/commerce/recently-viewed/recently-viewed-store.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import { productPath } from '../../../runtime/routing/product-path.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { Container, styled } from '../../../themes/index.ts';
import { ProductRow } from '../shared/ProductRow.tsx';
import { recentlyViewedQuery } from './recently-viewed-query.ts';
import type { recentlyViewedSchema } from './schema.ts';

const Fallback = styled('nav', {
  paddingBlock: '$6',
  '& h2': { margin: '0 0 $3', fontSize: '1.5rem' },
  '& ul': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '$2 $4',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  '& a': { color: '$primary' },
});

/**
 * The products this browser looked at last (spec §2 "recently viewed items"), newest first, without the
 * product of the page itself. The list lives in the browser, so the server renders nothing and
 * the section appears after hydration; the cards are fetched fresh by id. If they cannot be
 * fetched, the remembered names are links.
 */
export default function RecentlyViewed({
  heading,
  limit,
  columns,
}: SectionProps<typeof recentlyViewedSchema>) {
  const api = useApi();
  const current = productKeyOf(usePageLocation());
  const viewed = useRecentlyViewed();
  const shown = (viewed ?? []).filter((product) => product.slug !== current).slice(0, limit);
  const ids = shown.map((product) => product.id);
  const cards = useQuery({ ...recentlyViewedQuery(api, ids), enabled: ids.length > 0 });

  if (viewed === null || shown.length === 0) return null;
  if (cards.isError) {
    return (
      <Container width="wide">
        <Fallback aria-label={heading}>
          <h2>{heading}</h2>
          <ul>
            {shown.map((product) => (
              <li key={product.id}>
                <Link to={productPath(product.slug)}>{product.name}</Link>
              </li>
            ))}
          </ul>
        </Fallback>
      </Container>
    );
  }
  return (
    <ProductRow
      heading={heading}
      products={cards.data ? cards.data.products : null}
      columns={columns}
      placeholders={Math.min(shown.length, columns.desktop)}
    />
  );
}
