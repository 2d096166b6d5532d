import type { ValidateSection } from '../runtime/render/resolve-template.ts';
import { sectionValidators } from '../schemas/generated/section-validators.js';
import { hasHtmlProps, sanitizeHtmlProps } from '../schemas/html-props.ts';
import { toSectionIssues } from '../schemas/section-issues.ts';
import { sanitizeHtmlInBrowser } from './sanitize-html.ts';

/** Why a registered section cannot be previewed: its validator was not generated. */
export const NO_PREVIEW_VALIDATOR =
  'has no preview validator; run `npm run build:validators` and rebuild to preview this section';

/**
 * Section validation in the browser (DESIGN §3, preview only): the validators ajv generated ahead
 * of time (no ajv, no `new Function`), schema defaults applied, HTML props sanitised. A section
 * type without a generated validator is reported invalid rather than rendered unchecked.
 */
export const validateSectionInPreview: ValidateSection = (definition, props) => {
  const validate = sectionValidators[definition.key];
  if (!validate) return { ok: false, errors: [{ path: '/', message: NO_PREVIEW_VALIDATOR }] };
  let copy: unknown;
  try {
    copy = structuredClone(props ?? {});
  } catch {
    return { ok: false, errors: [{ path: '/', message: 'is not plain data' }] };
  }
  if (!validate(copy)) return { ok: false, errors: toSectionIssues(validate.errors) };
  if (hasHtmlProps(definition.schema))
    sanitizeHtmlProps(definition.schema, copy, sanitizeHtmlInBrowser);
  return { ok: true, props: copy as Record<string, unknown> };
};
