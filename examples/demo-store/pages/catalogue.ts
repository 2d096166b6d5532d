import type { PageRecordInput } from '../../../schemas/api/index.ts';
import type { Section } from '../../../schemas/template.ts';

// The listing templates (spec §2 routes): one page per listing kind. The reference API
// picks them by path (`/product-category/{slug...}`, `/product-collection/{slug...}`,
// `/shop-online/{slug}`, `/search`) and fills the page meta from the category or collection;
// `{title}` in a meta title is replaced by its name.

/** A `product-listing` section with the demo store's settings. */
function productListing(id: string, props: Record<string, unknown> = {}): Section {
  return {
    key: 'product-listing',
    id,
    props: {
      per_page: 12,
      columns: 4,
      pagination: 'store',
      show_filters: true,
      show_breadcrumb: true,
      show_header: true,
      default_sort: 'newest',
      ...props,
    },
  };
}

/** `/product-category/{slug...}`. */
export const categoryTemplatePage = {
  slug: 'product-category',
  title: 'Category',
  meta_title: '{title} | Northwind Outfitters',
  meta_description: 'Clothing and outdoor gear from Northwind Outfitters.',
  page_type: 'category',
  // categories are small: two rows of four, then 'Load more'
  component_data: [productListing('category-listing', { per_page: 8 })],
} satisfies PageRecordInput;

/** `/product-collection/{slug...}`. */
export const collectionTemplatePage = {
  slug: 'product-collection',
  title: 'Collection',
  meta_title: '{title} | Northwind Outfitters',
  meta_description: 'A collection of clothing and outdoor gear from Northwind Outfitters.',
  page_type: 'collection',
  component_data: [productListing('collection-listing')],
} satisfies PageRecordInput;

/** `/search?q=...`: the results of the header search. */
export const searchPage = {
  slug: 'search',
  title: 'Search',
  meta_title: 'Search | Northwind Outfitters',
  meta_description: 'Search the Northwind Outfitters range of clothing and outdoor gear.',
  page_type: 'shop',
  component_data: [productListing('search-listing', { heading: 'Search results' })],
} satisfies PageRecordInput;

/** `/shop-online` and `/shop-online/{slug}`. */
export const shopPage = {
  slug: 'shop-online',
  title: 'Shop all',
  meta_title: 'Shop all clothing and gear | Northwind Outfitters',
  meta_description:
    'Browse every jacket, pack, layer and accessory in the Northwind Outfitters range.',
  page_type: 'shop',
  component_data: [productListing('shop-listing', { heading: 'Shop all' })],
} satisfies PageRecordInput;

/** Every listing template of the demo store. */
export const cataloguePages = [shopPage, categoryTemplatePage, collectionTemplatePage, searchPage];
