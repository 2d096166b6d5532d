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
      link('Jackets', '/category/jackets', [
        link('Rain jackets', '/category/rain-jackets'),
        link('Down jackets', '/category/down-jackets'),
        link('Fleece', '/category/fleece-jackets'),
      ]),
      link('Footwear', '/category/footwear', [
        link('Hiking boots', '/category/hiking-boots'),
        link('Trail runners', '/category/trail-runners'),
      ]),
      link('Backpacks', '/category/backpacks', [
        link('Daypacks', '/category/daypacks'),
        link('Trekking packs', '/category/trekking-packs'),
      ]),
      link('Tents', '/category/tents'),
      link('Collections', '/shop-online', [
        link('New arrivals', '/collection/new-arrivals'),
        link('Best sellers', '/collection/best-sellers'),
        link('Summer trails', '/collection/summer-trails'),
      ]),
      link('Journal', '/blogs'),
    ],
  },
  {
    id: 'footer',
    name: 'Footer menu',
    items: [
      link('Shop', '/shop-online', [
        link('Jackets', '/category/jackets'),
        link('Footwear', '/category/footwear'),
        link('Backpacks', '/category/backpacks'),
        link('Accessories', '/category/accessories'),
      ]),
      link('Help', '/contact-us', [
        link('Contact us', '/contact-us'),
        link('Track order', '/track-order'),
        link('FAQ', '/faq'),
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
