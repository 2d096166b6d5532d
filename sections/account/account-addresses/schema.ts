/**
 * Props of the address book panel, `/account/addresses` (spec §2: 'Addresses' in the account
 * menu, described as 'Save addresses for a hassle-free checkout'). It shows only on that path, so
 * it sits in the account template with the account's other panels.
 */
export const accountAddressesSchema = {
  type: 'object',
  properties: {
    add_label: {
      type: 'string',
      title: 'Add button label',
      description: 'The button that opens the form for a new address.',
      default: 'Add address',
      minLength: 1,
      maxLength: 40,
    },
  },
  additionalProperties: false,
} as const;
