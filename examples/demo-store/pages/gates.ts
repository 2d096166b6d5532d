import type { PageRecordInput } from '../../../schemas/api/index.ts';

// The gate pages of spec §2 (`/password-protected`, `/coming-soon`, `/under-maintenance`). The
// storefront's guards send shoppers here while the store is locked or in a mode, and answer 404
// for them otherwise (spec §4). They use the bare `gate` layout and are never indexed.

/** `/password-protected`. */
export const passwordProtectedPage = {
  slug: 'password-protected',
  title: 'Password protected',
  meta_title: 'Enter the store password | Northwind Outfitters',
  meta_description: 'This store is password protected.',
  page_type: 'gate',
  layout_id: 'gate',
  component_data: [
    {
      key: 'password-gate',
      id: 'password-gate',
      props: {
        heading: 'Northwind Outfitters is password protected',
        message: 'Enter the store password to continue.',
        button_label: 'Enter store',
      },
    },
  ],
} satisfies PageRecordInput;

/** `/coming-soon`. */
export const comingSoonPage = {
  slug: 'coming-soon',
  title: 'Coming soon',
  meta_title: 'Coming soon | Northwind Outfitters',
  meta_description: 'Northwind Outfitters opens soon.',
  page_type: 'gate',
  layout_id: 'gate',
  component_data: [
    {
      key: 'store-mode',
      id: 'store-mode-coming-soon',
      props: {
        mode: 'Coming Soon',
        message:
          'Jackets, packs and layers tested from the Western Ghats to the Himalaya: our shop opens very soon.',
        show_subscribe: true,
        subscribe_text: 'Leave your e-mail and we will tell you when we open.',
        button_label: 'Notify me',
      },
    },
  ],
} satisfies PageRecordInput;

/** `/under-maintenance`. */
export const underMaintenancePage = {
  slug: 'under-maintenance',
  title: 'Under maintenance',
  meta_title: 'Under maintenance | Northwind Outfitters',
  meta_description: 'Northwind Outfitters is being improved and will be back shortly.',
  page_type: 'gate',
  layout_id: 'gate',
  component_data: [
    {
      key: 'store-mode',
      id: 'store-mode-maintenance',
      props: {
        mode: 'Under Maintenance',
        show_subscribe: true,
        subscribe_text: 'Leave your e-mail and we will tell you when we are back.',
        button_label: 'Notify me',
      },
    },
  ],
} satisfies PageRecordInput;

/** Every gate page of the demo store. */
export const gatePages = [passwordProtectedPage, comingSoonPage, underMaintenancePage];
