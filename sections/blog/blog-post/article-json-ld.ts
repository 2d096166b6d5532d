import type { JsonLd } from '../../../runtime/seo/structured-data.ts';
import type { BlogPost } from '../../../schemas/api/content.ts';
import { postPath } from '../shared/blog-paths.ts';

function absolute(origin: string, path: string): string {
  try {
    return new URL(path, `${origin}/`).href;
  } catch {
    return path;
  }
}

/**
 * schema.org Article of a blog post: headline, description, cover image, publication date, author
 * and, when the store has a name, its publisher; the page's absolute URL as the main entity. What
 * search engines read for an article's rich result.
 */
export function articleJsonLd(
  post: BlogPost,
  context: { origin: string; publisher: string | null },
): JsonLd {
  const url = absolute(context.origin, postPath(post.slug));
  const description = post.meta.meta_description || post.excerpt;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    ...(description ? { description } : {}),
    ...(post.image ? { image: [absolute(context.origin, post.image.src)] } : {}),
    datePublished: post.published_at,
    author: [{ '@type': 'Person', name: post.author }],
    ...(context.publisher
      ? { publisher: { '@type': 'Organization', name: context.publisher } }
      : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}
