/** Props of the footer section. Store details and social links come from the store settings. */
export const footerSchema = {
  type: 'object',
  properties: {
    /** Id of the menu shown in columns (`GET /api/menu/{id}`). @default 'footer' */
    menu_id: { type: 'string', title: 'Menu', minLength: 1, maxLength: 100, default: 'footer' },
    /** Show the store's name, address, e-mail and phone. @default true */
    show_store_details: { type: 'boolean', title: 'Show store details', default: true },
    /** Show links to the store's social profiles. @default true */
    show_social: { type: 'boolean', title: 'Show social links', default: true },
    /** Line at the bottom; empty gives '© {year} {store name}'. @default '' */
    copyright: { type: 'string', title: 'Copyright line', maxLength: 200, default: '' },
  },
  additionalProperties: false,
} as const;
