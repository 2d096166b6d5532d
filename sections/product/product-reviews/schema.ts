/** Props of the product-reviews section: the rating summary, the reviews and the review form. */
export const productReviewsSchema = {
  type: 'object',
  properties: {
    /**
     * Slug of the product whose reviews to show; empty shows the product of the page's URL.
     * @default ''
     */
    product: { type: 'string', title: 'Product (empty: the page’s product)', default: '' },
    /** Heading of the section. @default 'Customer reviews' */
    heading: { type: 'string', title: 'Heading', default: 'Customer reviews' },
    /** Show the overall rating, the count and a bar per number of stars. @default true */
    show_summary: { type: 'boolean', title: 'Show rating summary', default: true },
    /** Offer the write-a-review form (customers only; guests are asked to log in). @default true */
    allow_reviews: { type: 'boolean', title: 'Let customers write reviews', default: true },
  },
  additionalProperties: false,
} as const;
