import type { AnySectionDefinition } from './types.ts';

/**
 * Design tokens a theme sets on top of the runtime's defaults (themes/stitches.config.ts), by
 * scale and token name: `{ radii: { md: '2px' }, space: { 5: '20px' } }`. They become CSS
 * variables after the built-in styles, so every `$token` use in a section follows them.
 */
export type ThemeTokens = Readonly<
  Partial<
    Record<
      | 'colors'
      | 'fonts'
      | 'fontSizes'
      | 'fontWeights'
      | 'space'
      | 'sizes'
      | 'radii'
      | 'shadows'
      | 'zIndices',
      Readonly<Record<string, string>>
    >
  >
>;

type Sections = readonly AnySectionDefinition[];
type KeyOf<L extends Sections> = L[number]['key'];

/** Replacements of built-in sections, by the key they replace; each keeps that key. */
export type ThemeOverrides<B extends Sections> = {
  readonly [K in KeyOf<B>]?: AnySectionDefinition & { key: K };
};

/** What a theme's `storefront.config.ts` passes to {@link defineTheme}. */
export interface ThemeConfig<
  B extends Sections,
  A extends Sections,
  O extends ThemeOverrides<B>,
  R extends readonly KeyOf<B>[],
> {
  /** The theme's name, shown in build output and the editor. */
  name: string;
  /** The sections the theme builds on: `builtinSections` from `sections/index.ts`. */
  builtins: B;
  /** Sections the theme adds, each under a key no built-in has. @default [] */
  sections?: A;
  /** Built-in sections the theme replaces, by key: `{ 'rich-text': myRichText }`. @default {} */
  overrides?: O;
  /** Keys of built-in sections the theme leaves out: templates naming them render nothing. @default [] */
  remove?: R;
  /** Design tokens over the runtime's defaults. @default {} */
  tokens?: ThemeTokens;
}

/** The list a theme's registry is created from: built-ins (replaced or removed), then the theme's own. */
export type ThemeSectionList<
  B extends Sections,
  A extends Sections,
  O extends ThemeOverrides<B>,
  R extends readonly KeyOf<B>[],
> = readonly (
  | Exclude<B[number], { key: R[number] | keyof O }>
  | NonNullable<O[keyof O]>
  | A[number]
)[];

/** A composed theme: what `storefront.config.ts` exports by default. */
export interface Theme<S extends Sections = Sections> {
  name: string;
  /** Every section of the shop, in the order the editor lists them. */
  sections: S;
  tokens: ThemeTokens;
}

/** A theme that cannot be built; the message names the key and what to do. */
export class ThemeError extends Error {
  override name = 'ThemeError';
}

/**
 * Refuses an override or removal of a key no built-in has, an override under another key, and a
 * key registered twice in the composed list.
 */
function checkTheme(
  name: string,
  builtins: Sections,
  overrides: Readonly<Record<string, AnySectionDefinition | undefined>>,
  removed: ReadonlySet<string>,
  sections: Sections,
): void {
  const builtinKeys = new Set(builtins.map((section) => section.key));
  for (const key of removed) {
    if (!builtinKeys.has(key))
      throw new ThemeError(
        `Theme "${name}" removes section "${key}", which is not a built-in section.`,
      );
  }
  for (const [key, section] of Object.entries(overrides)) {
    if (!section) continue;
    if (!builtinKeys.has(key))
      throw new ThemeError(
        `Theme "${name}" overrides section "${key}", which is not a built-in section; add it to \`sections\` instead.`,
      );
    if (section.key !== key)
      throw new ThemeError(
        `Theme "${name}" overrides section "${key}" with a section keyed "${section.key}"; an override keeps the key it replaces.`,
      );
    if (removed.has(key))
      throw new ThemeError(
        `Theme "${name}" both overrides and removes section "${key}"; keep one of the two.`,
      );
  }
  const seen = new Set<string>();
  sections.forEach((section, index) => {
    if (seen.has(section.key))
      throw new ThemeError(
        builtinKeys.has(section.key) && index >= builtins.length - removed.size
          ? `Theme "${name}" registers section "${section.key}", which is a built-in section; to replace it, put it in \`overrides: { '${section.key}': … }\`.`
          : `Theme "${name}" registers section "${section.key}" twice (sections); give each section its own key.`,
      );
    seen.add(section.key);
  });
}

/**
 * Names a theme and composes its section list from the built-ins: `overrides` replace built-ins
 * by key in place, `remove` leaves built-ins out, `sections` are appended. Nothing under
 * `runtime/`, `registry/` or `sections/` changes for a theme; the build reads this through the
 * `@storefront/theme` module (scripts/theme-plugin.ts), and the registry's types follow the list.
 *
 * Throws a {@link ThemeError} for a key registered twice, an override or removal of a key no
 * built-in has, or an override under another key than the one it replaces. Schemas are checked
 * where they exist, on the server: the build's theme plugin refuses a section without a schema or
 * with one that is not JSON Schema (the browser has none, decision 0010).
 */
export function defineTheme<
  const B extends Sections,
  const A extends Sections = readonly [],
  const O extends ThemeOverrides<B> = Record<never, never>,
  const R extends readonly KeyOf<B>[] = readonly [],
>(config: ThemeConfig<B, A, O, R>): Theme<ThemeSectionList<B, A, O, R>> {
  // kept small: this runs in every shopper's browser
  const removed: readonly string[] = config.remove ?? [];
  const overrides: Readonly<Record<string, AnySectionDefinition | undefined>> =
    config.overrides ?? {};
  const sections = [
    ...config.builtins
      .filter((section) => !removed.includes(section.key))
      .map(
        (section) => (Object.hasOwn(overrides, section.key) && overrides[section.key]) || section,
      ),
    ...(config.sections ?? []),
  ];
  // The browser's build leaves the checks out (Vite replaces `import.meta.env.SSR` with false):
  // the server and the build already refused a theme that fails them, with these messages.
  // Outside Vite (tsx scripts) there is no `import.meta.env`, and the checks run.
  if (!import.meta.env || import.meta.env.SSR)
    checkTheme(config.name, config.builtins, overrides, new Set(removed), sections);

  return {
    name: config.name,
    sections: sections as unknown as ThemeSectionList<B, A, O, R>,
    tokens: config.tokens ?? {},
  };
}
