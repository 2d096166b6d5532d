import { z } from 'zod';
import { catalogueRefSchema, slugSchema } from './catalogue.ts';
import { imageSchema } from './image.ts';

// Categories and tags of the catalogue contract (spec §7 `category/*`, `tag/all`): the category
// grid, the category tree and the tag list.

/** A category on a grid or in the tree, with its image and published product count. */
export const categoryCardSchema = catalogueRefSchema.extend({
  /** Id of the parent category, `null` at the top. */
  parent_id: z.number().int().positive().nullable(),
  /** Description, plain text. */
  description: z.string(),
  /** Image, or `null`. */
  image: imageSchema.nullable(),
  /** Published products in this category and its subcategories. */
  product_count: z.number().int().nonnegative(),
});
export type CategoryCard = z.infer<typeof categoryCardSchema>;

/** A node of the category tree. */
export type CategoryNode = CategoryCard & { children: CategoryNode[] };
/** A category with its subcategories, recursively. */
export const categoryNodeSchema: z.ZodType<CategoryNode> = categoryCardSchema.extend({
  /** Subcategories in display order. */
  get children() {
    return z.array(categoryNodeSchema);
  },
});

/** Body of `POST /api/category/category-grid`. */
export const categoryGridRequestSchema = z.object({
  /** Category ids; the answer keeps their order. */
  ids: z.array(z.number().int().positive()).max(48).optional(),
  /** Slug or id of a parent: answer its direct subcategories. Without ids or parent: the top. */
  parent: z.union([slugSchema, z.number().int().positive()]).optional(),
});
export type CategoryGridRequest = z.input<typeof categoryGridRequestSchema>;

/** `data` of `POST /api/category/category-grid`. */
export const categoryGridSchema = z.object({
  /** The categories. */
  categories: z.array(categoryCardSchema),
});
export type CategoryGrid = z.infer<typeof categoryGridSchema>;

/** Query of `GET /api/category/all`. */
export const categoryTreeQuerySchema = z.object({
  /** Id or slug of the category whose subtree to answer. Without it: the whole tree. */
  category_id: z.string().max(120).optional(),
});
export type CategoryTreeQuery = z.input<typeof categoryTreeQuerySchema>;

/** `data` of `GET /api/category/all`. */
export const categoryTreeSchema = z.object({
  /** Top categories (or the asked category's children), each with its subtree. */
  categories: z.array(categoryNodeSchema),
});
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

/** A tag with its published product count. */
export const tagCardSchema = catalogueRefSchema.extend({
  /** Published products with this tag. */
  product_count: z.number().int().nonnegative(),
});

/** `data` of `GET /api/tag/all`. */
export const tagListSchema = z.object({
  /** Every tag, by name. */
  tags: z.array(tagCardSchema),
});
export type TagList = z.infer<typeof tagListSchema>;
