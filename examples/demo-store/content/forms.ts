import type { z } from 'zod';
import type { formRecordSchema } from './records.ts';

/** The contact form (`contact`) and the group trip enquiry (`get-in-touch`). */
export const forms = [
  {
    id: 'contact',
    title: 'Contact us',
    description: 'Questions about sizing, an order or a repair? We answer within one working day.',
    submit_label: 'Send message',
    success_message: 'Thank you for writing to us. We will reply within one working day.',
    fields: [
      { name: 'name', label: 'Name', type: 'text', required: true },
      { name: 'email', label: 'Email', type: 'email', required: true },
      {
        name: 'phone',
        label: 'Phone',
        type: 'tel',
        required: false,
        placeholder: '10-digit mobile number',
      },
      {
        name: 'topic',
        label: 'Topic',
        type: 'select',
        required: false,
        options: ['An order', 'Sizing advice', 'Repairs', 'Something else'],
      },
      { name: 'message', label: 'Message', type: 'textarea', required: true },
      {
        name: 'newsletter',
        label: 'Send me trail stories and offers',
        type: 'checkbox',
        required: false,
      },
    ],
  },
  {
    id: 'get-in-touch',
    title: 'Plan a group trek with us',
    description:
      'Taking a school, club or office team outdoors? Tell us about the trip and our trail team will suggest the kit.',
    submit_label: 'Get in touch',
    success_message: 'Thank you. A trail expert will call or write to you within two working days.',
    fields: [
      { name: 'name', label: 'Name', type: 'text', required: true },
      { name: 'email', label: 'Email', type: 'email', required: true },
      {
        name: 'phone',
        label: 'Phone',
        type: 'tel',
        required: true,
        placeholder: '10-digit mobile number',
      },
      { name: 'group_size', label: 'Group size', type: 'number', required: true },
      {
        name: 'season',
        label: 'When are you going?',
        type: 'select',
        required: false,
        options: ['Spring', 'Summer', 'Monsoon', 'Autumn', 'Winter'],
      },
      { name: 'message', label: 'About the trip', type: 'textarea', required: false },
    ],
  },
] satisfies z.input<typeof formRecordSchema>[];
