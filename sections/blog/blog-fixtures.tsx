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
import type {
  BlogList,
  BlogPost,
  BlogPostCard,
  BlogPostResponse,
} from '../../schemas/api/content.ts';

export { routeApi } from '../../runtime/testing/section-fixtures.tsx';

// Test and story fixtures of the blog sections: seven posts as the API lists them, a whole post,
// and the providers a blog section finds in the shop.

/** An inline picture, so stories and tests load nothing from a server. */
function picture(colour: string, alt: string): BlogPostCard['image'] {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="${colour}"/></svg>`;
  return {
    src: `data:image/svg+xml,${encodeURIComponent(svg)}`,
    alt,
    width: 1200,
    height: 630,
  };
}

/** Seven published posts, newest first, as `POST /api/blog/list` answers them. */
export const fixturePosts: BlogPostCard[] = [
  {
    id: 1,
    slug: 'monsoon-trekking-checklist',
    title: 'The monsoon trekking checklist',
    excerpt: 'What to pack for a safe and happy trek in the Western Ghats.',
    image: picture('#4f7c5a', 'Green hills under monsoon clouds'),
    author: 'Divya Menon',
    tags: ['monsoon', 'trekking'],
    published_at: '2025-06-02T06:00:00.000Z',
  },
  {
    id: 2,
    slug: 'how-to-layer-for-the-himalaya',
    title: 'How to layer for the Himalaya',
    excerpt: 'A simple three-layer system for a warm valley morning and a freezing camp.',
    image: picture('#64748b', 'Snow peaks at first light'),
    author: 'Tenzin Norbu',
    tags: ['himalaya', 'gear guide', 'trekking'],
    published_at: '2025-05-10T06:00:00.000Z',
  },
  {
    id: 3,
    slug: 'choosing-your-first-tent',
    title: 'Choosing your first tent',
    excerpt: 'Dome or tunnel, two-person or three? A plain-language guide.',
    image: picture('#0f172a', 'A tent under a starry mountain sky'),
    author: 'Arjun Mehta',
    tags: ['camping', 'gear guide'],
    published_at: '2025-04-18T06:00:00.000Z',
  },
  {
    id: 4,
    slug: 'caring-for-waterproof-jackets',
    title: 'Caring for your waterproof jacket',
    excerpt: 'How to clean and re-proof a waterproof shell at home.',
    image: picture('#0e7490', 'A high lake below bare mountains'),
    author: 'Divya Menon',
    tags: ['care', 'gear guide'],
    published_at: '2025-03-22T06:00:00.000Z',
  },
  {
    id: 5,
    slug: 'trail-running-in-the-nilgiris',
    title: 'Trail running in the Nilgiris',
    excerpt: 'Five runs around Ooty and Coonoor, from an easy 8 km to a half marathon.',
    image: picture('#4d7c4d', 'A sunny ridge above green hills'),
    author: 'Rohan Desai',
    tags: ['running'],
    published_at: '2025-02-14T06:00:00.000Z',
  },
  {
    id: 6,
    slug: 'packing-light-for-a-weekend-trek',
    title: 'Packing light for a weekend trek',
    excerpt: 'A 30-litre pack is enough for two days and a night.',
    image: picture('#1f3d2a', 'A forest trail at dawn'),
    author: 'Arjun Mehta',
    tags: ['trekking', 'gear guide'],
    published_at: '2025-01-20T06:00:00.000Z',
  },
  {
    id: 7,
    slug: 'a-winter-night-in-spiti',
    title: 'A winter night in Spiti',
    excerpt: 'What we learned testing sleeping systems in a cold desert.',
    image: null,
    author: 'Tenzin Norbu',
    tags: ['himalaya', 'camping'],
    published_at: '2024-12-12T06:00:00.000Z',
  },
];

/** Every tag of {@link fixturePosts} with its count, by name, as the list answers them. */
function tagsOf(posts: readonly BlogPostCard[]): BlogList['tags'] {
  const counts = new Map<string, number>();
  for (const post of posts)
    for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** What `POST /api/blog/list` answers for `request`, from `posts`. */
export function fixtureBlogList(
  request: { page?: number; per_page?: number; tag?: string },
  posts: readonly BlogPostCard[] = fixturePosts,
): BlogList {
  const page = request.page ?? 1;
  const perPage = request.per_page ?? 9;
  const matching = request.tag
    ? posts.filter((post) => post.tags.includes(request.tag ?? ''))
    : posts;
  return {
    posts: matching.slice((page - 1) * perPage, page * perPage),
    pagination: {
      page,
      per_page: perPage,
      total: matching.length,
      last_page: Math.max(1, Math.ceil(matching.length / perPage)),
    },
    tags: tagsOf(posts),
  };
}

/** A whole post: the first fixture post with a body (already sanitised) and its meta. */
export const fixturePost: BlogPost = {
  ...(fixturePosts[0] as BlogPostCard),
  body: '<p>The Ghats are at their most beautiful in the rain.</p><h2>Feet first</h2><ul><li>Shoes with sticky rubber.</li><li>Quick-drying socks.</li></ul><p>Read <a href="/blogs/packing-light-for-a-weekend-trek">how to pack light</a> too.</p>',
  meta: {
    meta_title: 'The monsoon trekking checklist',
    meta_description: 'What to pack for a safe and happy trek in the Western Ghats.',
  },
};

/** `GET /api/blog/monsoon-trekking-checklist`, as the section's server query leaves it. */
export const fixturePostResponse: BlogPostResponse = {
  post: fixturePost,
  related: fixturePosts.slice(1, 4),
};

/** The fixture store: Northwind Outfitters, in INR. */
export function blogValues(): StorefrontValues {
  return readInitialValues({
    license_status: 'active',
    host: 'shop.example',
    settings: { store_name: 'Northwind Outfitters' },
    storefront: { channel: { currency: { code: 'INR' } } },
  }).values;
}

/** The providers a blog section finds in the storefront, answering from `api` (none by default). */
export function BlogProviders({
  api = routeApi({}),
  values = blogValues(),
  queries,
  client,
  children,
}: Partial<Pick<SectionProvidersProps, 'api' | 'values' | 'queries' | 'client'>> & {
  children: ReactNode;
}) {
  return (
    <SectionProviders api={api} values={values} queries={queries} client={client}>
      {children}
    </SectionProviders>
  );
}
