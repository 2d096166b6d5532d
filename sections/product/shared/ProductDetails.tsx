import { lazy, memo, Suspense, useEffect, useId, useState } from 'react';
import { track } from '../../../runtime/analytics/analytics.ts';
import { chatConfigOf } from '../../../runtime/chrome/chat-link.ts';
import {
  customisationPayload,
  useCustomisation,
} from '../../../runtime/commerce/cart/customisation-store.ts';
import { maxQuantity } from '../../../runtime/commerce/cart/quantity.ts';
import type { AddToCartInput } from '../../../runtime/commerce/cart/use-add-to-cart.ts';
import { analyticsItem } from '../../../runtime/commerce/product/analytics-item.ts';
import {
  choose,
  initialSelection,
  isColourAttribute,
  productView,
  type VariantSelection,
} from '../../../runtime/commerce/product/variant-selection.ts';
import { OnIntent } from '../../../runtime/render/OnIntent.tsx';
import { partOnIntent } from '../../../runtime/render/part-on-intent.ts';
import { productPath } from '../../../runtime/routing/product-path.ts';
import { jsonForScript } from '../../../runtime/seo/json-for-script.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import type { ProductDetail } from '../../../schemas/api/catalogue.ts';
import type { Gallery } from '../../../schemas/api/content.ts';
import { styled } from '../../../themes/index.ts';
import { Price } from '../../../themes/ui/Price.tsx';
import { Rating } from '../../../themes/ui/Rating.tsx';
import { BuyBox } from './BuyBox.tsx';
import type { ProductDisplayOptions } from './display-options.ts';
import { ProductChatLink } from './ProductChatLink.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { postalCodeLength } from './postal-code.ts';
import { productJsonLd } from './product-json-ld.ts';
import { QuantityInput } from './QuantityInput.tsx';
import { replaceSkuInUrl } from './replace-sku-in-url.ts';
import { ShareBar } from './ShareBar.tsx';
import { StockState } from './StockState.tsx';
import { VariantPicker } from './VariantPicker.tsx';
import { WishlistToggle } from './WishlistToggle.tsx';

/**
 * Only a product with customisation shows these fields, so only its page downloads their code
 * (the upload and its checks). The server renders them complete: it waits for every Suspense
 * boundary (decision 0003), and hydration keeps that HTML until the code has arrived.
 */
const CustomisationFields = lazy(() =>
  import('./CustomisationFields.tsx').then((module) => ({ default: module.CustomisationFields })),
);

/**
 * The fields in their own boundary, memoised on the product id: a render of the details (a
 * variant chosen, the session arriving) must not reach the boundary while it still waits for its
 * code, or React would throw the fields' server HTML away, and what the shopper typed in them.
 */
const Customisation = memo(function Customisation({ productId }: { productId: number }) {
  return (
    <Suspense fallback={null}>
      <CustomisationFields productId={productId} />
    </Suspense>
  );
});

const Layout = styled('div', {
  display: 'grid',
  gap: '$6',
  gridTemplateColumns: 'minmax(0, 1fr)',
  variants: {
    layout: {
      page: { '@md': { gridTemplateColumns: 'minmax(0, 11fr) minmax(0, 9fr)', gap: '$7' } },
      compact: { gap: '$5', '@md': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
    },
  },
});

const Info = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4', minWidth: 0 });

const Brand = styled('p', {
  margin: 0,
  color: '$muted',
  fontSize: '$sm',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

const Name = styled('h1', {
  margin: 0,
  fontFamily: '$heading',
  fontSize: 'clamp(1.5rem, 3vw, 2.125rem)',
  lineHeight: 1.2,
});

const Meta = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $4',
  color: '$muted',
  fontSize: '$sm',
  '& a': { color: 'inherit' },
});

const PriceLine = styled('div', { fontSize: '1.5rem' });

const Summary = styled('p', { margin: 0, lineHeight: 1.6 });

const Actions = styled('div', {
  display: 'flex',
  alignItems: 'flex-end',
  gap: '$4',
  flexWrap: 'wrap',
});

const More = styled('div', {
  display: 'grid',
  gap: '$6',
  marginTop: '$7',
  '& h2': { margin: '0 0 $3', fontSize: '1.25rem' },
  '& dl': { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '$2 $5', margin: 0 },
  '& dt': { fontWeight: 600 },
  '& dd': { margin: 0 },
});

// text and pictures, hydrated when a shopper reaches into them (decision 0017)
const description = partOnIntent(() => import('./ProductDescription.tsx'));
const customGalleryPart = partOnIntent(() => import('./CustomGallery.tsx'));
// a button whose dialog's code loads when a shopper reaches for it, and a form whose field keeps
// what is typed before its code has arrived
const sizeChart = partOnIntent(() => import('./SizeChartButton.tsx'));
const pincodeCheck = partOnIntent(() => import('./PincodeCheck.tsx'));

export interface ProductDetailsProps {
  product: ProductDetail;
  options: ProductDisplayOptions;
  /** `page`: the product page (h1, JSON-LD, URL in step); `compact`: the quick view. */
  layout: 'page' | 'compact';
  /** The `?sku=` the page was opened with; the variant it names is chosen first. */
  initialSku: string | null;
  /** The origin of the page, for absolute URLs (share, JSON-LD). */
  origin: string;
  /** The gallery of the custom gallery plugin, when the product has one. */
  customGallery?: Gallery | null;
}

/**
 * A product's page content (spec §2 "Product and quick-view"): gallery, brand, name, rating,
 * price, sku, stock, variations, size chart, customisation, quantity, add to cart and buy now,
 * wishlist, pincode check, chat and share; on the page also the description, specifications,
 * the custom gallery and the JSON-LD. Choosing a variation updates sku, price, stock and pictures
 * and, on the page, the URL's `?sku=`.
 */
export function ProductDetails({
  product,
  options,
  layout,
  initialSku,
  origin,
  customGallery,
}: ProductDetailsProps) {
  const { storefront, pluginConfigs } = useStorefront();
  const [selection, setSelection] = useState<VariantSelection>(() =>
    initialSelection(product, initialSku),
  );
  const [quantity, setQuantity] = useState(1);
  const customisation = useCustomisation(product.id);
  const nameId = useId();
  const view = productView(product, selection);
  const page = layout === 'page';
  const chosenSku = view.variant?.sku ?? null;

  useEffect(() => {
    if (page) replaceSkuInUrl(chosenSku);
  }, [page, chosenSku]);

  const url = `${origin}${productPath(product.slug, chosenSku)}`;
  const currency = storefront.channel.currency.code;
  const chat = options.show_chat ? chatConfigOf(pluginConfigs) : null;
  const limit = maxQuantity(view.stock);
  const item = analyticsItem(product, { sku: view.sku, price: view.price });
  const units = Math.min(quantity, limit);
  const input: AddToCartInput | null =
    view.missing.length > 0 || (product.variants.length > 0 && !view.variant)
      ? null
      : {
          productId: product.id,
          quantity: units,
          ...(view.variant ? { sku: view.variant.sku } : {}),
          customisation: product.is_customisation_enabled
            ? customisationPayload(customisation)
            : undefined,
          item,
        };
  const firstImage = view.images[0] ?? product.base_image;

  return (
    <>
      <Layout layout={layout} data-product-details={product.slug}>
        <ProductGallery
          key={view.images.map((image) => image.src).join('|')}
          images={view.images}
          productName={product.name}
          zoom={options.zoom}
          thumbnails={options.thumbnails}
          priority={page}
        />
        <Info>
          {options.show_brand && product.brand && <Brand>{product.brand.name}</Brand>}
          {page && <Name id={nameId}>{product.name}</Name>}
          <Meta>
            {product.rating.count > 0 && (
              <span>
                <Rating value={product.rating.average} />{' '}
                {page ? (
                  <a href="#reviews">
                    {product.rating.count} {product.rating.count === 1 ? 'rating' : 'ratings'}
                  </a>
                ) : (
                  `${product.rating.count} ${product.rating.count === 1 ? 'rating' : 'ratings'}`
                )}
              </span>
            )}
            <span>
              SKU: <span data-product-sku="">{view.sku}</span>
            </span>
          </Meta>
          <PriceLine data-product-price="">
            <Price amount={view.price} listPrice={view.mrp} />
          </PriceLine>
          <StockState view={view} />
          {product.short_description && <Summary>{product.short_description}</Summary>}
          {product.variable_attributes.length > 0 && (
            <VariantPicker
              product={product}
              selection={selection}
              onChoose={(name, value) => setSelection((current) => choose(current, name, value))}
              colourStyle={options.colour_style}
              optionStyle={options.option_style}
              aside={(attribute) =>
                options.show_size_chart && product.size_chart && !isColourAttribute(attribute) ? (
                  <OnIntent part={sizeChart} chart={product.size_chart} />
                ) : null
              }
            />
          )}
          {options.show_size_chart &&
            product.size_chart &&
            !product.variable_attributes.some((attribute) => !isColourAttribute(attribute)) && (
              <OnIntent part={sizeChart} chart={product.size_chart} />
            )}
          {product.is_customisation_enabled && <Customisation productId={product.id} />}
          <Actions>
            <QuantityInput
              value={units}
              stock={view.stock}
              onChange={setQuantity}
              disabled={!view.inStock}
            />
            <WishlistToggle productId={product.id} productName={product.name} item={item} />
          </Actions>
          <BuyBox
            input={input}
            missing={view.missing.map((attribute) => attribute.label)}
            inStock={view.inStock}
            showBuyNow={options.show_buy_now}
          />
          {options.show_pincode && (
            <OnIntent
              part={pincodeCheck}
              length={postalCodeLength(storefront.channel.country.mobile_code)}
            />
          )}
          {chat && (
            <ProductChatLink
              config={chat}
              product={{ name: product.name, sku: view.sku, url }}
              onOpen={() =>
                track('whatsapp_chat', {
                  product_id: product.id,
                  product_name: product.name,
                  path: productPath(product.slug, chosenSku),
                })
              }
            />
          )}
          {options.show_share && (
            <ShareBar
              url={url}
              title={product.name}
              image={
                firstImage ? new URL(firstImage.src, `${origin || 'http://localhost'}/`).href : null
              }
            />
          )}
        </Info>
      </Layout>
      {page && (options.show_description || (options.show_custom_gallery && customGallery)) && (
        <More>
          {options.show_custom_gallery && customGallery && (
            <OnIntent part={customGalleryPart} gallery={customGallery} />
          )}
          {options.show_description && product.description.trim() && (
            <section aria-labelledby={`${nameId}-description`}>
              <h2 id={`${nameId}-description`}>Description</h2>
              <OnIntent part={description} html={product.description} />
            </section>
          )}
          {options.show_description && product.specifications.length > 0 && (
            <section aria-labelledby={`${nameId}-specifications`}>
              <h2 id={`${nameId}-specifications`}>Specifications</h2>
              <dl>
                {product.specifications.map((specification) => (
                  <div key={specification.name} style={{ display: 'contents' }}>
                    <dt>{specification.label}</dt>
                    <dd>{specification.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </More>
      )}
      {page && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text; jsonForScript escapes <, > and & so no value can end the element
          dangerouslySetInnerHTML={{
            __html: jsonForScript(productJsonLd(product, view, { origin, url, currency })),
          }}
        />
      )}
    </>
  );
}
