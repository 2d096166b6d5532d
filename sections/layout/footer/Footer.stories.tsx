import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookiePreferencesProvider } from '../../../runtime/app/chrome/cookie-preferences-slot.ts';
import { presetArgs } from '../../story-presets.ts';
import { LayoutProviders } from '../layout-fixtures.tsx';
import Footer from './Footer.tsx';
import { footer } from './index.ts';

const openCookiePreferences = () => {};

const meta = {
  title: 'Sections/Layout/Footer',
  component: Footer,
  decorators: [
    (Story) => (
      <LayoutProviders>
        <CookiePreferencesProvider value={openCookiePreferences}>
          <Story />
        </CookiePreferencesProvider>
      </LayoutProviders>
    ),
  ],
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MenuDetailsAndSocial: Story = { args: presetArgs(footer, 'Menu, details and social') };
export const MenuOnly: Story = { args: presetArgs(footer, 'Menu only') };
