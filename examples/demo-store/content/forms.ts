import type { z } from 'zod';
import type { formRecordSchema } from './records.ts';

/** The contact form (`contact`). */
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
] satisfies z.input<typeof formRecordSchema>[];
