import type {
  ProductDetail,
  ProductVariant,
  VariableAttribute,
} from '../../../schemas/api/catalogue.ts';
import type { Image } from '../../../schemas/api/image.ts';

/** The option chosen per variable attribute, e.g. `{ colour: 'red', size: 'm' }`. */
export type VariantSelection = Readonly<Record<string, string>>;

/** Whether an option of `attribute` can be chosen now. */
export type OptionAvailability = 'available' | 'sold-out' | 'unavailable';

/** What the product page shows for the current selection. */
export interface ProductView {
  /** The variant chosen, once every attribute has an option that names one. */
  variant: ProductVariant | null;
  /** The sku to show and to add: the variant's, else the product's. */
  sku: string;
  /** Price to pay: the variant's, else the cheapest of the variants still possible. */
  price: number;
  /** List price that goes with `price`. */
  mrp: number;
  /** Units available: the variant's, else those of the variants still possible. */
  stock: number;
  /** Whether a unit of what is shown can be bought. */
  inStock: boolean;
  /** Pictures of what is shown, first one first; empty when the product has none. */
  images: Image[];
  /** Attributes still without an option (the shopper must choose them to buy). */
  missing: VariableAttribute[];
  /** Whether any variant has the options chosen so far (`false`: no such combination). */
  exists: boolean;
}

/** A colour attribute shows swatches: its options carry a `hex` colour. */
export function isColourAttribute(attribute: VariableAttribute): boolean {
  return attribute.options.some((option) => typeof option.hex === 'string');
}

/** The variant with this sku (compared case-insensitively), if the product has one. */
export function variantForSku(
  product: ProductDetail,
  sku: string | null | undefined,
): ProductVariant | undefined {
  if (!sku) return undefined;
  const wanted = sku.trim().toLowerCase();
  return product.variants.find((variant) => variant.sku.toLowerCase() === wanted);
}

function matches(variant: ProductVariant, selection: VariantSelection): boolean {
  return Object.entries(selection).every(([name, value]) => variant.options[name] === value);
}

/** Variants that agree with every option chosen so far. */
export function matchingVariants(
  product: ProductDetail,
  selection: VariantSelection,
): ProductVariant[] {
  return product.variants.filter((variant) => matches(variant, selection));
}

/**
 * The selection a page opens with: the variant named by `?sku=` (SSR honours it), else the
 * attributes with a single option and the colour of the first variant in stock, so the pictures
 * show a colour that can be bought. Sizes are never pre-chosen: the shopper picks their own.
 */
export function initialSelection(product: ProductDetail, sku?: string | null): VariantSelection {
  const named = variantForSku(product, sku);
  if (named) return { ...named.options };
  const selection: Record<string, string> = {};
  for (const attribute of product.variable_attributes) {
    const [only, ...others] = attribute.options;
    if (only && others.length === 0) selection[attribute.name] = only.value;
  }
  const colour = product.variable_attributes.find(isColourAttribute);
  if (colour && selection[colour.name] === undefined) {
    const first = product.variants.find((variant) => variant.is_in_stock) ?? product.variants[0];
    const value = first?.options[colour.name];
    if (value !== undefined) selection[colour.name] = value;
  }
  return selection;
}

/** The selection with `name` set to `value`. */
export function choose(selection: VariantSelection, name: string, value: string): VariantSelection {
  return { ...selection, [name]: value };
}

/**
 * Whether choosing `value` for `attribute` (keeping the other choices) leads to a variant in stock
 * (`available`), only to sold-out ones (`sold-out`) or to none at all (`unavailable`).
 */
export function optionAvailability(
  product: ProductDetail,
  selection: VariantSelection,
  attribute: string,
  value: string,
): OptionAvailability {
  const candidates = matchingVariants(product, choose(selection, attribute, value));
  if (candidates.length === 0) return 'unavailable';
  return candidates.some((variant) => variant.is_in_stock) ? 'available' : 'sold-out';
}

function uniqueImages(images: readonly Image[]): Image[] {
  const seen = new Set<string>();
  return images.filter((image) => !seen.has(image.src) && seen.add(image.src));
}

function productImages(product: ProductDetail): Image[] {
  if (product.gallery.length > 0) return uniqueImages(product.gallery);
  return product.base_image ? [product.base_image] : [];
}

/**
 * What the page shows for `selection` (spec §2: choosing a variation updates sku, price, stock and
 * images). A product without variants shows its own channel; an incomplete selection shows the
 * cheapest possible variant's price, the product's sku and the pictures of the chosen colour.
 */
export function productView(product: ProductDetail, selection: VariantSelection): ProductView {
  const { channel } = product;
  if (product.variants.length === 0) {
    return {
      variant: null,
      sku: channel.sku,
      price: channel.selling_price,
      mrp: channel.mrp,
      stock: channel.stock,
      inStock: channel.is_in_stock && channel.stock > 0,
      images: productImages(product),
      missing: [],
      exists: true,
    };
  }
  const missing = product.variable_attributes.filter(
    (attribute) => selection[attribute.name] === undefined,
  );
  const candidates = matchingVariants(product, selection);
  const variant = missing.length === 0 && candidates.length === 1 ? (candidates[0] ?? null) : null;
  const withImages = candidates.find((candidate) => candidate.images.length > 0);
  const narrowed = Object.keys(selection).length > 0;
  const images =
    variant && variant.images.length > 0
      ? uniqueImages(variant.images)
      : narrowed && withImages
        ? uniqueImages(withImages.images)
        : productImages(product);
  if (variant) {
    return {
      variant,
      sku: variant.sku,
      price: variant.selling_price,
      mrp: variant.mrp,
      stock: variant.stock,
      inStock: variant.is_in_stock && variant.stock > 0,
      images,
      missing,
      exists: true,
    };
  }
  const pool = candidates.length > 0 ? candidates : product.variants;
  const cheapest = pool.reduce<ProductVariant | undefined>(
    (best, candidate) =>
      best === undefined || candidate.selling_price < best.selling_price ? candidate : best,
    undefined,
  );
  const stock = candidates.reduce((sum, candidate) => sum + candidate.stock, 0);
  return {
    variant: null,
    sku: channel.sku,
    price: cheapest?.selling_price ?? channel.selling_price,
    mrp: cheapest?.mrp ?? channel.mrp,
    stock,
    inStock: candidates.some((candidate) => candidate.is_in_stock),
    images,
    missing,
    exists: candidates.length > 0,
  };
}
