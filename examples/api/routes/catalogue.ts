import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { catalogue } from '../../../schemas/api/endpoints.ts';
import type {
  ProductFacets,
  ProductFilters,
  ProductListing,
  ProductSort,
} from '../../../schemas/api/index.ts';
import {
  findCategory,
  loadCategoryTree,
  productCounts,
  subtreeIds,
  toCategoryCard,
  toCategoryNodes,
} from '../data/catalogue/category-tree.ts';
import {
  CATEGORY_NOT_FOUND,
  categoryScope,
  collectionScope,
  type ListingScope,
  shopScope,
} from '../data/catalogue/listing-scope.ts';
import {
  productCardsByIds,
  productIdsWhere,
  productPage,
} from '../data/catalogue/product-cards.ts';
import { filterConditions, scopeConditions } from '../data/catalogue/product-conditions.ts';
import { findProduct, productDetail } from '../data/catalogue/product-detail.ts';
import { productFacets } from '../data/catalogue/product-facets.ts';
import { searchScope } from '../data/catalogue/search.ts';
import type { Database } from '../db/open.ts';
import { products, productTags, tags } from '../db/schema.ts';
import { notFound } from '../http/api-error.ts';
import { mount } from '../http/mount.ts';

/** A parsed listing body. */
interface ListingRequest {
  page: number;
  per_page: number;
  sort: ProductSort;
  filters: ProductFilters;
}

/** Facets of a search too short to search. */
const NO_FACETS: ProductFacets = {
  total: 0,
  brands: [],
  categories: [],
  labels: [],
  tags: [],
  price: { min: 0, max: 0 },
  variables: [],
  attributes: [],
};

/** Answered when a product key names nothing a shopper may see. */
export const PRODUCT_NOT_FOUND = 'Product not found';

/** Most related products answered. */
export const RELATED_LIMIT = 8;

/**
 * Product grid, category, collection and shop listings, facets, single product and related
 * products, the category grid and tree, and tags (spec §7 "Search, products and catalogue").
 */
export function catalogueRoutes(db: Database): Hono {
  const routes = new Hono();

  /** Answers one page of a listing in `scope` for the request body. */
  async function listing(
    request: ListingRequest,
    listingScope: ListingScope,
  ): Promise<ProductListing> {
    const tree = await loadCategoryTree(db);
    const page = await productPage(db, {
      conditions: [
        ...scopeConditions(listingScope.scope),
        ...filterConditions(request.filters, tree),
      ],
      sort: request.sort,
      page: request.page,
      perPage: request.per_page,
    });
    return { category: listingScope.category, collection: listingScope.collection, ...page };
  }

  mount(routes, catalogue.productGrid, async ({ body: request }) => {
    let ids: number[];
    if (request.ids !== undefined) {
      // Picked products keep the editor's order; drafts stay hidden.
      const visible = await db
        .select({ id: products.id })
        .from(products)
        .where(and(...scopeConditions({ kind: 'all' }), inArray(products.id, request.ids)));
      const shown = new Set(visible.map((row) => row.id));
      ids = request.ids.filter((id) => shown.has(id)).slice(0, request.limit);
    } else {
      const tree = await loadCategoryTree(db);
      const conditions: SQL[] = scopeConditions({ kind: 'all' });
      if (request.category !== undefined) {
        const category = findCategory(tree, request.category);
        if (category === undefined) throw notFound(CATEGORY_NOT_FOUND);
        conditions.push(
          ...scopeConditions({ kind: 'category', categoryIds: subtreeIds(tree, category.id) }),
        );
      }
      if (request.collection !== undefined) {
        const { scope } = await collectionScope(db, String(request.collection));
        conditions.push(...scopeConditions(scope));
      }
      if (request.tag !== undefined) {
        conditions.push(...filterConditions({ tags: [request.tag] }, tree));
      }
      ids = await productIdsWhere(db, conditions, request.sort, request.limit);
    }
    return { data: { products: await productCardsByIds(db, ids) } };
  });

  mount(routes, catalogue.productCategory, async ({ params, body }) => {
    const tree = await loadCategoryTree(db);
    return { data: await listing(body, categoryScope(tree, params.id)) };
  });

  mount(routes, catalogue.productCollection, async ({ params, body }) => ({
    data: await listing(body, await collectionScope(db, params.id)),
  }));

  mount(routes, catalogue.shop, async ({ params, body }) => {
    const tree = await loadCategoryTree(db);
    return { data: await listing(body, await shopScope(db, tree, params.id)) };
  });

  mount(routes, catalogue.productFilters, async ({ params: { id }, query: { filters, query } }) => {
    const tree = await loadCategoryTree(db);
    let data: ProductFacets;
    if (id === 'search') {
      const scope = searchScope(query);
      data = scope === undefined ? NO_FACETS : await productFacets(db, tree, scope, filters);
    } else {
      const { scope } = await shopScope(db, tree, id);
      data = await productFacets(db, tree, scope, filters);
    }
    return { data };
  });

  mount(routes, catalogue.singleProduct, async ({ params, query: { is_published } }) => {
    const found = await findProduct(db, params.id, !is_published);
    const product = found === undefined ? undefined : await productDetail(db, found);
    if (product === undefined) throw notFound(PRODUCT_NOT_FOUND);
    return { data: { product } };
  });

  mount(routes, catalogue.relatedProducts, async ({ params }) => {
    const found = await findProduct(db, params.id, false);
    if (found === undefined) throw notFound(PRODUCT_NOT_FOUND);
    const [own] = await db
      .select({ categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, found.id));
    if (own === undefined) throw notFound(PRODUCT_NOT_FOUND);
    // Same category, in-stock and best rated first.
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          ...scopeConditions({ kind: 'category', categoryIds: [own.categoryId] }),
          sql`${products.id} <> ${found.id}`,
        ),
      )
      .orderBy(sql`${products.ratingAverage} desc`, asc(products.id))
      .limit(RELATED_LIMIT);
    return {
      data: {
        products: await productCardsByIds(
          db,
          rows.map((row) => row.id),
        ),
      },
    };
  });

  mount(routes, catalogue.categoryGrid, async ({ body: request }) => {
    const tree = await loadCategoryTree(db);
    const counts = await productCounts(db, tree);
    let rows = tree.childrenOf.get(null) ?? [];
    if (request.ids !== undefined) {
      rows = request.ids.flatMap((id) => {
        const row = tree.byId.get(id);
        return row === undefined ? [] : [row];
      });
    } else if (request.parent !== undefined) {
      const parent = findCategory(tree, request.parent);
      if (parent === undefined) throw notFound(CATEGORY_NOT_FOUND);
      rows = tree.childrenOf.get(parent.id) ?? [];
    }
    return { data: { categories: rows.map((row) => toCategoryCard(row, counts)) } };
  });

  mount(routes, catalogue.categoryTree, async ({ query: { category_id } }) => {
    const tree = await loadCategoryTree(db);
    const counts = await productCounts(db, tree);
    let parent: number | null = null;
    if (category_id !== undefined && category_id !== '') {
      const category = findCategory(tree, category_id);
      if (category === undefined) throw notFound(CATEGORY_NOT_FOUND);
      parent = category.id;
    }
    return { data: { categories: toCategoryNodes(tree, parent, counts) } };
  });

  mount(routes, catalogue.tags, async () => {
    const rows = await db
      .select({
        id: tags.id,
        name: tags.name,
        slug: tags.slug,
        product_count: sql<number>`(count(${products.id}))::int`,
      })
      .from(tags)
      .leftJoin(productTags, eq(productTags.tagId, tags.id))
      .leftJoin(
        products,
        and(eq(products.id, productTags.productId), eq(products.isPublished, true)),
      )
      .groupBy(tags.id)
      .orderBy(asc(tags.name));
    return { data: { tags: rows } };
  });

  return routes;
}
