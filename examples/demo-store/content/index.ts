import { blogPosts } from './blog-posts.ts';
import { faqs } from './faqs.ts';
import { forms } from './forms.ts';
import { galleries } from './galleries.ts';
import { menus } from './menus.ts';
import { pincodes } from './pincodes.ts';
import type { ContentDatasetInput } from './records.ts';
import { sliders } from './sliders.ts';
import { testimonials } from './testimonials.ts';

/** Northwind Outfitters' content: menus, slider, forms, FAQ, journal and plugin data. */
export const content: ContentDatasetInput = {
  sliders,
  menus,
  forms,
  faqs,
  blog_posts: blogPosts,
  testimonials,
  galleries,
  pincodes,
};
