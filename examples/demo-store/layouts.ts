import type { Layout } from '../../schemas/template.ts';
import { richText } from './sections.ts';

/** The default layout: a one-line tagline above every page, address and links below. */
export const defaultLayout: Layout = {
  id: 'default',
  header: [
    richText('header-tagline', {
      html: '<p><strong>Northwind Outfitters</strong>: clothing and gear for every trail, shipped across India.</p>',
      align: 'center',
      width: 'wide',
    }),
  ],
  footer: [
    richText('footer-info', {
      html: [
        '<p><strong>Northwind Outfitters</strong></p>',
        '<p>14 Lavelle Road, Ashok Nagar, Bengaluru 560001, Karnataka, India</p>',
        '<p><a href="mailto:hello@northwind-outfitters.example">hello@northwind-outfitters.example</a> · +91 80 4000 1234</p>',
        '<ul>',
        '<li><a href="/about-us">About us</a></li>',
        '<li><a href="/terms-and-conditions">Terms and conditions</a></li>',
        '<li><a href="/privacy-policy">Privacy policy</a></li>',
        '</ul>',
      ].join(''),
      align: 'left',
      width: 'wide',
    }),
  ],
};

/** Every layout of the demo store. */
export const layouts: Layout[] = [defaultLayout];
