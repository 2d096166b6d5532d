import type { MetaDescriptor } from 'react-router';
import type { PageSeo } from './page-seo.ts';

/**
 * The `<head>` tags of {@link PageSeo} as React Router meta descriptors: title, description,
 * robots, canonical link, Open Graph and Twitter card tags, and JSON-LD. React Router escapes
 * JSON-LD (`<`, `>`, `&`, U+2028/9 become `\u` escapes), so no value can close its script element.
 */
export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: seo.title }];
  if (seo.description) tags.push({ name: 'description', content: seo.description });
  if (seo.robots) tags.push({ name: 'robots', content: seo.robots });
  tags.push(
    { tagName: 'link', rel: 'canonical', href: seo.canonical },
    { property: 'og:type', content: seo.type },
    { property: 'og:title', content: seo.title },
    { property: 'og:url', content: seo.canonical },
    { name: 'twitter:card', content: seo.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: seo.title },
  );
  if (seo.siteName) tags.push({ property: 'og:site_name', content: seo.siteName });
  if (seo.description) {
    tags.push(
      { property: 'og:description', content: seo.description },
      { name: 'twitter:description', content: seo.description },
    );
  }
  if (seo.image) {
    tags.push(
      { property: 'og:image', content: seo.image },
      { name: 'twitter:image', content: seo.image },
    );
  }
  for (const object of seo.jsonLd) tags.push({ 'script:ld+json': object });
  return tags;
}
