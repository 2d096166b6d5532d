import type { Meta, StoryObj } from '@storybook/react-vite';
import { CookiePreferencesProvider } from '../../../runtime/chrome/cookie-preferences-slot.ts';
import { presetArgs, showing } from '../../story-presets.ts';
import { fixtureInitialValues, fixtureMenus, LayoutProviders } from '../layout-fixtures.tsx';
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

const full = presetArgs(footer, 'Menu, details and social');
const menuOnly = presetArgs(footer, 'Menu only');
const { settings } = fixtureInitialValues;
const firstColumn = fixtureMenus['/api/menu/footer'].items[0].label;
const details = [
  { role: 'heading', name: settings.store_name },
  { href: `mailto:${settings.store_email}` },
] as const;
const social = [{ href: settings.facebook }, { href: settings.linkedin }] as const;

export const MenuDetailsAndSocial: Story = {
  args: full,
  parameters: showing({
    shows: [{ role: 'navigation', name: firstColumn }, ...details, ...social],
  }),
};
export const MenuOnly: Story = {
  args: menuOnly,
  parameters: showing({
    shows: [{ role: 'navigation', name: firstColumn }, menuOnly.copyright],
    hides: [...details, ...social],
  }),
};
