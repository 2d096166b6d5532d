const UNSAFE_IN_SCRIPT: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of a `<script>` element (JSON-LD, or a value in an inline script): `<`, `>`
 * and `&` are written as JSON unicode escapes, so no value (a product named `</script><script>…`)
 * can close the element or open a comment; U+2028 and U+2029 too, which older JavaScript parsers
 * read as line ends. The text still parses to the same data, as JSON and as a JavaScript literal.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => UNSAFE_IN_SCRIPT[char] ?? char,
  );
}
