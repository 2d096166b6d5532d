/**
 * CSS made safe to place inside a `<style>` element: every `<` becomes the CSS escape `\3c `, so
 * no `</style`, `<!--` or `<script` sequence can appear and end the element or start markup. The
 * escape keeps `<` where CSS reads it as a character (strings, `content`), at the cost of the rare
 * range media query (`width < 600px`), which store CSS must write as `max-width` instead.
 */
export function inertCss(css: string): string {
  return css.replace(/</g, '\\3c ');
}

/**
 * A double-quoted CSS string holding `value`: backslashes, quotes and line breaks are escaped, and
 * `<` too (see {@link inertCss}), so a stored value can neither end its declaration nor the style
 * element.
 */
export function cssString(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\r\n|[\r\n\f]/g, '\\a ')
    .replace(/</g, '\\3c ');
  return `"${escaped}"`;
}

/** `url("…")` of a URL, quoted with {@link cssString}. */
export function cssUrl(url: string): string {
  return `url(${cssString(url)})`;
}
