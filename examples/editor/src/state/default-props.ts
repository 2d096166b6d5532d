type Schema = Record<string, unknown>;

/**
 * Props for a new section that has no preset: each property's `default`, an empty string for a
 * required string without one, and the same for required nested objects. The storefront applies
 * the rest of the defaults when it validates.
 */
export function defaultProps(schema: Schema): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  for (const [name, property] of Object.entries(properties)) {
    if (property.default !== undefined) props[name] = structuredClone(property.default);
    else if (required.has(name) && property.type === 'string') props[name] = '';
    else if (required.has(name) && property.type === 'object') props[name] = defaultProps(property);
  }
  return props;
}
