import { and, asc, eq } from 'drizzle-orm';
import type { Image } from '../../../schemas/api/index.ts';
import type { PageMeta } from '../../../schemas/template.ts';
import type { Database } from '../db/open.ts';
import { collections, productImages, products } from '../db/schema.ts';
import { findCategory, loadCategoryTree } from './catalogue/category-tree.ts';
import { SHOP_ALL_KEY } from './catalogue/listing-scope.ts';
import { findProduct } from './catalogue/product-detail.ts';
import { findVisiblePost } from './content/blog.ts';
import type { PageRow } from './pages.ts';

// Path-based page types (spec §2 routes): every product, category, collection and blog post is
// drawn by one template page, found by the path rather than by the page key, with the page meta
// taken from the product, category, collection or post itself.

/** Keys of template pages that only answer through a path naming what they show. */
export const PATH_ONLY_TEMPLATES = [
  'product',
  'product-category',
  'product-collection',
  'blog',
] as const;

/** The first segment of a blog post's path: `/blogs/{slug...}` (spec §2). */
const BLOGS_SEGMENT = 'blogs';

/**
 * Segments that make a storefront page of their own wherever they stand (spec §2 "How a page is
 * identified"), so `/blogs/account` is the account, not a post.
 */
const PAGE_SEGMENTS: ReadonlySet<string> = new Set([
  'checkout-complete',
  'checkout-failed',
  'checkout',
  'track-order',
  'account',
]);

/** Key of the search results template (`/search?q=...`). */
export const SEARCH_TEMPLATE = 'search';

/** What a storefront path asks for: a template page key and, for most, what it shows. */
export type PathTemplate =
  | { template: 'product'; key: string | null }
  | { template: 'product-category'; key: string | null }
  | { template: 'product-collection'; key: string | null }
  | { template: 'blog'; key: string }
  | { template: typeof SHOP_ALL_KEY; key: string | null }
  | { template: typeof SEARCH_TEMPLATE };

function segmentsOf(path: string): string[] {
  return (path.split('?', 1)[0] ?? '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/**
 * The template a storefront path uses, or `null` for a page found by its own key:
 * `/product-category/{slug...}` and `/product-collection/{slug...}` → their templates (the last
 * segment names the category or collection), `/shop-online/{slug}` → the shop narrowed to a
 * category or collection, `/search` → search; then any path with a `product` segment followed by
 * a slug → product (spec §2: "Any path containing '/product/' is a product page", so
 * `/x/product/{slug}` too); then `/blogs/{slug...}` → blog (the last segment names the post), unless
 * a segment makes another page of it (`/blogs/account`). `key` is `null` when the path names
 * nothing (`/product`); `/blogs` alone is the blog list, a page found by its key.
 */
export function pathTemplate(path: string | undefined): PathTemplate | null {
  if (path === undefined) return null;
  const segments = segmentsOf(path);
  const [first, ...rest] = segments;
  const key = rest.at(-1) ?? null;
  const product = segments.indexOf('product');
  switch (first) {
    case 'product-category':
    case 'product-collection':
      return { template: first, key };
    case SHOP_ALL_KEY:
      return { template: SHOP_ALL_KEY, key };
    case SEARCH_TEMPLATE:
      return rest.length === 0 ? { template: SEARCH_TEMPLATE } : null;
  }
  if (product !== -1 && product < segments.length - 1) {
    return { template: 'product', key: segments.at(-1) ?? null };
  }
  if (first === 'product') return { template: 'product', key: null };
  if (first === BLOGS_SEGMENT && key !== null && !segments.some((s) => PAGE_SEGMENTS.has(s))) {
    return { template: 'blog', key };
  }
  return null;
}

/** Page meta of what a path shows; `undefined` when it names nothing a shopper may see. */
export type MetaOverride = Pick<
  PageMeta,
  'slug' | 'title' | 'meta_title' | 'meta_description' | 'image'
>;

const imageSrc = (image: Image | null | undefined): string | null => image?.src ?? null;

/** `{title}` in the template page's meta title, replaced; the name alone without a pattern. */
function titleFrom(template: PageRow, name: string): string {
  return template.metaTitle?.includes('{title}')
    ? template.metaTitle.replaceAll('{title}', name)
    : name;
}

async function productMeta(db: Database, key: string): Promise<MetaOverride | undefined> {
  // Drafts answer 404, as the product API does without `is_published=false`.
  const found = await findProduct(db, key, false);
  if (found === undefined) return undefined;
  const [[row], [base]] = await Promise.all([
    db.select().from(products).where(eq(products.id, found.id)),
    db
      .select()
      .from(productImages)
      .where(and(eq(productImages.productId, found.id), eq(productImages.position, 0)))
      .orderBy(asc(productImages.id))
      .limit(1),
  ]);
  if (row === undefined) return undefined;
  return {
    slug: row.slug,
    title: row.name,
    meta_title: row.metaTitle ?? row.name,
    meta_description: row.metaDescription ?? (row.shortDescription || null),
    // spec §9: the social sharing image, else the base image
    image: imageSrc(row.socialSharingImage) ?? base?.src ?? null,
  };
}

async function categoryMeta(
  db: Database,
  template: PageRow,
  key: string,
): Promise<MetaOverride | undefined> {
  const category = findCategory(await loadCategoryTree(db), key);
  if (category === undefined) return undefined;
  return {
    slug: category.slug,
    title: category.name,
    meta_title: titleFrom(template, category.name),
    meta_description: category.description || template.metaDescription,
    image: imageSrc(category.image) ?? template.image,
  };
}

async function collectionMeta(
  db: Database,
  template: PageRow,
  key: string,
): Promise<MetaOverride | undefined> {
  const byKey = /^\d{1,9}$/.test(key) ? eq(collections.id, Number(key)) : eq(collections.slug, key);
  const [row] = await db
    .select()
    .from(collections)
    .where(and(byKey, eq(collections.isActive, true)))
    .limit(1);
  if (row === undefined) return undefined;
  return {
    slug: row.slug,
    title: row.name,
    meta_title: titleFrom(template, row.name),
    meta_description: row.description || template.metaDescription,
    image: imageSrc(row.image) ?? template.image,
  };
}

async function blogPostMeta(
  db: Database,
  template: PageRow,
  key: string,
  now: Date,
): Promise<MetaOverride | undefined> {
  // drafts and posts dated in the future answer 404, as GET /api/blog/{slug} does
  const post = await findVisiblePost(db, key, now);
  if (post === undefined) return undefined;
  return {
    slug: post.slug,
    title: post.title,
    meta_title: post.metaTitle ?? titleFrom(template, post.title),
    meta_description: post.metaDescription ?? post.excerpt,
    // the post's cover is its social image (og:image)
    image: imageSrc(post.image) ?? template.image,
  };
}

/**
 * The page meta of what `path` shows, drawn by `template`: the product's own meta and social
 * image, the category's or collection's name and description, the blog post's title, excerpt and
 * cover; the template page's own meta for `/shop-online` and `/search`. `undefined` when the
 * product, category, collection or post is unknown (or a draft), which the route answers with 404.
 */
export async function pathMeta(
  db: Database,
  resolved: PathTemplate,
  template: PageRow,
  now: Date,
): Promise<MetaOverride | null | undefined> {
  if (resolved.template === SEARCH_TEMPLATE) return null;
  const { key } = resolved;
  if (resolved.template === SHOP_ALL_KEY) {
    if (key === null) return null;
    // `/shop-online/{slug}` narrows the shop to a category, else a collection (as /api/shop/{id})
    return (await categoryMeta(db, template, key)) ?? (await collectionMeta(db, template, key));
  }
  if (key === null) return undefined;
  switch (resolved.template) {
    case 'product':
      return productMeta(db, key);
    case 'product-category':
      return categoryMeta(db, template, key);
    case 'product-collection':
      return collectionMeta(db, template, key);
    case 'blog':
      return blogPostMeta(db, template, key, now);
  }
}
