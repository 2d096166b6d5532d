import type { SectionProps } from '../../../registry/index.ts';

/**
 * What the product details show and how: shared by the product-main section's schema and the
 * quick view, so both render the same parts the same way.
 */
export const productDisplayProperties = {
  /** Where the thumbnails sit beside the main picture. @default 'left' */
  thumbnails: {
    type: 'string',
    title: 'Thumbnails',
    enum: ['left', 'below'],
    default: 'left',
  },
  /** Magnify the picture on hover, or with Enter on the keyboard. @default true */
  zoom: { type: 'boolean', title: 'Zoom pictures', default: true },
  /** How colours are chosen: colour swatches or pictures of the product in each colour. @default 'swatch' */
  colour_style: {
    type: 'string',
    title: 'Colour choice',
    enum: ['swatch', 'image'],
    default: 'swatch',
  },
  /** How other options (sizes) are chosen: buttons or a drop-down list. @default 'buttons' */
  option_style: {
    type: 'string',
    title: 'Size choice',
    enum: ['buttons', 'select'],
    default: 'buttons',
  },
  /** Show the brand above the name. @default true */
  show_brand: { type: 'boolean', title: 'Show brand', default: true },
  /** Offer the size chart in a dialog when the product has one. @default true */
  show_size_chart: { type: 'boolean', title: 'Show size chart', default: true },
  /** Show the Buy now button next to Add to cart. @default true */
  show_buy_now: { type: 'boolean', title: 'Show Buy now', default: true },
  /** Show the delivery check by pincode. @default true */
  show_pincode: { type: 'boolean', title: 'Show pincode check', default: true },
  /** Show the WhatsApp chat link when the Chat plugin is installed. @default true */
  show_chat: { type: 'boolean', title: 'Show WhatsApp chat', default: true },
  /** Show the share buttons. @default true */
  show_share: { type: 'boolean', title: 'Show share buttons', default: true },
  /** Show the gallery the custom gallery plugin ties to the product. @default true */
  show_custom_gallery: { type: 'boolean', title: 'Show custom gallery', default: true },
  /** Show the description and specifications under the buy box. @default true */
  show_description: { type: 'boolean', title: 'Show description', default: true },
} as const;

/** The display options as a JSON Schema object, for their props type. */
export const productDisplaySchema = {
  type: 'object',
  properties: productDisplayProperties,
  additionalProperties: false,
} as const;

/** How product details are shown (every option has its schema default once validated). */
export type ProductDisplayOptions = SectionProps<typeof productDisplaySchema>;

/** The quick view's options: the buy box without what belongs on the page. */
export const QUICK_VIEW_OPTIONS: ProductDisplayOptions = {
  thumbnails: 'below',
  zoom: false,
  colour_style: 'swatch',
  option_style: 'buttons',
  show_brand: true,
  show_size_chart: true,
  show_buy_now: true,
  show_pincode: false,
  show_chat: false,
  show_share: false,
  show_custom_gallery: false,
  show_description: false,
};
