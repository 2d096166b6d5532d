import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../../../sections/story-presets.ts';
import { storeHours } from './index.ts';
import StoreHours from './StoreHours.tsx';

const meta = { title: 'Theme Hours/Store hours', component: StoreHours } satisfies Meta<
  typeof StoreHours
>;
export default meta;
type Story = StoryObj<typeof meta>;

const weekdaysAndWeekend = presetArgs(storeHours, 'Weekdays and weekend');

export const WeekdaysAndWeekend: Story = {
  args: weekdaysAndWeekend,
  parameters: showing({
    shows: [
      { role: 'heading', name: weekdaysAndWeekend.heading },
      ...weekdaysAndWeekend.rows.map((row) => ({ role: 'rowheader' as const, name: row.days })),
    ],
  }),
};
