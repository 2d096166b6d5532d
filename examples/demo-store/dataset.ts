import { z } from 'zod';
import {
  pageRecordSchema,
  pluginRecordSchema,
  settingsSchema,
  storefrontSchema,
} from '../../schemas/api/index.ts';
import { layoutSchema } from '../../schemas/template.ts';
import { catalogueDatasetSchema } from './catalogue/records.ts';
import { checkCommerceReferences, commerceDatasetSchema } from './commerce/records.ts';
import { contentDatasetSchema } from './content/records.ts';
import { checkCustomerReferences, customerDatasetSchema } from './customers/records.ts';

/**
 * A whole store as seed data: what the reference API loads into an empty database. Pages must
 * have unique slugs, pages may only name layouts of the set, and section ids must be unique
 * within each page's template (its layout's header and footer plus its own sections).
 */
export const storeDatasetSchema = z
  .object({
    /** Store settings, `{ key: value }`. */
    settings: settingsSchema,
    /** The storefront object. */
    storefront: storefrontSchema,
    /** Known plugins, installed or not. */
    plugins: z.array(pluginRecordSchema),
    /** Layouts; the one with id `default` serves pages without a layout of their own. */
    layouts: z.array(layoutSchema),
    /** Pages with their sections. */
    pages: z.array(pageRecordSchema),
    /** Categories, brands, products and collections. @default an empty catalogue */
    catalogue: catalogueDatasetSchema.prefault({}),
    /** Menus, sliders, forms, FAQs, blog posts and plugin data. @default no content */
    content: contentDatasetSchema.prefault({}),
    /** Countries, address forms, customers, their addresses, wishlists and reviews. @default none */
    customers: customerDatasetSchema.prefault({}),
    /** Coupons, shipping and payment methods, and past orders. @default none */
    commerce: commerceDatasetSchema.prefault({}),
  })
  .superRefine((store, ctx) => {
    const productSlugs = new Set(store.catalogue.products.map((product) => product.slug));
    checkCustomerReferences(store.customers, productSlugs, ctx, ['customers']);
    checkCommerceReferences(store.commerce, store.catalogue, store.customers, ctx, ['commerce']);
    store.content.galleries.forEach((gallery, index) => {
      if (gallery.product !== null && !productSlugs.has(gallery.product)) {
        ctx.addIssue({
          code: 'custom',
          path: ['content', 'galleries', index, 'product'],
          message: `Unknown product "${gallery.product}"`,
        });
      }
    });
    const layouts = new Map(store.layouts.map((layout) => [layout.id, layout]));
    if (!layouts.has('default')) {
      ctx.addIssue({
        code: 'custom',
        path: ['layouts'],
        message: 'A layout with id "default" is required',
      });
    }
    const slugs = new Set<string>();
    store.pages.forEach((page, index) => {
      if (slugs.has(page.slug)) {
        ctx.addIssue({
          code: 'custom',
          path: ['pages', index, 'slug'],
          message: `Duplicate slug "${page.slug}"`,
        });
      }
      slugs.add(page.slug);
      const layout = layouts.get(page.layout_id ?? 'default');
      if (layout === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['pages', index, 'layout_id'],
          message: 'Unknown layout',
        });
        return;
      }
      const ids = new Set<string>();
      for (const section of [...layout.header, ...layout.footer, ...page.component_data]) {
        if (ids.has(section.id)) {
          ctx.addIssue({
            code: 'custom',
            path: ['pages', index, 'component_data'],
            message: `The section id "${section.id}" is used twice in this template`,
          });
        }
        ids.add(section.id);
      }
    });
  });
/** A parsed store dataset, defaults applied. */
export type StoreDataset = z.infer<typeof storeDatasetSchema>;
/** A store dataset as written by hand. */
export type StoreDatasetInput = z.input<typeof storeDatasetSchema>;
