import type { PageRecordInput } from '../../../schemas/api/index.ts';
import { mediaUrl } from '../media.ts';
import { richText, spacer } from '../sections.ts';

/** The home page (`/`, page key `home`). */
export const homePage = {
  slug: 'home',
  title: 'Home',
  meta_title: 'Northwind Outfitters | Clothing and outdoor gear',
  meta_description:
    'Jackets, packs, layers and footwear for hikers and campers, tested on Indian trails and shipped across India.',
  image: mediaUrl('hero.svg'),
  page_type: 'home',
  component_data: [
    // the store's hero and the season's picks; its first slide is the largest paint of the page
    {
      key: 'slider',
      id: 'home-slider',
      props: {
        slider: 'home',
        label: 'Highlights',
        height: 'large',
        autoplay: true,
        priority: true,
      },
    },
    richText('home-intro', {
      html: [
        '<h2>Welcome to Northwind Outfitters</h2>',
        '<p>We started in a small Bengaluru workshop, repairing rucksacks for weekend trekkers. ',
        'Today we make and pick clothing and equipment that keeps you warm, dry and comfortable, ',
        'whether you are on a monsoon walk in Coorg or a high pass in Ladakh.</p>',
      ].join(''),
      align: 'center',
      width: 'normal',
    }),
    // catalogue: top categories and the best sellers, loaded with the page
    {
      key: 'category-grid',
      id: 'home-categories',
      props: {
        heading: 'Shop by category',
        limit: 6,
        show_count: true,
        hide_empty: true,
        columns: { mobile: 2, tablet: 3, desktop: 6 },
      },
    },
    {
      key: 'product-grid',
      id: 'home-best-sellers',
      props: {
        heading: 'Best sellers',
        collection: 'best-sellers',
        limit: 8,
        sort: 'rating',
        columns: { mobile: 2, tablet: 3, desktop: 4 },
        view_all: { label: 'Shop all best sellers', href: '/product-collection/best-sellers' },
        priority: false,
      },
    },
    spacer('home-spacer', { size: 'lg' }),
    {
      key: 'testimonials',
      id: 'home-testimonials',
      props: { testimonials: 'home', heading: 'What our customers say', layout: 'grid', limit: 4 },
    },
    richText('home-why', {
      html: [
        '<h2>Why shop with us</h2>',
        '<ul>',
        '<li><strong>Field tested:</strong> every product spends a season on the trail before it reaches the shop.</li>',
        '<li><strong>Free shipping</strong> across India on orders over ₹2,999.</li>',
        '<li><strong>Easy returns</strong> within 30 days, even if you have worn it outdoors once.</li>',
        '<li><strong>Repairs for life</strong> on our own-label packs and jackets.</li>',
        '</ul>',
      ].join(''),
      align: 'left',
      width: 'normal',
    }),
  ],
} satisfies PageRecordInput;
