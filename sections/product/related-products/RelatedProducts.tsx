import { useQuery } from '@tanstack/react-query';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { productKeyOf } from '../../../runtime/commerce/product/product-query.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { ProductRow } from '../shared/ProductRow.tsx';
import { relatedProductsQuery } from './related-query.ts';
import type { relatedProductsSchema } from './schema.ts';

/**
 * Products related to the page's product (spec §2 "related products"): the same category, best
 * rated first, as product cards. Loaded on the server with the page; nothing shows when there
 * are none.
 */
export default function RelatedProducts(props: SectionProps<typeof relatedProductsSchema>) {
  const { product, heading, limit, columns } = props;
  const api = useApi();
  const location = usePageLocation();
  const key = product || productKeyOf(location);
  const related = useQuery({ ...relatedProductsQuery(api, key ?? ''), enabled: key !== null });
  if (key === null) return null;
  return (
    <ProductRow
      heading={heading}
      products={related.data ? related.data.products.slice(0, limit) : null}
      columns={columns}
      placeholders={Math.min(limit, columns.desktop)}
    />
  );
}
