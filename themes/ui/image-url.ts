/**
 * The URL of `src` resized to `width` pixels. Platforms resize through a `w` query parameter;
 * data: and blob: URLs are returned untouched.
 */
export function imageUrl(src: string, width: number): string {
  if (/^(data|blob):/i.test(src)) return src;
  const [path = '', hash] = src.split('#', 2);
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}w=${Math.round(width)}${hash ? `#${hash}` : ''}`;
}

/** A `srcset` with the 1x and 2x densities of spec §9. */
export function densitySrcSet(src: string, width: number): string {
  return `${imageUrl(src, width)} 1x, ${imageUrl(src, width * 2)} 2x`;
}
