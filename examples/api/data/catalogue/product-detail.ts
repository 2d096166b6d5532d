import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { ProductDetail, ProductVariant } from '../../../../schemas/api/index.ts';
import type { Database } from '../../db/open.ts';
import {
  productImages,
  products,
  productTags,
  productVariants,
  sizeCharts,
  tags,
} from '../../db/schema.ts';
import { productCardsByIds } from './product-cards.ts';
import { toMoney } from './product-sql.ts';

/** A product found by a path key, and the variant sku the key named, if any. */
export interface FoundProduct {
  id: number;
  selectedSku: string | null;
}

/**
 * The product whose id (all digits), slug, sku or variant sku is `key`. Unpublished products
 * are found only with `includeDrafts`.
 */
export async function findProduct(
  db: Database,
  key: string,
  includeDrafts: boolean,
): Promise<FoundProduct | undefined> {
  const visible = (condition: SQL | undefined) =>
    includeDrafts ? condition : and(condition, eq(products.isPublished, true));
  const byKey = [eq(products.slug, key), eq(products.sku, key)];
  if (/^\d{1,9}$/.test(key)) byKey.push(eq(products.id, Number(key)));
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(visible(or(...byKey)))
    .limit(1);
  if (product !== undefined) return { id: product.id, selectedSku: null };

  const [variant] = await db
    .select({ id: products.id, sku: productVariants.sku })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(visible(eq(productVariants.sku, key)))
    .limit(1);
  return variant === undefined ? undefined : { id: variant.id, selectedSku: variant.sku };
}

/** Everything the product page shows. */
export async function productDetail(
  db: Database,
  found: FoundProduct,
): Promise<ProductDetail | undefined> {
  const { id } = found;
  const [[card], [row], gallery, variantRows, tagRows] = await Promise.all([
    productCardsByIds(db, [id]),
    db
      .select({ product: products, chart: sizeCharts })
      .from(products)
      .leftJoin(sizeCharts, eq(sizeCharts.id, products.sizeChartId))
      .where(eq(products.id, id)),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.position)),
    db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    db
      .select({ id: tags.id, name: tags.name, slug: tags.slug })
      .from(productTags)
      .innerJoin(tags, eq(tags.id, productTags.tagId))
      .where(eq(productTags.productId, id))
      .orderBy(asc(tags.name)),
  ]);
  if (card === undefined || row === undefined) return undefined;
  const { product, chart } = row;

  const variants: ProductVariant[] = variantRows.map((variant) => ({
    id: variant.id,
    sku: variant.sku,
    options: variant.options,
    selling_price: toMoney(variant.price),
    mrp: toMoney(variant.mrp),
    stock: variant.stock,
    is_in_stock: variant.stock > 0,
    images: variant.images,
  }));

  return {
    ...card,
    gallery: gallery.map(({ src, alt, width, height }) => ({ src, alt, width, height })),
    social_sharing_image: product.socialSharingImage,
    meta: {
      meta_title: product.metaTitle ?? product.name,
      meta_description: product.metaDescription ?? product.shortDescription,
    },
    tags: tagRows,
    variable_attributes: product.attributes.map((attribute) => ({
      name: attribute.name,
      label: attribute.label,
      options: attribute.options.map(({ value, label, hex }) =>
        hex === undefined ? { value, label } : { value, label, hex },
      ),
    })),
    variants,
    specifications: Object.entries(product.specs).map(([name, value]) => ({
      name,
      label: name.charAt(0).toUpperCase() + name.slice(1),
      value,
    })),
    size_chart: chart === null ? null : { name: chart.name, image: chart.image, rows: chart.rows },
    description: product.description,
    short_description: product.shortDescription,
    selected_sku: found.selectedSku,
    created_at: product.createdAt.toISOString(),
  };
}
