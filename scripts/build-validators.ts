import { writeFileSync } from 'node:fs';
import { registry } from '../runtime/storefront/registry.ts';
import { generateStandaloneValidators } from '../schemas/standalone.ts';

/** Writes the browser-side validators of every registered section (preview mode, DESIGN §3). */
const OUT = 'schemas/generated/section-validators.js';
writeFileSync(OUT, generateStandaloneValidators(registry.manifest()));
console.log(`Wrote ${OUT} (${registry.keys().length} sections)`);
