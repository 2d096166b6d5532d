/** Props of the example `store-hours` section. */
export const storeHoursSchema = {
  type: 'object',
  properties: {
    /** Heading above the table. @default 'Opening hours' */
    heading: { type: 'string', title: 'Heading', default: 'Opening hours' },
    /** One row per day or range of days. */
    rows: {
      type: 'array',
      title: 'Rows',
      minItems: 1,
      items: {
        type: 'object',
        properties: {
          days: { type: 'string', title: 'Days', minLength: 1 },
          hours: { type: 'string', title: 'Hours', minLength: 1 },
        },
        required: ['days', 'hours'],
        additionalProperties: false,
      },
    },
  },
  required: ['rows'],
  additionalProperties: false,
} as const;
