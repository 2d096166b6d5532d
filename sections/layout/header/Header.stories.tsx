import type { Meta, StoryObj } from '@storybook/react-vite';
import { fixtureCart, fixtureCartLine } from '../../../runtime/commerce/cart/cart-fixtures.ts';
import { cartQueryKey } from '../../../runtime/commerce/cart/cart-query.ts';
import { fixtureCap } from '../../../runtime/commerce/product/product-fixtures.ts';
import { countedName } from '../../../themes/index.ts';
import { presetArgs, type Shown, showing } from '../../story-presets.ts';
import { fixtureMenus, LayoutProviders } from '../layout-fixtures.tsx';
import Header from './Header.tsx';
import { header } from './index.ts';

const cart = fixtureCart([fixtureCartLine(fixtureCap, 2)]);

const meta = {
  title: 'Sections/Layout/Header',
  component: Header,
  decorators: [
    (Story) => (
      <LayoutProviders queries={[[cartQueryKey, cart]]}>
        <Story />
      </LayoutProviders>
    ),
  ],
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

const full = presetArgs(header, 'Full header');
const minimal = presetArgs(header, 'Minimal');

/** The menu's first-level links, and the header's controls sorted by whether the preset shows them. */
function expectations(props: typeof full) {
  const controls: [boolean, Shown][] = [
    [props.show_search, { href: '/search' }],
    [props.show_account, { href: '/account' }],
    [props.show_wishlist, { href: '/account/wishlist' }],
    [props.show_cart, { role: 'link', name: countedName('Cart', cart.total_quantity) }],
  ];
  const menu = fixtureMenus['/api/menu/main'].items.map(
    (item): Shown => ({ role: 'link', name: item.label }),
  );
  return showing({
    shows: [...menu, ...controls.filter(([on]) => on).map(([, shown]) => shown)] as [
      Shown,
      ...Shown[],
    ],
    hides: controls.filter(([on]) => !on).map(([, shown]) => shown),
  });
}

export const FullHeader: Story = { args: full, parameters: expectations(full) };
export const Minimal: Story = { args: minimal, parameters: expectations(minimal) };
