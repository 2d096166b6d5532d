import type { ServerBuild } from 'react-router';
import type { SectionCheck } from '../../schemas/api/section-check.ts';
import { createSectionValidator } from '../../schemas/section-validator.ts';
import type { SectionManifestExport } from './section-manifest.ts';

// Only the verdict is read here, never the sanitised copy: the renderer sanitises HTML props
// itself, on every render (decision 0001).
const keepHtml = (html: string) => html;

const checks = new WeakMap<ServerBuild, SectionCheck>();

/** The check of every section `build`'s registry holds, theme sections included. */
function checkOf(build: ServerBuild): SectionCheck {
  let check = checks.get(build);
  if (check === undefined) {
    const manifest = (build.entry.module as Partial<SectionManifestExport>).sectionManifest?.();
    if (manifest === undefined) {
      throw new Error('The server build exports no sectionManifest: templates cannot be checked.');
    }
    const schemas = new Map(manifest.map((entry) => [entry.key, entry.schema]));
    const validator = createSectionValidator({ sanitizeHtml: keepHtml });
    check = (key, props) => {
      const schema = schemas.get(key);
      if (schema === undefined) return undefined;
      const result = validator.validate(schema, props);
      return result.ok ? [] : result.errors;
    };
    checks.set(build, check);
  }
  return check;
}

/**
 * The section check the embedded API runs before it stores a template (decision 15): the
 * storefront's own registry, as the server build renders with it, so a template the API accepts
 * is one the shop can show. Each schema compiles on first use, once per build (a development
 * server's reload brings a new build and a new check).
 */
export function sectionCheckFromBuild(
  build: ServerBuild | (() => Promise<ServerBuild>),
): () => Promise<SectionCheck> {
  return async () => checkOf(typeof build === 'function' ? await build() : build);
}
