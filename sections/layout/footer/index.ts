import { defineSection } from '../../../registry/index.ts';
import { menuQuery } from '../../../runtime/content/menu-query.ts';
import { footerSchema } from './schema.ts';

export const footer = defineSection({
  key: 'footer',
  title: 'Footer',
  group: 'layout',
  schema: footerSchema,
  component: () => import('./Footer.tsx'),
  // links and text, complete in the server's HTML: on a short page (cart, track order) it is in
  // view at load, yet only its Cookie preferences button needs code, and a click made before the
  // code arrives is held and replayed (decision 0011). Its code loads when a shopper turns to it.
  hydrate: 'intent',
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
