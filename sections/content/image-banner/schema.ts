/** Props of the image-banner section. */
export const imageBannerSchema = {
  type: 'object',
  properties: {
    /** The banner image with its intrinsic size, so the page reserves its space before it loads. */
    image: {
      type: 'object',
      title: 'Image',
      properties: {
        src: { type: 'string', title: 'Image URL', minLength: 1 },
        /** Describes the image for people who cannot see it; empty for a decorative image. */
        alt: { type: 'string', title: 'Alternative text' },
        width: { type: 'integer', title: 'Width (px)', minimum: 1 },
        height: { type: 'integer', title: 'Height (px)', minimum: 1 },
      },
      required: ['src', 'alt', 'width', 'height'],
      additionalProperties: false,
    },
    /** Large text over the image. */
    heading: { type: 'string', title: 'Heading' },
    /** Supporting text under the heading. */
    text: { type: 'string', title: 'Text' },
    /** Call-to-action link. */
    cta: {
      type: 'object',
      title: 'Button',
      properties: {
        label: { type: 'string', title: 'Label', minLength: 1 },
        href: { type: 'string', title: 'Link', minLength: 1 },
      },
      required: ['label', 'href'],
      additionalProperties: false,
    },
    /** Position of the text. @default 'center' */
    align: {
      type: 'string',
      title: 'Text position',
      enum: ['left', 'center', 'right'],
      default: 'center',
    },
    /** Banner height: small 240px, medium 400px, large 560px (less on phones). @default 'medium' */
    height: {
      type: 'string',
      title: 'Height',
      enum: ['small', 'medium', 'large'],
      default: 'medium',
    },
    /** Load the image first: for a banner at the top of the page. @default false */
    priority: { type: 'boolean', title: 'Above the fold', default: false },
  },
  required: ['image'],
  additionalProperties: false,
} as const;
