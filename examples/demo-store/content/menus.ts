import type { MenuItem } from '../../../schemas/api/index.ts';

const link = (label: string, url: string, children: MenuItem[] = []): MenuItem => ({
  label,
  url,
  children,
});

/** The header menu (`main`) and the footer menu (`footer`). */
export const menus = [
  {
    id: 'main',
    name: 'Main menu',
    items: [
      link('Shop all', '/shop-online'),
      link('Jackets', '/product-category/jackets', [
        link('Rain jackets', '/product-category/rain-jackets'),
        link('Down jackets', '/product-category/down-jackets'),
        link('Fleece', '/product-category/fleece-jackets'),
      ]),
      link('Footwear', '/product-category/footwear', [
        link('Hiking boots', '/product-category/hiking-boots'),
        link('Trail runners', '/product-category/trail-runners'),
      ]),
      link('Backpacks', '/product-category/backpacks', [
        link('Daypacks', '/product-category/daypacks'),
        link('Trekking packs', '/product-category/trekking-packs'),
      ]),
      link('Tents', '/product-category/tents'),
      link('Collections', '/shop-online', [
        link('New arrivals', '/product-collection/new-arrivals'),
        link('Best sellers', '/product-collection/best-sellers'),
        link('Summer trails', '/product-collection/summer-trails'),
      ]),
      link('Journal', '/blogs'),
    ],
  },
  {
    id: 'footer',
    name: 'Footer menu',
    items: [
      link('Shop', '/shop-online', [
        link('Jackets', '/product-category/jackets'),
        link('Footwear', '/product-category/footwear'),
        link('Backpacks', '/product-category/backpacks'),
        link('Accessories', '/product-category/accessories'),
      ]),
      link('Help', '/contact-us', [
        link('Contact us', '/contact-us'),
        link('Track order', '/track-order'),
        link('FAQ', '/faq'),
        link('Get in touch', '/get-in-touch'),
        link('Bulk orders', '/trade-enquiry'),
      ]),
      link('About', '/about-us', [
        link('Our story', '/about-us'),
        link('Journal', '/blogs'),
        link('Terms and conditions', '/terms-and-conditions'),
        link('Privacy policy', '/privacy-policy'),
      ]),
    ],
  },
];
