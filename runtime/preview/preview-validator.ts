import type { ManifestEntryMessage } from '../../editor-bridge/protocol.ts';
import type { ClientSectionDefinition } from '../../registry/index.ts';
import { sectionValidators } from '../../schemas/generated/section-validators.js';
import { hasHtmlProps, sanitizeHtmlProps } from '../../schemas/html-props.ts';
import { toSectionIssues } from '../../schemas/section-issues.ts';
import type { ValidationResult } from '../../schemas/section-validator.ts';
import { sanitizeHtmlInBrowser } from './sanitize-html.ts';

/** Why a registered section cannot be previewed: its validator was not generated. */
export const NO_PREVIEW_VALIDATOR =
  'has no preview validator; run `npm run build:validators` and rebuild to preview this section';

/** Why a section cannot be previewed: the storefront's section manifest has no schema for it. */
export const NO_PREVIEW_SCHEMA =
  "is not in the storefront's section manifest, so its HTML cannot be checked; reload the preview";

/** Validates one section's props in the preview; reads nothing from the definition but its key. */
export type PreviewValidator = (
  definition: Pick<ClientSectionDefinition, 'key'>,
  props: unknown,
) => ValidationResult;

/**
 * Section validation in the browser (DESIGN §3, preview only): the validators ajv generated ahead
 * of time (no ajv, no `new Function`), schema defaults applied, HTML props sanitised. The browser's
 * definitions carry no schema (decision 0010), so the schema that says which props are HTML comes
 * from the storefront's section manifest, by key. A section without a generated validator, or
 * missing from the manifest, is reported invalid rather than rendered unchecked.
 */
export function createPreviewValidator(
  manifest: readonly Pick<ManifestEntryMessage, 'key' | 'schema'>[],
): PreviewValidator {
  const schemas = new Map(manifest.map((entry) => [entry.key, entry.schema]));
  return (definition, props) => {
    const validate = sectionValidators[definition.key];
    if (!validate) return { ok: false, errors: [{ path: '/', message: NO_PREVIEW_VALIDATOR }] };
    const schema = schemas.get(definition.key);
    if (!schema) return { ok: false, errors: [{ path: '/', message: NO_PREVIEW_SCHEMA }] };
    let copy: unknown;
    try {
      copy = structuredClone(props ?? {});
    } catch {
      return { ok: false, errors: [{ path: '/', message: 'is not plain data' }] };
    }
    if (!validate(copy)) return { ok: false, errors: toSectionIssues(validate.errors) };
    if (hasHtmlProps(schema)) sanitizeHtmlProps(schema, copy, sanitizeHtmlInBrowser);
    return { ok: true, props: copy as Record<string, unknown> };
  };
}
