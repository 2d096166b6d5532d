/** Props of the rich-text section. */
export const richTextSchema = {
  type: 'object',
  properties: {
    /** Formatted text from the store's editor; sanitised on the server before it reaches a page. */
    html: { type: 'string', title: 'Text', contentMediaType: 'text/html' },
    /** Text alignment. @default 'left' */
    align: {
      type: 'string',
      title: 'Alignment',
      enum: ['left', 'center', 'right'],
      default: 'left',
    },
    /** Measure of the text column. @default 'normal' */
    width: {
      type: 'string',
      title: 'Width',
      enum: ['narrow', 'normal', 'wide'],
      default: 'normal',
    },
  },
  required: ['html'],
  additionalProperties: false,
} as const;
