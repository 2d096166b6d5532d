import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { content } from '../../../schemas/api/endpoints.ts';
import type { PageMoved } from '../../../schemas/api/publishing.ts';
import { movedPageId } from '../data/page-slugs.ts';
import { PATH_ONLY_TEMPLATES, pathMeta, pathTemplate } from '../data/page-templates.ts';
import {
  findPage,
  isVisible,
  type PageRow,
  pagePath,
  readLayout,
  toPageResponse,
  toTemplateEnvelope,
} from '../data/pages.ts';
import type { Database } from '../db/open.ts';
import { pages } from '../db/schema.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { mount } from '../http/mount.ts';

/** The message the storefront turns into its 'Page Not Found' page (spec §7). */
export const PAGE_NOT_FOUND = 'Page not found';

/**
 * `GET /page/{id}`, `GET /template/{id}` and `GET /templateBoth/{id}` (spec §7 "Pages and
 * content"), and the list of published content pages. `{id}` is the page key: the page's slug,
 * `home` for `/`. Shoppers see only the live template of active, published pages: never a draft
 * (decision 15). `now` decides which blog posts are published yet. A slug a page moved away
 * from answers 404 with where it went (`moved_to`).
 */
export function pageRoutes(db: Database, now: () => Date = () => new Date()): Hono {
  const routes = new Hono();

  async function activePage(pageKey: string): Promise<PageRow> {
    const page = await findPage(db, pageKey);
    if (page !== undefined && isVisible(page)) return page;
    const movedTo = await movedPageId(db, pageKey);
    const [target] =
      movedTo === undefined ? [] : await db.select().from(pages).where(eq(pages.id, movedTo));
    if (target !== undefined && isVisible(target)) {
      const moved: PageMoved = { moved_to: pagePath(target) };
      throw new ApiError(404, PAGE_NOT_FOUND, undefined, moved);
    }
    throw notFound(PAGE_NOT_FOUND);
  }

  mount(routes, content.page, async ({ params }) => ({
    data: toPageResponse(await activePage(params.id)),
  }));

  mount(routes, content.template, async ({ params }) => {
    const page = await findPage(db, params.id);
    return {
      data: { template: await readLayout(db, page && isVisible(page) ? page : undefined) },
    };
  });

  mount(routes, content.templateBoth, async ({ params, query: { path } }) => {
    // The path and the page's own query (e.g. sku) come along. A path of a product, category,
    // collection, blog post, the shop or search picks its template page by the path, with the
    // meta of what it shows; any other path uses the page of the key.
    const resolved = pathTemplate(path);
    if (resolved !== null) {
      const template = await activePage(resolved.template);
      const meta = await pathMeta(db, resolved, template, now());
      if (meta === undefined) throw notFound(PAGE_NOT_FOUND);
      return { data: await toTemplateEnvelope(db, template, meta) };
    }
    const pageKey = params.id;
    // A bare template page (`/product` with no product) shows nothing: not found.
    if ((PATH_ONLY_TEMPLATES as readonly string[]).includes(pageKey)) {
      throw notFound(PAGE_NOT_FOUND);
    }
    return { data: await toTemplateEnvelope(db, await activePage(pageKey)) };
  });

  mount(routes, content.publishedPages, async () => {
    const rows = await db
      .select()
      .from(pages)
      .where(
        and(eq(pages.pageType, 'page'), eq(pages.isActive, true), isNotNull(pages.publishedAt)),
      )
      .orderBy(asc(pages.slug));
    return {
      data: {
        pages: rows.map((page) => ({
          slug: page.slug,
          path: pagePath(page),
          title: page.title,
          published_at: page.publishedAt?.toISOString() ?? null,
        })),
      },
    };
  });

  return routes;
}
