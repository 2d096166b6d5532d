import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { BlogList } from '../../../schemas/api/content.ts';
import * as content from '../../../schemas/api/endpoints/content.ts';
import { PAGE_PARAM, TAG_PARAM } from '../shared/blog-paths.ts';

/** The longest tag the API filters by (`blogListRequestSchema`): a longer one matches nothing. */
const TAG_MAX = 60;
/** Pages beyond this are read as this one: no blog has that many, and the offset stays small. */
const PAGE_MAX = 10_000;

/** What one blog list shows: a page of posts, optionally of one tag. */
export interface BlogListParams {
  /** From 1. */
  page: number;
  perPage: number;
  /** Only posts with this tag; `null`: every post. */
  tag: string | null;
}

/** The props that decide what a blog list asks for. */
export interface BlogListOptions {
  per_page: number;
  show_pager: boolean;
  show_tag_filter: boolean;
}

/**
 * The page and tag a location's query asks for (`?tag=trekking&page=2`): page 1 when the page is
 * absent or not a positive whole number, no tag when it is blank. A list without a pager always
 * shows its first page, one without the tag filter every tag: it follows only the controls it has.
 */
export function blogListParamsOf(query: URLSearchParams, options: BlogListOptions): BlogListParams {
  const page = Number(query.get(PAGE_PARAM));
  return {
    page: options.show_pager && Number.isInteger(page) && page > 0 ? Math.min(page, PAGE_MAX) : 1,
    perPage: options.per_page,
    tag: (options.show_tag_filter && query.get(TAG_PARAM)?.trim()) || null,
  };
}

/** Query key of one page of the blog list. */
export const blogListKey = ({ page, perPage, tag }: BlogListParams) =>
  ['blog-list', page, perPage, tag] as const;

/** What the list shows for a tag the API could not hold: nothing, and no tags to choose. */
function nothing({ page, perPage }: BlogListParams): BlogList {
  return { posts: [], pagination: { page, per_page: perPage, total: 0, last_page: 1 }, tags: [] };
}

/**
 * One page of published posts, newest first, with every tag and its count (`content.blogList`,
 * spec §7). A failure is the query's error, so the list can say so and offer to try again.
 */
export function blogListQuery(api: ApiClient, params: BlogListParams) {
  return queryOptions({
    queryKey: blogListKey(params),
    queryFn: async ({ signal }): Promise<BlogList> => {
      const { page, perPage, tag } = params;
      if (tag !== null && tag.length > TAG_MAX) return nothing(params);
      const body = { page, per_page: perPage, ...(tag === null ? {} : { tag }) };
      return (await api.call(content.blogList, { body, signal })).data;
    },
  });
}
