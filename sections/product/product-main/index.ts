import { defineSection } from '../../../registry/index.ts';
import { productKeyOf, productQuery } from '../../../runtime/commerce/product/product-query.ts';
import { parsePageLocation } from '../../../runtime/routing/page-location.ts';
import { customGalleryQuery, pageOriginQuery } from '../shared/product-queries.ts';
import { productMainSchema } from './schema.ts';

export const productMain = defineSection({
  key: 'product-main',
  title: 'Product details',
  group: 'product',
  schema: productMainSchema,
  component: () => import('./ProductMain.tsx'),
  // the product (with ?sku= applied in the component), its custom gallery and the page's origin
  // (for absolute URLs in JSON-LD) arrive with the page; an unknown slug never gets here, the
  // template call already answered 404
  load: (props, ctx) => {
    const key = props.product || productKeyOf(parsePageLocation(ctx.url));
    if (!key) return [];
    const api = ctx.api;
    return [
      productQuery(api, key),
      pageOriginQuery(ctx.url.origin),
      ...(props.show_custom_gallery ? [customGalleryQuery(api, ctx.queryClient, key)] : []),
    ];
  },
  presets: [
    {
      name: 'Full product page',
      props: {
        product: '',
        thumbnails: 'left',
        zoom: true,
        colour_style: 'swatch',
        option_style: 'buttons',
        show_brand: true,
        show_size_chart: true,
        show_buy_now: true,
        show_pincode: true,
        show_chat: true,
        show_share: true,
        show_custom_gallery: true,
        show_description: true,
      },
    },
    {
      name: 'Compact choices',
      props: {
        product: '',
        thumbnails: 'below',
        zoom: false,
        colour_style: 'image',
        option_style: 'select',
        show_brand: false,
        show_size_chart: true,
        show_buy_now: false,
        show_pincode: false,
        show_chat: false,
        show_share: false,
        show_custom_gallery: false,
        show_description: true,
      },
    },
  ],
});
