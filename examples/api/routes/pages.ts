import { Hono } from 'hono';
import { content } from '../../../schemas/api/endpoints.ts';
import { PATH_ONLY_TEMPLATES, pathMeta, pathTemplate } from '../data/page-templates.ts';
import {
  findPage,
  type PageRow,
  readLayout,
  toPageResponse,
  toTemplateEnvelope,
} from '../data/pages.ts';
import type { Database } from '../db/open.ts';
import { notFound } from '../http/api-error.ts';
import { mount } from '../http/mount.ts';

/** The message the storefront turns into its 'Page Not Found' page (spec §7). */
export const PAGE_NOT_FOUND = 'Page not found';

/**
 * `GET /page/{id}`, `GET /template/{id}` and `GET /templateBoth/{id}` (spec §7 "Pages and
 * content"). `{id}` is the page key: the page's slug, `home` for `/`. Shoppers never see
 * inactive pages. `now` decides which blog posts are published yet.
 */
export function pageRoutes(db: Database, now: () => Date = () => new Date()): Hono {
  const routes = new Hono();

  async function activePage(pageKey: string): Promise<PageRow> {
    const page = await findPage(db, pageKey);
    if (page === undefined || !page.isActive) throw notFound(PAGE_NOT_FOUND);
    return page;
  }

  mount(routes, content.page, async ({ params }) => ({
    data: toPageResponse(await activePage(params.id)),
  }));

  mount(routes, content.template, async ({ params }) => {
    const page = await findPage(db, params.id);
    return {
      data: { template: await readLayout(db, page?.isActive === true ? page : undefined) },
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

  return routes;
}
