import type { PageRecordInput } from '../../../schemas/api/index.ts';
import { richText } from '../sections.ts';

/** The privacy policy page (`/privacy-policy`). */
export const privacyPage = {
  slug: 'privacy-policy',
  title: 'Privacy policy',
  meta_title: 'Privacy policy | Northwind Outfitters',
  meta_description:
    'What personal data Northwind Outfitters collects, why, how long we keep it and the choices you have.',
  page_type: 'page',
  component_data: [
    richText('privacy-body', {
      html: [
        '<h1>Privacy policy</h1>',
        '<p>Northwind Outfitters respects your privacy. This policy explains what we collect when ',
        'you visit or shop with us, and how we use it.</p>',
        '<h2>What we collect</h2>',
        '<ul>',
        '<li>Your name, phone number, e-mail and delivery address when you order or create an account.</li>',
        '<li>Your order history, so you can track orders and request returns.</li>',
        '<li>With your consent, anonymous usage data that helps us improve the shop.</li>',
        '</ul>',
        '<h2>How we use it</h2>',
        '<p>We use your data to fulfil orders, provide customer care and, if you opt in, send ',
        'occasional news. We never sell your data.</p>',
        '<h2>Cookies</h2>',
        '<p>Necessary cookies keep your cart and session working. Optional cookies are set only ',
        'after you accept them, and you can change your choice at any time with Manage Cookies.</p>',
        '<h2>How long we keep it</h2>',
        '<p>Order records are kept for eight years, as Indian tax law requires. Account data is ',
        'deleted within 30 days of closing your account.</p>',
        '<h2>Your rights</h2>',
        '<p>You may ask to see, correct or delete your data by writing to ',
        '<a href="mailto:privacy@northwind-outfitters.example">privacy@northwind-outfitters.example</a>.</p>',
      ].join(''),
      align: 'left',
      width: 'narrow',
    }),
  ],
} satisfies PageRecordInput;
