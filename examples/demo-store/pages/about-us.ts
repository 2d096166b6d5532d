import type { PageRecordInput } from '../../../schemas/api/index.ts';
import { mediaUrl } from '../media.ts';
import { imageBanner, richText } from '../sections.ts';

/** The about page (`/about-us`). */
export const aboutUsPage = {
  slug: 'about-us',
  title: 'About us',
  meta_title: 'About us | Northwind Outfitters',
  meta_description:
    'How a Bengaluru repair workshop became Northwind Outfitters, and what we promise everyone who shops with us.',
  image: mediaUrl('about.svg'),
  page_type: 'page',
  component_data: [
    imageBanner('about-banner', {
      image: {
        src: mediaUrl('about.svg'),
        alt: 'A tent and a campfire under a starry night sky',
        width: 1200,
        height: 600,
      },
      align: 'center',
      height: 'medium',
    }),
    richText('about-story', {
      html: [
        '<h1>About Northwind Outfitters</h1>',
        '<p>Northwind Outfitters began in 2014 as a two-person repair bench in Bengaluru, stitching ',
        'torn rucksacks and re-proofing rain shells for local trekking clubs. The same questions ',
        'kept coming up: what lasts, what breathes in the humidity, what packs small.</p>',
        '<p>We now design our own line of jackets, base layers and packs, and we stock a small, ',
        'carefully chosen range from makers we trust. Nothing goes on sale until our team has used ',
        'it for a full season.</p>',
        '<h2>What we promise</h2>',
        '<ul>',
        '<li>Honest descriptions, with real weights and measurements.</li>',
        '<li>Help from people who hike, by phone, e-mail or chat.</li>',
        '<li>Repairs before replacements, because the greenest jacket is the one you already own.</li>',
        '</ul>',
        '<p>Come and see us at 14 Lavelle Road, Bengaluru, or <a href="/shop-online">browse the shop</a>.</p>',
      ].join(''),
      align: 'left',
      width: 'normal',
    }),
  ],
} satisfies PageRecordInput;
