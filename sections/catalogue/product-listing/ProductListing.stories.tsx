import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, type Shown, showing } from '../../story-presets.ts';
import {
  CatalogueProviders,
  fixtureFacets,
  fixtureListing,
  fixtureProducts,
} from '../catalogue-fixtures.tsx';
import { productListing } from './index.ts';
import { facetsQuery, listingQuery } from './listing-query.ts';
import type { ListingScope } from './listing-scope.ts';
import ProductListing from './ProductListing.tsx';

const shop = presetArgs(productListing, 'Shop with filters');
const simple = presetArgs(productListing, 'Simple grid');
// stories render at `/`, which lists the whole shop
const scope: ListingScope = { kind: 'shop', key: 'shop-online' };
const keyOf = (props: typeof shop) =>
  listingQuery(
    null as never,
    scope,
    { filters: {}, sort: props.default_sort, perPage: props.per_page },
    1,
  ).queryKey;
const listing = fixtureListing(fixtureProducts, { lastPage: 3, total: 20 });

const meta = {
  title: 'Sections/Catalogue/Product listing',
  component: ProductListing,
  decorators: [
    (Story) => (
      <CatalogueProviders
        queries={[
          [keyOf(shop), listing],
          [keyOf(simple), listing],
          [facetsQuery(null as never, scope, {}).queryKey, fixtureFacets],
        ]}
      >
        <Story />
      </CatalogueProviders>
    ),
  ],
} satisfies Meta<typeof ProductListing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each listed product, the heading, and the filters and breadcrumb where the preset shows them. */
function expectations(props: typeof shop) {
  const parts: [boolean, Shown][] = [
    [props.show_filters, { role: 'complementary', name: 'Filters' }],
    [props.show_breadcrumb, { role: 'navigation', name: 'Breadcrumb' }],
  ];
  return showing({
    shows: [
      ...listing.products.map((product): Shown => ({ role: 'heading', name: product.name })),
      ...(props.heading ? [{ role: 'heading', level: 1, name: props.heading } as const] : []),
      ...parts.filter(([on]) => on).map(([, shown]) => shown),
    ] as [Shown, ...Shown[]],
    hides: parts.filter(([on]) => !on).map(([, shown]) => shown),
  });
}

export const ShopWithFilters: Story = { args: shop, parameters: expectations(shop) };
export const SimpleGrid: Story = { args: simple, parameters: expectations(simple) };
