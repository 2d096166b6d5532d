import type { Meta, StoryObj } from '@storybook/react-vite';
import { authValues, demoCustomer } from '../../../runtime/commerce/auth/auth-fixtures.ts';
import { fixtureCart } from '../../../runtime/commerce/cart/cart-fixtures.ts';
import {
  fixtureBareProduct,
  fixtureCap,
  fixtureJacket,
} from '../../../runtime/commerce/product/product-fixtures.ts';
import { fixtureWishlist } from '../../../runtime/commerce/wishlist/wishlist-fixtures.ts';
import { routeApi, routeOf, SectionProviders } from '../../../runtime/testing/section-fixtures.tsx';
import * as cart from '../../../schemas/api/endpoints/cart.ts';
import * as wishlist from '../../../schemas/api/endpoints/wishlist.ts';
import { presetArgs, showing } from '../../story-presets.ts';
import { WishlistPanel } from './AccountWishlist.tsx';
import { accountWishlist } from './index.ts';

// The section shows only on /account/wishlist; the story renders its panel with three saved
// products, one of them out of stock.
const meta = {
  title: 'Sections/Account/Wishlist',
  component: WishlistPanel,
  decorators: [
    (Story) => (
      <SectionProviders
        api={routeApi({
          [routeOf(wishlist.get)]: fixtureWishlist(fixtureCap, fixtureJacket, fixtureBareProduct),
          [routeOf(cart.get)]: fixtureCart(),
        })}
        values={authValues({}, demoCustomer)}
      >
        <Story />
      </SectionProviders>
    ),
  ],
} satisfies Meta<typeof WishlistPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const byDefault = presetArgs(accountWishlist, 'Default');

/** Three saved products with Move to cart and Remove (the page's h1 is account-heading's). */
export const Default: Story = {
  args: byDefault,
  parameters: showing({
    shows: [
      { role: 'link', name: 'Northwind Classic Cap' },
      { role: 'button', name: 'Move Northwind Classic Cap to cart' },
      { role: 'button', name: 'Remove Monsoon Pro Rain Jacket from wishlist' },
      'Out of stock',
    ],
  }),
};
