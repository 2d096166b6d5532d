import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../runtime/storefront/registry.ts';
import { createSectionValidator } from '../../schemas/section-validator.ts';
import type { Section } from '../../schemas/template.ts';
import { storeDatasetSchema } from './dataset.ts';
import { demoMediaDir } from './media.ts';
import { demoStore } from './store.ts';

const store = storeDatasetSchema.parse(demoStore);

// The props rules of the sections demo templates may use.
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
      'checkout-complete',
      'checkout-failed',
      'account',
      'blogs',
      'blog',
      'shop-online',
      'track-order',
    ]) {
      expect(slugs).toContain(slug);
    }
    for (const page of store.pages) {
      expect(page.meta_title, page.slug).toBeTruthy();
      expect(page.meta_description, page.slug).toBeTruthy();
    }
  });

  it('places only registered sections, each with props its schema accepts', () => {
    // the storefront's own registry and validator: the demo can never drift from the sections
    const validator = createSectionValidator({ sanitizeHtml: (html) => html });
    for (const section of allSections()) {
      const definition = registry.resolve(section.key);
      expect(definition, `unknown section key ${section.key}`).toBeDefined();
      const result = definition && validator.validate(definition.schema, section.props);
      expect(result?.ok ? [] : result?.errors, section.id).toEqual([]);
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

  it("draws a logo that spells the store's name, not a wireframe of bars standing in for it", async () => {
    const logo = store.storefront.logo1;
    expect(logo?.src).toBe('/api/media/logo.svg');
    const svg = await readFile(join(demoMediaDir, 'logo.svg'), 'utf8');
    const words = [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(words.join(' ').toLowerCase()).toBe(String(store.settings.store_name).toLowerCase());
    expect(logo?.alt).toBe(store.settings.store_name);
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
