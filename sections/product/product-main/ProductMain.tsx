import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { track } from '../../../runtime/analytics/analytics.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import {
  analyticsItem,
  commercePayload,
} from '../../../runtime/commerce/product/analytics-item.ts';
import { productKeyOf, productQuery } from '../../../runtime/commerce/product/product-query.ts';
import { recordRecentView } from '../../../runtime/commerce/recently-viewed/recently-viewed-list.ts';
import { OnIntent } from '../../../runtime/render/OnIntent.tsx';
import { partOnIntent } from '../../../runtime/render/part-on-intent.ts';
import { useFromServer } from '../../../runtime/render/use-hydrating.ts';
import { usePageLocation } from '../../../runtime/routing/use-page-location.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import { Container, styled } from '../../../themes/index.ts';
import { Skeleton } from '../../../themes/ui/Skeleton.tsx';
import { customGalleryQuery, pageOriginQuery } from '../shared/product-queries.ts';
import type { productMainSchema } from './schema.ts';

const Section = styled('div', { paddingBlock: '$6' });
const Loading = styled('div', {
  display: 'grid',
  gap: '$6',
  '@md': { gridTemplateColumns: 'minmax(0, 11fr) minmax(0, 9fr)' },
  '& > div': { display: 'grid', gap: '$3', alignContent: 'start' },
});
const Problem = styled('p', { margin: 0, color: '$danger' });

// The details' code (gallery, choices, buy box: most of the page's script) loads when the shopper
// reaches for them; their server HTML is complete meanwhile, and a click on it is held and
// replayed (decisions 0011, 0017). A browser with the shopper hint loads it at once, for the
// customer's heart. This section itself hydrates with the page, to remember the product as
// recently viewed and tell analytics.
const details = partOnIntent(() => import('./ProductMainDetails.tsx'), { forGuests: true });

const loading = (
  <Loading>
    <Skeleton height="min(90vw, 640px)" />
    <div>
      <Skeleton height="2.25em" width="80%" />
      <Skeleton height="1.5em" width="30%" />
      <Skeleton height="3em" />
    </div>
  </Loading>
);

/**
 * The product page's main section (spec §2 "Product and quick-view"): the product of the page's
 * URL (or of the `product` prop), loaded on the server with the page, with `?sku=` choosing the
 * variant. Remembers the product as recently viewed once it shows in the browser.
 */
export default function ProductMain(props: SectionProps<typeof productMainSchema>) {
  const { product: chosen, ...options } = props;
  const fromServerHtml = useFromServer();
  const api = useApi();
  const queryClient = useQueryClient();
  const location = usePageLocation();
  const key = chosen || productKeyOf(location);
  const initialSku = location.sku;
  const product = useQuery({ ...productQuery(api, key ?? ''), enabled: key !== null });
  const origin = useQuery(pageOriginQuery()).data ?? '';
  const gallery = useQuery({
    ...customGalleryQuery(api, queryClient, key ?? ''),
    enabled: key !== null && options.show_custom_gallery,
  });
  const data = product.data;
  // the product the server drew (rendering, or hydrating its HTML): its details wait for the
  // shopper; another one, first drawn in the browser (a navigation), loads them at once
  const [drawnId] = useState(fromServerHtml ? data?.id : undefined);

  const currency = useStorefront().storefront.channel.currency.code;
  const latest = useRef(data);
  latest.current = data;
  const productId = data?.id;

  // once per product shown (not again when its data refreshes): remember it, tell analytics
  useEffect(() => {
    const shown = latest.current;
    if (productId === undefined || !shown) return;
    recordRecentView({ id: shown.id, slug: shown.slug, name: shown.name });
    track('view_item', commercePayload(currency, [analyticsItem(shown)]));
  }, [productId, currency]);

  if (key === null) return null;
  return (
    <Section aria-busy={product.isPending || undefined} data-product-main="">
      <Container width="wide">
        {data ? (
          data.id === drawnId ? (
            <OnIntent
              key={`${data.id}:${initialSku ?? ''}`}
              part={details}
              {...options}
              product={data}
              initialSku={initialSku}
              origin={origin}
              customGallery={gallery.data ?? null}
            />
          ) : (
            <Suspense fallback={loading}>
              <details.Lazy
                key={`${data.id}:${initialSku ?? ''}`}
                {...options}
                product={data}
                initialSku={initialSku}
                origin={origin}
                customGallery={gallery.data ?? null}
              />
            </Suspense>
          )
        ) : product.isError ? (
          <Problem role="alert">This product could not be loaded. Please try again later.</Problem>
        ) : (
          loading
        )}
      </Container>
    </Section>
  );
}
