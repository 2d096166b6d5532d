import type { PageRecordInput } from '../../../schemas/api/index.ts';
import { richText } from '../sections.ts';

/** The terms page (`/terms-and-conditions`), linked from checkout and the footer. */
export const termsPage = {
  slug: 'terms-and-conditions',
  title: 'Terms and conditions',
  meta_title: 'Terms and conditions | Northwind Outfitters',
  meta_description:
    'The terms that apply when you buy from Northwind Outfitters: orders, prices, delivery, returns and warranty.',
  page_type: 'page',
  component_data: [
    richText('terms-body', {
      html: [
        '<h1>Terms and conditions</h1>',
        '<p>These terms apply to every order placed on this website, which is operated by ',
        'Northwind Outfitters, 14 Lavelle Road, Bengaluru 560001, India. By placing an order you ',
        'accept them.</p>',
        '<h2>1. Orders</h2>',
        '<p>An order is accepted when we send you an order confirmation. We may decline an order ',
        'if an item is out of stock or a price was shown in error; any payment taken is then refunded in full.</p>',
        '<h2>2. Prices and payment</h2>',
        '<p>Prices are in Indian rupees and include GST. Delivery charges, if any, are shown before you pay.</p>',
        '<h2>3. Delivery</h2>',
        '<p>We deliver across India, usually within 2 to 6 working days. Delivery times are estimates, not guarantees.</p>',
        '<h2>4. Returns and refunds</h2>',
        '<p>You may return unused or lightly worn items within 30 days of delivery. Refunds are ',
        'made to the original payment method within 7 working days of the return reaching us.</p>',
        '<h2>5. Warranty</h2>',
        '<p>Our own-label products carry a two-year warranty against manufacturing defects. It ',
        'does not cover normal wear, accidents or alterations.</p>',
        '<h2>6. Contact</h2>',
        '<p>Questions about these terms: <a href="mailto:care@northwind-outfitters.example">care@northwind-outfitters.example</a>.</p>',
      ].join(''),
      align: 'left',
      width: 'narrow',
    }),
  ],
} satisfies PageRecordInput;
