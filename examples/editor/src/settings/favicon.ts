import type { Favicon } from '../../../../schemas/api/storefront.ts';

// The store's favicon as the Store settings panel edits it (issue 25): one uploaded picture is
// the `icon`; the set's other entries (an Apple touch icon, a mask icon) are kept as they are.

/** The picture types a favicon may be: what the uploads endpoint takes. */
export const FAVICON_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** What the field says of a picture that is not square. */
export const FAVICON_NOT_SQUARE_MESSAGE =
  'A favicon is square: this picture is {width}×{height} pixels. Crop it to a square (e.g. 64×64) first.';

/** The uploaded picture as the favicon, in place of the set's `icon` entries. */
export function withFavicon(
  set: readonly Favicon[],
  upload: { href: string; type: string; width: number; height: number },
): Favicon[] {
  const icon: Favicon = {
    rel: 'icon',
    href: upload.href,
    sizes: `${upload.width}x${upload.height}`,
    type: upload.type,
  };
  return [icon, ...set.filter((entry) => entry.rel !== 'icon')];
}

/** The set without its `icon` entries: browsers fall back to `/favicon.ico`. */
export function withoutFavicon(set: readonly Favicon[]): Favicon[] {
  return set.filter((entry) => entry.rel !== 'icon');
}

/** Why a picture of this size cannot be the favicon; `null` when it can. */
export function faviconSizeProblem(size: { width: number; height: number }): string | null {
  if (size.width === size.height) return null;
  return FAVICON_NOT_SQUARE_MESSAGE.replace('{width}', String(size.width)).replace(
    '{height}',
    String(size.height),
  );
}
