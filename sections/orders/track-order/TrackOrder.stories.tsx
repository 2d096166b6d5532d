import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { ApiError } from '../../../runtime/api/api-error.ts';
import type { RequestOptions } from '../../../runtime/api/endpoint-client.ts';
import { authValues } from '../../../runtime/commerce/auth/auth-fixtures.ts';
import { routeApi, SectionProviders } from '../../../runtime/testing/section-fixtures.tsx';
import { TRACK_ORDER_NOT_FOUND_MESSAGE } from '../../../schemas/api/tracking.ts';
import { presetArgs, showing } from '../../story-presets.ts';
import { trackOrder } from './index.ts';
import { TrackOrderView } from './TrackOrder.tsx';
import { fixtureShipment, fixtureTrackedOrder } from './tracking-fixtures.ts';

// In stories, order NW100004 is found with meera@example.com (or phone 9000000001); any other
// pair gets the API's one message. Its waybill answers with two scans.
const storyApi = routeApi({
  'POST /api/track-order': ({ body }: RequestOptions) => {
    const { order_no, email, phone } = (body ?? {}) as Record<string, unknown>;
    if (order_no === 'NW100004' && (email === 'meera@example.com' || phone === '9000000001')) {
      return fixtureTrackedOrder();
    }
    throw new ApiError(TRACK_ORDER_NOT_FOUND_MESSAGE, { status: 404 });
  },
  'GET /api/track-order/NW1234567840': fixtureShipment(),
});

const meta = {
  title: 'Sections/Orders/Track order',
  component: TrackOrderView,
  decorators: [
    (Story) => (
      <SectionProviders api={storyApi} values={authValues()}>
        <Story />
      </SectionProviders>
    ),
  ],
} satisfies Meta<typeof TrackOrderView>;
export default meta;
type Story = StoryObj<typeof meta>;

const byDefault = presetArgs(trackOrder, 'Default');
const whereIsMyOrder = presetArgs(trackOrder, 'Where is my order');

/** The empty form under the heading and help text. */
export const Default: Story = {
  args: { ...byDefault, api: storyApi },
  parameters: showing({
    shows: [
      { role: 'heading', level: 1, name: byDefault.heading },
      byDefault.text,
      { role: 'textbox', name: 'Order number' },
      { role: 'textbox', name: 'E-mail or phone' },
      { role: 'button', name: byDefault.button_label },
    ],
    hides: [{ role: 'list', name: 'Order progress' }],
  }),
};

/** Its other texts, with a shipped order tracked: status, stepper, lines and View scans. */
export const WhereIsMyOrder: Story = {
  args: { ...whereIsMyOrder, api: storyApi },
  parameters: showing({
    shows: [
      { role: 'heading', level: 1, name: whereIsMyOrder.heading },
      whereIsMyOrder.text,
      { role: 'heading', level: 2, name: 'Order NW100004' },
      { role: 'list', name: 'Order progress' },
      { role: 'button', name: 'View scans' },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Order number' }), 'NW100004');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'E-mail or phone' }),
      'meera@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: whereIsMyOrder.button_label }));
  },
};
