/** A function that makes untrusted HTML safe to insert (DOMPurify on the server or in preview). */
export type HtmlSanitizer = (html: string) => string;

type SchemaNode = Record<string, unknown>;

/** The media type that marks a string prop as HTML: `{ type: 'string', contentMediaType: 'text/html' }`. */
export const HTML_MEDIA_TYPE = 'text/html';

/**
 * Sanitises, in place, every string prop whose schema says `contentMediaType: 'text/html'`, at
 * any depth of objects and arrays. HTML is cleaned where props are validated (the server, or the
 * preview chunk), so components can insert it without carrying a sanitiser to the shopper.
 */
export function sanitizeHtmlProps(
  schema: unknown,
  value: unknown,
  sanitize: HtmlSanitizer,
): unknown {
  if (typeof schema !== 'object' || schema === null) return value;
  const node = schema as SchemaNode;
  if (node.contentMediaType === HTML_MEDIA_TYPE && typeof value === 'string')
    return sanitize(value);

  if (Array.isArray(value) && node.items) {
    for (let i = 0; i < value.length; i++)
      value[i] = sanitizeHtmlProps(node.items, value[i], sanitize);
    return value;
  }
  if (
    typeof value === 'object' &&
    value !== null &&
    typeof node.properties === 'object' &&
    node.properties
  ) {
    const record = value as Record<string, unknown>;
    for (const [name, child] of Object.entries(node.properties as Record<string, unknown>)) {
      if (name in record) record[name] = sanitizeHtmlProps(child, record[name], sanitize);
    }
  }
  return value;
}

/** Whether a schema has any HTML prop, so callers can skip the walk (and the sanitiser) entirely. */
export function hasHtmlProps(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const node = schema as SchemaNode;
  if (node.contentMediaType === HTML_MEDIA_TYPE) return true;
  if (node.items && hasHtmlProps(node.items)) return true;
  return typeof node.properties === 'object' && node.properties !== null
    ? Object.values(node.properties).some(hasHtmlProps)
    : false;
}
