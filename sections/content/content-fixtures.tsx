import type { ReactNode } from 'react';
import {
  readInitialValues,
  type StorefrontValues,
} from '../../runtime/storefront/initial-values.ts';
import {
  routeApi,
  SectionProviders,
  type SectionProvidersProps,
} from '../../runtime/testing/section-fixtures.tsx';
import type { Faq, Slider, Testimonials } from '../../schemas/api/content.ts';

export { type FixtureRoute, routeApi } from '../../runtime/testing/section-fixtures.tsx';

// Test and story fixtures of the content sections: a slider, a set of testimonials and a FAQ as
// the API answers them, and the providers a content section finds in the shop.

const picture = (file: string, alt: string) => ({
  src: `/api/media/${file}`,
  alt,
  width: 1600,
  height: 700,
});

/** The `home` slider: three slides, the last without a button. */
export const fixtureSlider: Slider = {
  id: 'home',
  name: 'Home slider',
  interval_ms: 6000,
  slides: [
    {
      id: 1,
      title: 'Gear for every trail',
      subtitle: 'Jackets, packs and layers tested in the hills.',
      image: picture('hero.svg', 'Mountains at sunrise'),
      button_label: 'Shop the range',
      url: '/shop-online',
    },
    {
      id: 2,
      title: 'Ready for the monsoon',
      subtitle: 'Waterproof jackets and dry bags.',
      image: picture('slide-monsoon.svg', 'Rain over the Western Ghats'),
      button_label: 'Shop rain gear',
      url: '/product-category/rain-jackets',
    },
    {
      id: 3,
      title: 'Nights under the stars',
      subtitle: '',
      image: picture('slide-camp.svg', 'Evening at a mountain camp'),
      button_label: null,
      url: null,
    },
  ],
};

/** The `home` testimonials: four quotes, one with a portrait. */
export const fixtureTestimonials: Testimonials = {
  id: 'home',
  testimonials: [
    {
      name: 'Ananya Rao',
      role: 'Trekker, Bengaluru',
      quote: 'The jacket kept me dry on the Kudremukh trek in August.',
      rating: 5,
      avatar: { src: '/api/media/ananya.svg', alt: '', width: 96, height: 96 },
    },
    {
      name: 'Kabir Singh',
      role: 'Mountaineer, Manali',
      quote: 'Warm enough at base camp, and it packs small.',
      rating: 4,
      avatar: null,
    },
    {
      name: 'Meera Iyer',
      role: '',
      quote: 'Ordered a tent on Monday, camped on Saturday.',
      rating: 3,
      avatar: null,
    },
    {
      name: 'Rohan Desai',
      role: 'Trail runner, Pune',
      quote: 'The only shoes that do not slide on wet laterite.',
      rating: 5,
      avatar: null,
    },
  ],
};

/** The `general` FAQ, its answers as the server's sanitiser left them. */
export const fixtureFaq: Faq = {
  id: 'general',
  title: 'Frequently asked questions',
  items: [
    {
      question: 'How long does delivery take?',
      answer: '<p>Two to three days to metro cities, <strong>4 to 7 days</strong> elsewhere.</p>',
    },
    {
      question: 'Is shipping free?',
      answer: '<p>Yes, on every order over ₹2,999. See <a href="/shipping">shipping</a>.</p>',
    },
    {
      question: 'Can I return something I have worn outdoors?',
      answer: '<ul><li>Within 30 days</li><li>Clean and undamaged</li></ul>',
    },
  ],
};

/** The fixture store's values. */
export function contentValues(): StorefrontValues {
  return readInitialValues({
    license_status: 'active',
    host: 'shop.example',
    settings: { store_name: 'Northwind Outfitters', store_url: 'https://shop.example' },
    storefront: { channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } } },
    plugins: [],
  }).values;
}

/** The API, query cache and storefront values a content section finds in the shop. */
export function ContentProviders({
  api = routeApi({}),
  values = contentValues(),
  queries,
  children,
}: Partial<Omit<SectionProvidersProps, 'children'>> & { children: ReactNode }) {
  return (
    <SectionProviders api={api} values={values} queries={queries}>
      {children}
    </SectionProviders>
  );
}
