import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, type Shown, showing } from '../../story-presets.ts';
import { CatalogueProviders, fixtureCategories } from '../catalogue-fixtures.tsx';
import CategoryGrid, { productCountLabel } from './CategoryGrid.tsx';
import { categoryGridRequest } from './category-grid-query.ts';
import { categoryGrid } from './index.ts';

const top = presetArgs(categoryGrid, 'Top categories');
const subcategories = presetArgs(categoryGrid, 'Subcategories');
// what the story's API answers for each preset
const topAnswer = fixtureCategories;
const subcategoriesAnswer = fixtureCategories.slice(0, 3);

const meta = {
  title: 'Sections/Catalogue/Category grid',
  component: CategoryGrid,
  decorators: [
    (Story) => (
      <CatalogueProviders
        queries={[
          [['category-grid', categoryGridRequest(top)], { categories: topAnswer }],
          [
            ['category-grid', categoryGridRequest(subcategories)],
            { categories: subcategoriesAnswer },
          ],
        ]}
      >
        <Story />
      </CatalogueProviders>
    ),
  ],
} satisfies Meta<typeof CategoryGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The heading, and each category the preset keeps (empty ones hidden), with its count if asked. */
function expectations(props: typeof top, answer: typeof fixtureCategories) {
  const kept = answer.filter((category) => !props.hide_empty || category.product_count > 0);
  const dropped = answer.filter((category) => !kept.includes(category));
  const counts = kept.map((category) => productCountLabel(category.product_count));
  return showing({
    shows: [
      { role: 'heading', name: String(props.heading) },
      ...kept.map((category): Shown => ({ role: 'link', name: new RegExp(`^${category.name}`) })),
      ...(props.show_count ? counts : []),
    ],
    hides: [
      ...dropped.map(
        (category): Shown => ({ role: 'link', name: new RegExp(`^${category.name}`) }),
      ),
      ...(props.show_count ? [] : counts),
    ],
  });
}

export const TopCategories: Story = { args: top, parameters: expectations(top, topAnswer) };
export const Subcategories: Story = {
  args: subcategories,
  parameters: expectations(subcategories, subcategoriesAnswer),
};
