import type { Meta, StoryObj } from '@storybook/react-vite';
import { presetArgs, showing } from '../../story-presets.ts';
import {
  FormsProviders,
  fixtureContactForm,
  fixtureGetInTouchForm,
  fixtureSettings,
} from '../forms-fixtures.tsx';
import FormSection from './FormSection.tsx';
import { formQueryKey } from './form-query.ts';
import { formSection } from './index.ts';

const meta = {
  title: 'Sections/Forms/Form',
  component: FormSection,
  decorators: [
    (Story) => (
      <FormsProviders
        queries={[
          [formQueryKey('contact'), fixtureContactForm],
          [formQueryKey('get-in-touch'), fixtureGetInTouchForm],
        ]}
      >
        <Story />
      </FormsProviders>
    ),
  ],
} satisfies Meta<typeof FormSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const contact = presetArgs(formSection, 'Contact');
const getInTouch = presetArgs(formSection, 'Get in touch');

/** The contact form from its definition, beside customer care's details. */
export const Contact: Story = {
  args: contact,
  parameters: showing({
    shows: [
      { role: 'heading', level: 1, name: fixtureContactForm.title },
      { role: 'form', name: fixtureContactForm.title },
      ...fixtureContactForm.fields.map((field) => field.label),
      { role: 'button', name: fixtureContactForm.submit_label },
      { role: 'heading', level: 2, name: contact.details_heading },
      { href: `mailto:${fixtureSettings.customer_care_email}` },
      contact.details_note,
    ],
  }),
};

/** The group trek form (a number field among its fields), beside the store's own details. */
export const GetInTouch: Story = {
  args: getInTouch,
  parameters: showing({
    shows: [
      { role: 'heading', level: 2, name: getInTouch.heading },
      fixtureGetInTouchForm.description,
      { role: 'textbox', name: 'Group size' },
      { role: 'button', name: fixtureGetInTouchForm.submit_label },
      { role: 'heading', level: 3, name: getInTouch.details_heading },
      { href: `mailto:${fixtureSettings.store_email}` },
    ],
    hides: [{ href: `mailto:${fixtureSettings.customer_care_email}` }],
  }),
};
