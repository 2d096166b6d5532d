/**
 * Props of the orders panel, `/account/orders` (spec §2: 'Orders & Refunds', described as
 * 'Track/Manage your orders'). It shows only on that path, so it sits in the account template
 * with the account's other panels.
 */
export const accountOrdersSchema = {
  type: 'object',
  properties: {},
  additionalProperties: false,
} as const;
