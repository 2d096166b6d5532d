import { Hono } from 'hono';
import { catalogue } from '../../../schemas/api/endpoints.ts';
import { loadCategoryTree } from '../data/catalogue/category-tree.ts';
import { productPage } from '../data/catalogue/product-cards.ts';
import { filterConditions, scopeConditions } from '../data/catalogue/product-conditions.ts';
import { searchScope, searchSuggestions } from '../data/catalogue/search.ts';
import type { Database } from '../db/open.ts';
import { mount } from '../http/mount.ts';

/**
 * `GET /search/search` (suggestions while typing) and `POST /search/search-products` (the
 * results page). Matching is case-insensitive on the product name, skus and brand name; every
 * word of the text must match. A text shorter than two characters answers nothing, not an error.
 */
export function searchRoutes(db: Database): Hono {
  const routes = new Hono();

  mount(routes, catalogue.searchSuggestions, async ({ query: { query } }) => ({
    data: await searchSuggestions(db, query),
  }));

  mount(routes, catalogue.searchProducts, async ({ body: request }) => {
    const query = request.query.trim();
    const scope = searchScope(query);
    const tree = await loadCategoryTree(db);
    const page =
      scope === undefined
        ? {
            products: [],
            pagination: { page: request.page, per_page: request.per_page, total: 0, last_page: 1 },
          }
        : await productPage(db, {
            conditions: [...scopeConditions(scope), ...filterConditions(request.filters, tree)],
            sort: request.sort,
            page: request.page,
            perPage: request.per_page,
          });
    return { data: { category: null, collection: null, query, ...page } };
  });

  return routes;
}
