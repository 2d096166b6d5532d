import type { Options } from 'ajv';

/**
 * The options every section validator is compiled with, at run time on the server and ahead of
 * time for the preview: all errors at once (a store owner fixes them in one go), defaults applied,
 * no type coercion (a template that says "4" for 4 is wrong and should say so).
 */
export const sectionAjvOptions = {
  allErrors: true,
  useDefaults: true,
  coerceTypes: false,
  strict: true,
  strictRequired: false,
} as const satisfies Options;
