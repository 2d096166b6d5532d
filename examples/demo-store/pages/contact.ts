import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { PageRecordInput } from '../../../schemas/api/index.ts';
import type { Section } from '../../../schemas/template.ts';
import type { mapEmbedSchema } from '../../../sections/content/map-embed/schema.ts';
import type { formSectionSchema } from '../../../sections/forms/form/schema.ts';
import type { tradeEnquirySchema } from '../../../sections/forms/trade-enquiry/schema.ts';
import { richText } from '../sections.ts';

// The pages of reaching the store (issue 16): contact with its map, a group trek enquiry, and
// trade (bulk) orders. Their sections take the props their schemas accept; defaulted props may
// be left out, validation fills them in.

type TemplateProps<S extends JSONSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>;

/** A `form` section: a form the store defines, by its key. */
export function formSection(id: string, props: TemplateProps<typeof formSectionSchema>): Section {
  return { key: 'form', id, props: { ...props } };
}

/** A `map-embed` section: the store's map, after the shopper agrees to its cookies. */
export function mapEmbed(id: string, props: TemplateProps<typeof mapEmbedSchema> = {}): Section {
  return { key: 'map-embed', id, props: { ...props } };
}

/** A `trade-enquiry` section: the TradeEnquiry plugin's form. */
export function tradeEnquiry(
  id: string,
  props: TemplateProps<typeof tradeEnquirySchema> = {},
): Section {
  return { key: 'trade-enquiry', id, props: { ...props } };
}

/** The sections of `/contact-us`: the contact form beside customer care's details, then the map. */
export const contactUsSections: Section[] = [
  formSection('contact-form', {
    form_id: 'contact',
    heading: 'Contact us',
    heading_level: 'h1',
    show_details: true,
    details: 'customer-care',
    details_heading: 'Customer care',
    details_note:
      'We answer every day from 9 am to 7 pm. To follow a parcel, open the order in My account.',
  }),
  mapEmbed('contact-map', { heading: 'Visit our Bengaluru store' }),
];

/** The group trek enquiry (`/get-in-touch`): the 'Get in touch' form beside the store's details. */
export const getInTouchPage = {
  slug: 'get-in-touch',
  title: 'Get in touch',
  meta_title: 'Get in touch | Northwind Outfitters',
  meta_description:
    'Planning a group trek for a school, club or team? Tell Northwind Outfitters about the trip and our trail experts will suggest the kit.',
  page_type: 'page',
  component_data: [
    formSection('get-in-touch-form', {
      form_id: 'get-in-touch',
      heading: 'Get in touch',
      heading_level: 'h1',
      show_details: true,
      details: 'store',
      details_heading: 'Visit our store',
      details_note: 'Open Monday to Saturday, 10 am to 8 pm.',
    }),
  ],
} satisfies PageRecordInput;

/** Trade and bulk orders (`/trade-enquiry`): what the trade desk offers, then its enquiry form. */
export const tradeEnquiryPage = {
  slug: 'trade-enquiry',
  title: 'Bulk orders',
  meta_title: 'Bulk and trade orders | Northwind Outfitters',
  meta_description:
    'Outfitting a trekking club, a school trip or a team? Ask Northwind Outfitters for trade prices on jackets, packs and tents.',
  page_type: 'page',
  component_data: [
    richText('trade-intro', {
      html: [
        '<h1>Bulk orders</h1>',
        '<p>Trekking clubs, schools, adventure companies and teams buy from us at trade prices. ',
        'From 10 units of one product we quote a discount, add your logo on request and deliver ',
        'to one address or many.</p>',
      ].join(''),
      align: 'left',
      width: 'normal',
    }),
    tradeEnquiry('trade-form', {
      heading: 'Ask for a trade quote',
      heading_level: 'h2',
      intro:
        'Tell us what you need and how many. Our trade team answers within two working days with prices and delivery times.',
      submit_label: 'Send enquiry',
    }),
  ],
} satisfies PageRecordInput;
