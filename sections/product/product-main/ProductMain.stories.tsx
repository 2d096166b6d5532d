import type { Meta, StoryObj } from '@storybook/react-vite';
import { productQueryKey } from '../../../runtime/commerce/product/product-query.ts';
import { formatPrice } from '../../../themes/ui/Price.tsx';
import { presetArgs, type Shown, showing } from '../../story-presets.ts';
import { fixtureJacket, ProductProviders, productValues } from '../product-fixtures.tsx';
import { productMain } from './index.ts';
import ProductMain from './ProductMain.tsx';

const meta = {
  title: 'Sections/Product/Product details',
  component: ProductMain,
  decorators: [
    (Story) => (
      <ProductProviders
        queries={[
          [productQueryKey(fixtureJacket.slug), { product: fixtureJacket }],
          [['page-origin'], 'https://shop.example'],
          [['custom-gallery', fixtureJacket.slug], null],
        ]}
      >
        <Story />
      </ProductProviders>
    ),
  ],
} satisfies Meta<typeof ProductMain>;
export default meta;
type Story = StoryObj<typeof meta>;

const fullPage = presetArgs(productMain, 'Full product page');
const compact = presetArgs(productMain, 'Compact choices');
const currency = productValues().storefront.channel.currency.code;

/** The product's name and price, and each optional part where the preset turns it on. */
function expectations(props: typeof fullPage) {
  const parts: [boolean, Shown][] = [
    [props.show_brand, String(fixtureJacket.brand?.name)],
    [props.show_buy_now, { role: 'button', name: 'Buy now' }],
    [props.show_pincode, { role: 'textbox', name: 'Check delivery to your pincode' }],
    [props.show_share, { role: 'group', name: 'Share this product' }],
    [props.show_description, { role: 'heading', name: 'Description' }],
  ];
  return showing({
    shows: [
      { role: 'heading', level: 1, name: fixtureJacket.name },
      formatPrice(fixtureJacket.channel.selling_price, currency),
      ...parts.filter(([on]) => on).map(([, shown]) => shown),
    ],
    hides: parts.filter(([on]) => !on).map(([, shown]) => shown),
  });
}

// Stories render outside a product URL, so they name the fixture product.
export const FullProductPage: Story = {
  args: { ...fullPage, product: fixtureJacket.slug },
  parameters: expectations(fullPage),
};
export const CompactChoices: Story = {
  args: { ...compact, product: fixtureJacket.slug },
  parameters: expectations(compact),
};
