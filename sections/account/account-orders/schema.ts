/**
 * Props of the orders panel, `/account/orders` (spec §2: 'Orders & Refunds', described as
 * 'Track/Manage your orders'). It shows only on that path, so it sits in the account template
 * with the account's other panels.
 */
export const accountOrdersSchema = {
  type: 'object',
  properties: {
    /** Heading of the page. @default 'Orders & Refunds' */
    heading: { type: 'string', title: 'Heading', maxLength: 80, default: 'Orders & Refunds' },
    /** Text under the heading. @default 'Track/Manage your orders' */
    description: {
      type: 'string',
      title: 'Description',
      maxLength: 300,
      default: 'Track/Manage your orders',
    },
  },
  additionalProperties: false,
} as const;
