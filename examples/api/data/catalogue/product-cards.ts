import { and, asc, count, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type {
  AttributeOption,
  Image,
  Pagination,
  ProductCard,
  ProductSort,
} from '../../../../schemas/api/index.ts';
import type { Database } from '../../db/open.ts';
import { brands, categories, labels, productImages, products } from '../../db/schema.ts';
import {
  effectiveMrp,
  effectivePrice,
  effectiveStock,
  hasVariants,
  sortOrder,
  toMoney,
} from './product-sql.ts';

/** Products as cards, in the order of `ids`; ids that do not exist are left out. */
export async function productCardsByIds(db: Database, ids: number[]): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const [rows, images] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        sku: products.sku,
        brandId: brands.id,
        brandName: brands.name,
        brandSlug: brands.slug,
        categoryId: categories.id,
        categoryName: categories.name,
        categorySlug: categories.slug,
        labelName: labels.name,
        labelColor: labels.color,
        price: effectivePrice,
        mrp: effectiveMrp,
        stock: effectiveStock,
        hasVariants,
        attributes: products.attributes,
        ratingAverage: products.ratingAverage,
        ratingCount: products.ratingCount,
        isCustomisationEnabled: products.isCustomisationEnabled,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(labels, eq(labels.id, products.labelId))
      .where(inArray(products.id, ids)),
    // Base and hover image only.
    db
      .select()
      .from(productImages)
      .where(and(inArray(productImages.productId, ids), lt(productImages.position, 2)))
      .orderBy(asc(productImages.productId), asc(productImages.position)),
  ]);

  const imagesOf = new Map<number, Image[]>();
  for (const image of images) {
    const list = imagesOf.get(image.productId) ?? [];
    list.push({ src: image.src, alt: image.alt, width: image.width, height: image.height });
    imagesOf.set(image.productId, list);
  }

  const cards = new Map<number, ProductCard>();
  for (const row of rows) {
    const [base = null, hover = null] = imagesOf.get(row.id) ?? [];
    const colours: AttributeOption[] =
      row.attributes.find((attribute) => attribute.name === 'colour')?.options ?? [];
    cards.set(row.id, {
      id: row.id,
      name: row.name,
      slug: row.slug,
      brand:
        row.brandId === null || row.brandName === null || row.brandSlug === null
          ? null
          : { id: row.brandId, name: row.brandName, slug: row.brandSlug },
      category: { id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
      channel: {
        sku: row.sku,
        selling_price: toMoney(row.price),
        mrp: toMoney(row.mrp),
        stock: Number(row.stock),
        is_in_stock: Number(row.stock) > 0,
      },
      base_image: base,
      hover_image: hover,
      labels:
        row.labelName === null || row.labelColor === null
          ? []
          : [{ name: row.labelName, color: row.labelColor }],
      rating: { average: toMoney(row.ratingAverage), count: row.ratingCount },
      has_variants: row.hasVariants,
      colours: colours.map(({ value, label, hex }) =>
        hex === undefined ? { value, label } : { value, label, hex },
      ),
      is_customisation_enabled: row.isCustomisationEnabled,
    });
  }
  return ids.flatMap((id) => {
    const card = cards.get(id);
    return card === undefined ? [] : [card];
  });
}

/** What a page of products asks for. */
export interface ProductPageRequest {
  conditions: SQL[];
  sort: ProductSort;
  page: number;
  perPage: number;
}

/** One page of the products meeting `conditions`, sorted, with the page position. */
export async function productPage(
  db: Database,
  request: ProductPageRequest,
): Promise<{ products: ProductCard[]; pagination: Pagination }> {
  const where = and(...request.conditions);
  const [totalRow] = await db.select({ total: count() }).from(products).where(where);
  const total = totalRow?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / request.perPage));
  const offset = (request.page - 1) * request.perPage;
  const ids =
    offset >= total
      ? []
      : await db
          .select({ id: products.id })
          .from(products)
          .where(where)
          .orderBy(...sortOrder(request.sort))
          .limit(request.perPage)
          .offset(offset);
  return {
    products: await productCardsByIds(
      db,
      ids.map((row) => row.id),
    ),
    pagination: { page: request.page, per_page: request.perPage, total, last_page: lastPage },
  };
}

/** Ids of up to `limit` products meeting `conditions`, sorted. */
export async function productIdsWhere(
  db: Database,
  conditions: SQL[],
  sort: ProductSort,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(...conditions))
    .orderBy(...sortOrder(sort))
    .limit(limit);
  return rows.map((row) => row.id);
}
