import type { Meta, StoryObj } from '@storybook/react-vite';
import { readInitialValues } from '../../../runtime/storefront/initial-values.ts';
import { routeApi, SectionProviders } from '../../../runtime/testing/section-fixtures.tsx';
import { presetArgs, showing } from '../../story-presets.ts';
import { mapEmbed } from './index.ts';
import MapEmbed from './MapEmbed.tsx';

const values = readInitialValues({
  settings: {
    store_address: '14 Lavelle Road, Ashok Nagar, Bengaluru 560001',
    store_state: 'Karnataka',
    store_country: 'India',
    google_embed_url: 'https://www.google.com/maps?q=Lavelle+Road,+Bengaluru&output=embed',
  },
  storefront: {
    channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } },
    is_cookie_warning_enabled: true,
  },
}).values;

const meta = {
  title: 'Sections/Content/Map',
  component: MapEmbed,
  decorators: [
    (Story) => (
      <SectionProviders api={routeApi({})} values={values}>
        <Story />
      </SectionProviders>
    ),
  ],
} satisfies Meta<typeof MapEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

const storeMap = presetArgs(mapEmbed, 'Store map');

/** Before the shopper agrees to the map's cookies: the note, 'Load map', the address and its link. */
export const StoreMap: Story = {
  args: storeMap,
  parameters: showing({
    shows: [
      { role: 'heading', name: storeMap.heading },
      'The map is shown by Google Maps, which sets cookies.',
      { role: 'button', name: 'Load map' },
      '14 Lavelle Road, Ashok Nagar, Bengaluru 560001, Karnataka, India',
      { role: 'link', name: 'Open in maps' },
    ],
  }),
};
