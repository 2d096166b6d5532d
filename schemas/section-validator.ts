import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { sectionAjvOptions } from './ajv-options.ts';
import { type HtmlSanitizer, hasHtmlProps, sanitizeHtmlProps } from './html-props.ts';
import { type SectionIssue, toSectionIssues } from './section-issues.ts';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

export type ValidationResult =
  | { ok: true; props: Record<string, unknown> }
  | { ok: false; errors: SectionIssue[] };

export interface SectionValidator {
  /**
   * Validates `props` against `schema`: on success returns a copy with schema defaults applied and
   * HTML props sanitised; otherwise every error as `{ path, message }`. Never throws for bad input.
   */
  validate(schema: object, props: unknown): ValidationResult;
}

/**
 * Server-side section validation (DESIGN §3 step 4). Each schema is compiled once per process and
 * cached by identity, so a 200-section page costs 200 calls of already compiled functions.
 */
export function createSectionValidator(options: { sanitizeHtml: HtmlSanitizer }): SectionValidator {
  const ajv = new Ajv(sectionAjvOptions);
  addFormats(ajv);
  const compiled = new WeakMap<object, { validate: ValidateFunction; html: boolean }>();

  function compile(schema: object) {
    let entry = compiled.get(schema);
    if (!entry) {
      entry = { validate: ajv.compile(schema), html: hasHtmlProps(schema) };
      compiled.set(schema, entry);
    }
    return entry;
  }

  return {
    validate(schema, props) {
      const { validate, html } = compile(schema);
      const copy = structuredClone(props ?? {});
      if (!validate(copy)) return { ok: false, errors: toSectionIssues(validate.errors) };
      if (html) sanitizeHtmlProps(schema, copy, options.sanitizeHtml);
      return { ok: true, props: copy as Record<string, unknown> };
    },
  };
}
