import { sectionValidators } from 'virtual:storefront/section-validators';
import type { ManifestEntryMessage } from '../../editor-bridge/protocol.ts';
import type { ClientSectionDefinition } from '../../registry/index.ts';
import { type HtmlSanitizer, hasHtmlProps, sanitizeHtmlProps } from '../../schemas/html-props.ts';
import { toSectionIssues } from '../../schemas/section-issues.ts';
import type { ValidationResult } from '../../schemas/section-validator.ts';
import { sanitizeHtmlInBrowser } from './sanitize-html.ts';

/** Why a registered section cannot be previewed: its validator was not generated. */
export const NO_PREVIEW_VALIDATOR =
  'has no preview validator; rebuild the storefront (or restart `npm run dev`) to preview this section';

/** Why a section cannot be previewed: the storefront's section manifest has no schema for it. */
export const NO_PREVIEW_SCHEMA =
  "is not in the storefront's section manifest, so its HTML cannot be checked; reload the preview";

/** Validates one section's props in the preview; reads nothing from the definition but its key. */
export type PreviewValidator = (
  definition: Pick<ClientSectionDefinition, 'key'>,
  props: unknown,
) => ValidationResult;

/** A validator generated ahead of time from the theme's registry (scripts/theme-plugin.ts). */
type StandaloneValidator = ((data: unknown) => boolean) & {
  errors?: Parameters<typeof toSectionIssues>[0];
};

/** What `createPreviewValidator` works with; tests count the calls. */
export interface PreviewValidatorOptions {
  /** @default the theme's generated validators */
  validators?: Readonly<Record<string, StandaloneValidator | undefined>>;
  /** @default DOMPurify in the browser, as on the server */
  sanitize?: HtmlSanitizer;
  /** How many results are remembered. @default 2000 (four times the sections of an area) */
  remember?: number;
}

/**
 * Section validation in the browser (DESIGN §3, preview only): the validators ajv generated ahead
 * of time (no ajv, no `new Function`), schema defaults applied, HTML props sanitised. The browser's
 * definitions carry no schema (decision 0010), so the schema that says which props are HTML comes
 * from the storefront's section manifest, by key. A section without a generated validator, or
 * missing from the manifest, is reported invalid rather than rendered unchecked.
 *
 * Memoised by content (DESIGN §6): props equal to ones validated before (the 199 sections a push
 * did not change, or a section typed back to what it was) get the same result object again, with
 * no validation and no sanitising, and the same props object, so the renderer skips them too.
 */
export function createPreviewValidator(
  manifest: readonly Pick<ManifestEntryMessage, 'key' | 'schema'>[],
  options: PreviewValidatorOptions = {},
): PreviewValidator {
  const validators = options.validators ?? sectionValidators;
  const sanitize = options.sanitize ?? sanitizeHtmlInBrowser;
  const remember = options.remember ?? 2000;
  const schemas = new Map(manifest.map((entry) => [entry.key, entry.schema]));
  const results = new Map<string, ValidationResult>();

  const validate = (key: string, props: unknown): ValidationResult => {
    const validator = validators[key];
    if (!validator) return { ok: false, errors: [{ path: '/', message: NO_PREVIEW_VALIDATOR }] };
    const schema = schemas.get(key);
    if (!schema) return { ok: false, errors: [{ path: '/', message: NO_PREVIEW_SCHEMA }] };
    let copy: unknown;
    try {
      copy = structuredClone(props ?? {});
    } catch {
      return { ok: false, errors: [{ path: '/', message: 'is not plain data' }] };
    }
    if (!validator(copy)) return { ok: false, errors: toSectionIssues(validator.errors) };
    if (hasHtmlProps(schema)) sanitizeHtmlProps(schema, copy, sanitize);
    return { ok: true, props: copy as Record<string, unknown> };
  };

  return ({ key }, props) => {
    let content: string;
    try {
      content = `${key}\u0000${JSON.stringify(props ?? {})}`;
    } catch {
      return validate(key, props); // not JSON (a cycle): refused there, never remembered
    }
    const known = results.get(content);
    if (known) {
      // most recently used last, so the oldest are forgotten first
      results.delete(content);
      results.set(content, known);
      return known;
    }
    const result = validate(key, props);
    results.set(content, result);
    if (results.size > remember) results.delete(results.keys().next().value as string);
    return result;
  };
}
