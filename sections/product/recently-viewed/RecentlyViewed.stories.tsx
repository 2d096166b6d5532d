import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { recentlyViewedStore } from '../../../runtime/commerce/recently-viewed/recently-viewed-store.ts';
import { presetArgs } from '../../story-presets.ts';
import {
  cardOf,
  fixtureBareProduct,
  fixtureCap,
  fixtureJacket,
  ProductProviders,
} from '../product-fixtures.tsx';
import { recentlyViewed } from './index.ts';
import RecentlyViewed from './RecentlyViewed.tsx';

const viewed = [fixtureJacket, fixtureCap, fixtureBareProduct];

/** Puts the fixture products in the browser's list before the story renders. */
function WithHistory({ children }: { children: ReactNode }) {
  useState(() => {
    recentlyViewedStore.getState().clear();
    for (const product of [...viewed].reverse()) {
      recentlyViewedStore
        .getState()
        .recordView({ id: product.id, slug: product.slug, name: product.name });
    }
    return null;
  });
  return <>{children}</>;
}

const meta = {
  title: 'Sections/Product/Recently viewed',
  component: RecentlyViewed,
  decorators: [
    (Story) => (
      <ProductProviders
        queries={[
          [
            ['recently-viewed', viewed.map((product) => product.id)],
            { products: viewed.map(cardOf) },
          ],
        ]}
      >
        <WithHistory>
          <Story />
        </WithHistory>
      </ProductProviders>
    ),
  ],
} satisfies Meta<typeof RecentlyViewed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LastFour: Story = { args: presetArgs(recentlyViewed, 'Last four') };
export const LastTwelve: Story = { args: presetArgs(recentlyViewed, 'Last twelve') };
