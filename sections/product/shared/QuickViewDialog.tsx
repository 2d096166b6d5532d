import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { track } from '../../../runtime/analytics/analytics.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import {
  analyticsItem,
  commercePayload,
} from '../../../runtime/commerce/product/analytics-item.ts';
import { productQuery } from '../../../runtime/commerce/product/product-query.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import { productPath } from '../../../runtime/routing/product-path.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import { Dialog, styled, VisuallyHidden } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { QUICK_VIEW_OPTIONS } from './display-options.ts';
import { ProductDetails } from './ProductDetails.tsx';
import { pageOriginQuery } from './product-queries.ts';

const Loading = styled('div', {
  display: 'grid',
  gap: '$4',
  '@md': { gridTemplateColumns: '1fr 1fr' },
});
const Footer = styled('p', {
  margin: '$5 0 0',
  '& a': { color: '$primary', fontWeight: 600 },
});
const Problem = styled('p', { margin: 0, color: '$danger' });

export interface QuickViewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Slug of the product to show. */
  slug: string;
  /** Its name, the dialog's title while the product loads. */
  productName: string;
}

/**
 * The quick view (spec §2 "Product and quick-view"): the product page's content in a compact
 * dialog, fetched when it opens, with add to cart and buy now. Its own chunk, loaded on demand.
 */
export default function QuickViewDialog({
  open,
  onOpenChange,
  slug,
  productName,
}: QuickViewDialogProps) {
  const api = useApi();
  const product = useQuery({ ...productQuery(api, slug), enabled: open });
  const origin = useQuery(pageOriginQuery()).data ?? '';
  const currency = useStorefront().storefront.channel.currency.code;
  const shown = open ? product.data : undefined;

  // a quick view is a view of the product (spec §4 "view item"), once per opening
  useEffect(() => {
    if (shown) track('view_item', commercePayload(currency, [analyticsItem(shown)]));
  }, [shown, currency]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={product.data?.name ?? productName}
      size="lg"
    >
      <div aria-busy={product.isPending || undefined}>
        {product.data ? (
          <ProductDetails
            key={product.data.id}
            product={product.data}
            options={QUICK_VIEW_OPTIONS}
            layout="compact"
            initialSku={null}
            origin={origin}
          />
        ) : product.isError ? (
          <Problem role="alert">This product could not be loaded. Please try again later.</Problem>
        ) : (
          <Loading>
            <Skeleton height="320px" />
            <div>
              <Skeleton height="1.5em" width="70%" />
              <Skeleton height="1.5em" width="40%" />
            </div>
          </Loading>
        )}
        <Footer>
          <Link to={productPath(slug)} onClick={() => onOpenChange(false)}>
            View full details<VisuallyHidden> of {productName}</VisuallyHidden>
          </Link>
        </Footer>
      </div>
    </Dialog>
  );
}
