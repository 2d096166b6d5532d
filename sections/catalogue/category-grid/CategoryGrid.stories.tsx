import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs } from '../../story-presets.ts';
import { CatalogueProviders, fixtureCategories } from '../catalogue-fixtures.tsx';
import CategoryGrid from './CategoryGrid.tsx';
import { categoryGridRequest } from './category-grid-query.ts';
import { categoryGrid } from './index.ts';

const top = presetArgs(categoryGrid, 'Top categories');
const subcategories = presetArgs(categoryGrid, 'Subcategories');

const meta = {
  title: 'Sections/Catalogue/Category grid',
  component: CategoryGrid,
  decorators: [
    (Story) => (
      <CatalogueProviders
        queries={[
          [['category-grid', categoryGridRequest(top)], { categories: fixtureCategories }],
          [
            ['category-grid', categoryGridRequest(subcategories)],
            { categories: fixtureCategories.slice(0, 3) },
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

export const TopCategories: Story = { args: top };
export const Subcategories: Story = { args: subcategories };
