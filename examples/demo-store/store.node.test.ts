import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Section } from '../../schemas/template.ts';
import { storeDatasetSchema } from './dataset.ts';
import { demoMediaDir } from './media.ts';
import { demoStore } from './store.ts';

const store = storeDatasetSchema.parse(demoStore);

// The props rules of the sections demo templates may use.
const align = z.enum(['left', 'center', 'right']);
const sectionProps: Record<string, z.ZodType> = {
  'rich-text': z.strictObject({
    html: z.string().min(1),
    align: align.optional(),
    width: z.enum(['narrow', 'normal', 'wide']).optional(),
  }),
  'image-banner': z.strictObject({
    image: z.strictObject({
      src: z.string().startsWith('/api/media/'),
      alt: z.string(),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
    heading: z.string().optional(),
    text: z.string().optional(),
    cta: z.strictObject({ label: z.string(), href: z.string() }).optional(),
    align: align.optional(),
    height: z.enum(['small', 'medium', 'large']).optional(),
  }),
  spacer: z.strictObject({ size: z.enum(['xs', 'sm', 'md', 'lg', 'xl']).optional() }),
  // layout sections of the default layout (sections/layout)
  'store-notice': z.strictObject({
    message: z.string().optional(),
    background_color: z.string().optional(),
    text_color: z.string().optional(),
    link: z.string().optional(),
    clearable: z.boolean().optional(),
  }),
  topbar: z.strictObject({
    text: z.string().optional(),
    show_contact: z.boolean().optional(),
    links: z.array(z.strictObject({ label: z.string(), href: z.string() })).optional(),
  }),
  header: z.strictObject({
    menu_id: z.string().optional(),
    show_search: z.boolean().optional(),
    show_account: z.boolean().optional(),
    show_wishlist: z.boolean().optional(),
    show_cart: z.boolean().optional(),
  }),
  footer: z.strictObject({
    menu_id: z.string().optional(),
    show_store_details: z.boolean().optional(),
    show_social: z.boolean().optional(),
    copyright: z.string().optional(),
  }),
  'mobile-footer': z.strictObject({
    shop_href: z.string().optional(),
    show_cart_badge: z.boolean().optional(),
  }),
  // gate sections of the gate pages (sections/system)
  'password-gate': z.strictObject({
    heading: z.string().optional(),
    message: z.string().optional(),
    button_label: z.string().optional(),
  }),
  'store-mode': z.strictObject({
    mode: z.enum(['Coming Soon', 'Under Maintenance']),
    heading: z.string().optional(),
    message: z.string().optional(),
    show_subscribe: z.boolean().optional(),
    subscribe_text: z.string().optional(),
    button_label: z.string().optional(),
  }),
};
const allowedTags = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'a',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'blockquote',
  'img',
]);

const allSections = (): Section[] => [
  ...store.layouts.flatMap((layout) => [...layout.header, ...layout.footer]),
  ...store.pages.flatMap((page) => page.component_data),
];

describe('demo store', () => {
  it('has every page the storefront asks for, each with meta title and description', () => {
    const slugs = store.pages.map((page) => page.slug);
    for (const slug of [
      'home',
      'about-us',
      'terms-and-conditions',
      'privacy-policy',
      'cart',
      'checkout',
      'account',
      'blogs',
      'shop-online',
    ]) {
      expect(slugs).toContain(slug);
    }
    for (const page of store.pages) {
      expect(page.meta_title, page.slug).toBeTruthy();
      expect(page.meta_description, page.slug).toBeTruthy();
    }
  });

  it('uses only the content and layout sections, with valid props', () => {
    for (const section of allSections()) {
      const schema = sectionProps[section.key];
      expect(schema, `unknown section key ${section.key}`).toBeDefined();
      const result = schema?.safeParse(section.props);
      expect(result?.success, `${section.id}: ${result?.error?.message}`).toBe(true);
    }
  });

  it('writes rich text with the allowed tags only', () => {
    for (const section of allSections().filter((s) => s.key === 'rich-text')) {
      const tags = [...String(section.props.html).matchAll(/<\/?([a-z0-9]+)/gi)].map((m) =>
        m[1]?.toLowerCase(),
      );
      for (const tag of tags) expect(allowedTags, `${section.id} uses <${tag}>`).toContain(tag);
    }
  });

  it('refers only to media files that exist, each a small SVG', async () => {
    const files = await readdir(demoMediaDir);
    const referenced = JSON.stringify(store).match(/\/api\/media\/[\w.-]+/g) ?? [];
    expect(referenced.length).toBeGreaterThan(0);
    for (const url of referenced) expect(files).toContain(url.replace('/api/media/', ''));
    for (const file of files) {
      expect(file).toMatch(/\.svg$/);
      expect((await stat(join(demoMediaDir, file))).size, file).toBeLessThan(3 * 1024);
    }
  });

  it('refuses a dataset whose section ids repeat within a template', () => {
    const home = store.pages[0];
    const broken = {
      ...store,
      pages: [
        {
          ...home,
          component_data: [
            ...(home?.component_data ?? []),
            { key: 'spacer', id: 'header-tagline', props: {} },
          ],
        },
      ],
    };
    const result = storeDatasetSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'The section id "header-tagline" is used twice in this template',
    );
  });
});
