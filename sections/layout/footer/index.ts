import { defineSection } from '../../../registry/index.ts';
import { menuQuery } from '../../../runtime/content/menu-query.ts';
import { footerSchema } from './schema.ts';

export const footer = defineSection({
  key: 'footer',
  title: 'Footer',
  group: 'layout',
  schema: footerSchema,
  component: () => import('./Footer.tsx'),
  load: (props, ctx) => [menuQuery(ctx.api, props.menu_id)],
  presets: [
    {
      name: 'Menu, details and social',
      props: { menu_id: 'footer', show_store_details: true, show_social: true, copyright: '' },
    },
    {
      name: 'Menu only',
      props: {
        menu_id: 'footer',
        show_store_details: false,
        show_social: false,
        copyright: 'Northwind Outfitters, Bengaluru',
      },
    },
  ],
});
