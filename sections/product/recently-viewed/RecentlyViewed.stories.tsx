import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { recentlyViewedStore } from '../../../runtime/commerce/recently-viewed/recently-viewed-store.ts';
import { presetArgs, showing } from '../../story-presets.ts';
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

const lastFour = presetArgs(recentlyViewed, 'Last four');
const lastTwelve = presetArgs(recentlyViewed, 'Last twelve');

/** The heading and the viewed products, newest first, as many as the preset keeps. */
function expectations(props: typeof lastFour) {
  const names = viewed.slice(0, props.limit).map((product) => product.name);
  return showing({
    shows: [
      { role: 'heading', name: props.heading },
      ...names.map((name) => ({ role: 'heading' as const, name })),
    ],
  });
}

export const LastFour: Story = { args: lastFour, parameters: expectations(lastFour) };
export const LastTwelve: Story = { args: lastTwelve, parameters: expectations(lastTwelve) };
