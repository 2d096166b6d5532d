/**
 * Props of the address step (spec §2 "Address step UI modes", §4 "Address area", §5 "Address
 * step"): the shipping and billing addresses and the way on to payment. The fields come from the
 * store's address-field settings, not from props.
 */
export const checkoutAddressSchema = {
  type: 'object',
  properties: {
    /** Label of the checkbox that bills to the shipping address. @default 'Billing address same as shipping' */
    same_as_shipping_label: {
      type: 'string',
      title: 'Same-as-shipping label',
      maxLength: 80,
      default: 'Billing address same as shipping',
    },
    /** Label of the button to the payment step. @default 'Continue to Payment' */
    continue_label: {
      type: 'string',
      title: 'Continue button label',
      maxLength: 40,
      default: 'Continue to Payment',
    },
  },
  additionalProperties: false,
} as const;
