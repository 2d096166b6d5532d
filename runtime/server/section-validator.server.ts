import { createSectionValidator } from '../../schemas/section-validator.ts';
import type { ValidateSection } from '../render/resolve-template.ts';
import { sanitizeHtml } from './sanitize-html.server.ts';

// Compiled once per process (DESIGN §3 step 4); each schema compiles on its first use.
const validator = createSectionValidator({ sanitizeHtml });

/** Server-side section validation: ajv with defaults, HTML props sanitised. */
export const validateSectionOnServer: ValidateSection = (definition, props) =>
  validator.validate(definition.schema, props);
