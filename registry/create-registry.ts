import type { AnySectionDefinition, ManifestEntry } from './types.ts';

/**
 * Augment this interface to make `registry.resolve(key)` know the props of every built-in and
 * theme section, the way React Router types its own registry:
 *
 * ```ts
 * declare module '../registry' { interface Register { sections: typeof builtinSections } }
 * ```
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging
export interface Register {}

type RegisteredSections = Register extends {
  sections: infer S extends readonly AnySectionDefinition[];
}
  ? S
  : readonly AnySectionDefinition[];

/** The keys known to the type system (every string when nothing is registered). */
export type SectionKey = RegisteredSections[number]['key'];

/** The definition registered under key `K`. */
export type DefinitionFor<K extends string> = string extends K
  ? AnySectionDefinition
  : Extract<RegisteredSections[number], { key: K }> extends never
    ? AnySectionDefinition
    : Extract<RegisteredSections[number], { key: K }>;

export interface Registry {
  /** Adds a section type; registering a key twice is a programming error and throws. */
  register(definition: AnySectionDefinition): void;
  /** The definition for `key`, or `undefined` for an unknown key (templates may name anything). */
  resolve<K extends string>(key: K): DefinitionFor<K> | undefined;
  has(key: string): boolean;
  /** Every registered key, in registration order. */
  keys(): string[];
  /**
   * JSON-serialisable description of every section, for the editor. Server only: in the browser
   * the definitions have no schemas (decision 0010), and this throws.
   */
  manifest(): ManifestEntry[];
}

function manifestEntry(definition: AnySectionDefinition): ManifestEntry {
  return {
    key: definition.key,
    title: definition.title,
    group: definition.group,
    schema: structuredClone(definition.schema),
    presets: (definition.presets ?? []).map((preset) => ({
      name: preset.name,
      props: structuredClone(preset.props),
    })),
    pageTypes: definition.pageTypes ?? null,
  };
}

/**
 * What rendering asks of a registry: the definition of a key. The browser's is made from what
 * each page names (runtime/render/page-sections.ts, decision 0023).
 */
export type SectionResolver = Pick<Registry, 'resolve'>;

/** Creates a registry holding `sections`; theme developers add theirs with `register`. */
export function createRegistry(sections: readonly AnySectionDefinition[] = []): Registry {
  const byKey = new Map<string, AnySectionDefinition>();

  const registry: Registry = {
    register(definition) {
      const existing = byKey.get(definition.key);
      if (existing) {
        throw new Error(
          // (no title in the browser: it is server-only there, decision 0010)
          `A section with key "${definition.key}" is already registered${existing.title ? ` (title "${existing.title}")` : ''}. ` +
            'Give the new section its own key, or remove the built-in one first.',
        );
      }
      byKey.set(definition.key, definition);
    },
    resolve(key) {
      return byKey.get(key) as never;
    },
    has: (key) => byKey.has(key),
    keys: () => [...byKey.keys()],
    manifest: () =>
      [...byKey.values()].map((definition) => {
        // the browser build has no schemas (decision 0010); a manifest without them is no manifest
        if (!definition.schema) {
          // kept short: every page's script carries it
          throw new Error(
            `registry.manifest() is server-only: no schema for section "${definition.key}" here; ask the section manifest endpoint`,
          );
        }
        return manifestEntry(definition);
      }),
  };

  for (const section of sections) registry.register(section);
  return registry;
}
