/** An image as the API gives it: an object with `src`, a URL string, or nothing. */
export type ImageLike = { src?: unknown } | string | null | undefined;

/** What the social image of a page may come from. */
export interface SocialImageSources {
  /** The product shown on the page, if any. */
  product?: { social_sharing_image?: ImageLike; base_image?: ImageLike } | null;
  /** The page's own image (page meta `image`). */
  pageImage?: ImageLike;
  /** The store's image (its logo). */
  storeImage?: ImageLike;
}

function srcOf(image: ImageLike): string | null {
  if (typeof image === 'string') return image.trim() || null;
  if (image && typeof image === 'object' && typeof image.src === 'string') {
    return image.src.trim() || null;
  }
  return null;
}

/**
 * The image shared on social networks (spec §9 "Social image fallback order"): the product's
 * social sharing image, else the product's base image, else the page image, else the store
 * image; `null` when none exists.
 */
export function socialImage(sources: SocialImageSources): string | null {
  return (
    srcOf(sources.product?.social_sharing_image) ??
    srcOf(sources.product?.base_image) ??
    srcOf(sources.pageImage) ??
    srcOf(sources.storeImage)
  );
}
