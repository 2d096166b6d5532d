import { sectionValidators } from '../generated/section-validators.js';
import { checkWithValidators, type SectionCheck } from './section-check.ts';

/**
 * The check of the built-in sections, from their validators precompiled by
 * `npm run build:validators`: what an API uses when no shop handed it its own registry's check.
 * Server-side only (it holds every section's validator).
 */
export const builtinSectionCheck: SectionCheck = checkWithValidators(sectionValidators);
