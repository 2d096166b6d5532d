import { z } from 'zod';
import { socialLinksSchema } from '../schemas/api/settings.ts';
import { storefrontSchema } from '../schemas/api/storefront.ts';
import { pageMetaSchema, pageTypeSchema, sectionSchema } from '../schemas/template.ts';

/*
 * The editor bridge protocol (DESIGN §4, spec §2 "Preview mode"): every message between a parent
 * editor and the storefront in its iframe, as a zod schema and a type. Transport is postmate:
 * the parent calls `child.call(name, payload)`, the storefront answers with `emit(name, payload)`.
 * Both sides parse what they receive with these schemas and drop what does not parse.
 * Framework-free: imports only zod and schemas/.
 */

/** Most sections one area of a pushed template may hold; more is refused as a whole. */
export const MAX_SECTIONS_PER_AREA = 500;

const sections = z.array(sectionSchema).max(MAX_SECTIONS_PER_AREA);

/**
 * A path on the storefront's own origin: starts with one `/` (not `//` or `/\`, which browsers
 * read as another host) and resolves to the same origin. Never a full URL.
 */
export function isSameOriginPath(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false; // tabs and newlines are dropped by URL parsing
  }
  try {
    const base = 'http://storefront.invalid';
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// parent → storefront

/**
 * `loadTemplate`: an unsaved template to render live. Each part is optional; a part left out
 * keeps what the page's own template has. Sections are checked for shape here (key, id, props
 * object); their props are validated against each section's schema when rendered, and invalid
 * ones show as placeholders (reported back with `sectionError`).
 */
export const loadTemplateSchema = z.object({
  /** The layout: header and footer sections. */
  template: z
    .object({
      /** Layout id, e.g. `default`. */
      id: z.string().min(1).max(100),
      /** Header sections. @default [] */
      header: sections.default([]),
      /** Footer sections. @default [] */
      footer: sections.default([]),
    })
    .optional(),
  /** Page meta (title, meta title, description…). */
  page: pageMetaSchema.optional(),
  /** The page's own sections. */
  component_data: sections.optional(),
});
export type LoadTemplate = z.infer<typeof loadTemplateSchema>;

/** `navigatePage`: go to `path` on the storefront, client-side. */
export const navigatePageSchema = z.object({
  /** A same-origin path with optional query, e.g. `/about-us` or `/product/x?sku=X-1`. */
  path: z
    .string()
    .max(2048)
    .refine(isSameOriginPath, 'must be a path on the storefront, starting with a single "/"'),
});
export type NavigatePage = z.infer<typeof navigatePageSchema>;

/**
 * `updateSection`: one section's props changed (DESIGN §4): only it is re-validated and
 * re-rendered. Addresses a section of the template the preview shows (pushed or its own) by id;
 * anything else (added, removed, moved, hidden sections, page meta) goes with `loadTemplate`.
 */
export const updateSectionSchema = z.object({
  /** The section's id in the template. */
  id: z.string().min(1).max(200),
  /** Its new props, validated against its schema as `loadTemplate`'s are. */
  props: z.record(z.string(), z.unknown()),
});
export type UpdateSection = z.infer<typeof updateSectionSchema>;

/**
 * `selectSection`: the store owner selected a section in the editor (or none). The preview marks
 * it and answers `sectionPosition`, so the editor can scroll it into view.
 */
export const selectSectionSchema = z.object({
  id: z.string().min(1).max(200).nullable(),
});
export type SelectSection = z.infer<typeof selectSectionSchema>;

/**
 * `previewStorefront`: the store settings being edited (issue 25), shown in the preview only: the
 * theme's CSS variables are swapped, and the notice, cookie banner and logo re-render, with no
 * reload. The whole storefront as the settings draft holds it, checked with the schema the API
 * validates it with (an invalid one is dropped, the preview keeps what it shows); `null` goes
 * back to the shop's own settings. The live shop is untouched.
 */
export const previewStorefrontSchema = z.object({
  storefront: storefrontSchema.nullable(),
  /**
   * The social profiles being edited (http(s) URLs, `null` for none), shown in the footer over
   * the shop's; left out keeps the shop's. Ignored when `storefront` is `null`. @default {}
   */
  social: socialLinksSchema.partial().default({}),
  /**
   * The theme's CSS variables of `storefront` (themes/theme-variables.ts `themeVariables`), set
   * on the preview's `:root`. Only `--sf-*` names; values hold no `;`, braces, `<`, `>`,
   * backslash or `url(`, so none can leave its declaration or load anything. @default {}
   */
  theme: z
    .record(
      z.string().regex(/^--sf-[a-z0-9-]{1,60}$/),
      z
        .string()
        .max(300)
        .regex(/^(?![\s\S]*url\()[^;{}<>\\]*$/i),
    )
    .default({}),
});
export type PreviewStorefront = z.infer<typeof previewStorefrontSchema>;

/** Every message the parent may send, by name. */
export const parentMessageSchemas = {
  loadTemplate: loadTemplateSchema,
  navigatePage: navigatePageSchema,
  updateSection: updateSectionSchema,
  selectSection: selectSectionSchema,
  previewStorefront: previewStorefrontSchema,
} as const;
export type ParentMessageName = keyof typeof parentMessageSchemas;
/** Payload of each parent → storefront message, as parsed. */
export type ParentMessages = {
  [N in ParentMessageName]: z.infer<(typeof parentMessageSchemas)[N]>;
};
/** Payload of each parent → storefront message, as sent (defaults may be left out). */
export type ParentMessageInputs = {
  [N in ParentMessageName]: z.input<(typeof parentMessageSchemas)[N]>;
};

// ---------------------------------------------------------------------------------------------
// storefront → parent

/** `fullURL`: where the preview is; sent after the handshake and on every navigation. */
export const fullUrlSchema = z.object({
  /** The full URL, e.g. `http://localhost:3000/about-us`. */
  url: z.string().max(4096),
  /** Path and query, e.g. `/about-us`. */
  path: z.string().max(4096),
  /** The page key the template API knows the page by (spec §2), e.g. `about-us`. */
  pageKey: z.string().max(500),
});
export type FullUrl = z.infer<typeof fullUrlSchema>;

/** `setHeight`: the document's height in CSS pixels, debounced. */
export const setHeightSchema = z.object({
  height: z.number().finite().nonnegative(),
});
export type SetHeight = z.infer<typeof setHeightSchema>;

/** `editItem`: the store owner pressed Edit on a section. */
export const editItemSchema = z.object({
  /** The section's id in the template. */
  id: z.string().min(1),
  /** The section's key. */
  key: z.string(),
  /** Position within its area (header, page or footer), from 0. */
  index: z.number().int().nonnegative(),
});
export type EditItem = z.infer<typeof editItemSchema>;

/** `editLayout`: Edit Header or Edit Footer was pressed. */
export const editLayoutSchema = z.object({
  area: z.enum(['header', 'footer']),
});
export type EditLayout = z.infer<typeof editLayoutSchema>;

/** `editPage`: Edit Page was pressed; carries the page's key and meta. */
export const editPageSchema = z.object({
  pageKey: z.string(),
  page: pageMetaSchema.nullable(),
});
export type EditPage = z.infer<typeof editPageSchema>;

/** One section type as the editor needs it (the registry's `manifest()` entries). */
export const manifestEntrySchema = z.object({
  key: z.string().min(1),
  title: z.string(),
  group: z.string(),
  /** The props' JSON Schema; the editor generates the section's form from it. */
  schema: z.looseObject({ type: z.literal('object') }),
  presets: z.array(z.object({ name: z.string(), props: z.unknown() })),
  pageTypes: z.array(pageTypeSchema).readonly().nullable(),
});
export type ManifestEntryMessage = z.infer<typeof manifestEntrySchema>;

/**
 * Where the storefront server answers its section manifest (`registry.manifest()`) as JSON, for
 * the bridge to pass on in `ready`: the browser build carries no schemas or presets (decision
 * 0010). Same origin as the storefront; outside `/api/*` and any store page's path.
 */
export const SECTION_MANIFEST_PATH = '/__storefront/sections';

/**
 * Where the storefront renders one section preset alone, as a still picture for the editor's
 * section picker: `${SECTION_PRESET_PATH}/{key}/{preset index}`. Server HTML and the shop's CSS,
 * no script; cached.
 */
export const SECTION_PRESET_PATH = '/__storefront/preset';

/** The path of the picture of preset `index` of section `key`. */
export function sectionPresetPath(key: string, index: number): string {
  return `${SECTION_PRESET_PATH}/${encodeURIComponent(key)}/${index}`;
}

/** The answer of {@link SECTION_MANIFEST_PATH}. */
export const sectionManifestSchema = z.array(manifestEntrySchema);

/**
 * `ready`: the bridge is up; carries every section type the storefront can render. When the
 * storefront could not get its manifest, `manifest` is empty and `error` says why, so the editor
 * can say so instead of offering nothing in silence.
 */
export const readySchema = z.object({
  manifest: sectionManifestSchema,
  error: z.string().optional(),
});
export type Ready = z.infer<typeof readySchema>;

/** `sectionError`: a pushed section could not render (unknown key or invalid props). */
export const sectionErrorSchema = z.object({
  id: z.string(),
  key: z.string(),
  /** Each problem as a JSON pointer into the props and a message. */
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type SectionError = z.infer<typeof sectionErrorSchema>;

/**
 * `sectionPosition`: where the section `selectSection` named is on the page, in CSS pixels from
 * the top of the document (the editor sizes the frame to the page and scrolls around it).
 */
export const sectionPositionSchema = z.object({
  id: z.string(),
  top: z.number().finite(),
  height: z.number().finite().nonnegative(),
});
export type SectionPosition = z.infer<typeof sectionPositionSchema>;

/** Every message the storefront may send, by name. */
export const childMessageSchemas = {
  fullURL: fullUrlSchema,
  setHeight: setHeightSchema,
  editItem: editItemSchema,
  editLayout: editLayoutSchema,
  editPage: editPageSchema,
  ready: readySchema,
  sectionError: sectionErrorSchema,
  sectionPosition: sectionPositionSchema,
} as const;
export type ChildMessageName = keyof typeof childMessageSchemas;
/** Payload of each storefront → parent message. */
export type ChildMessages = { [N in ChildMessageName]: z.infer<(typeof childMessageSchemas)[N]> };

/** The names of the messages in each direction, for listeners that register them all. */
export const parentMessageNames = Object.keys(parentMessageSchemas) as ParentMessageName[];
export const childMessageNames = Object.keys(childMessageSchemas) as ChildMessageName[];

/** The result of parsing one message: its payload, or a readable reason it was refused. */
export type ParsedMessage<T> = { ok: true; data: T } | { ok: false; reason: string };

function parseWith<T>(schema: z.ZodType<T>, data: unknown): ParsedMessage<T> {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, data: result.data };
  const reason = result.error.issues
    .slice(0, 10)
    .map((issue) => `${issue.path.length ? `/${issue.path.join('/')}` : '/'}: ${issue.message}`)
    .join('\n');
  return { ok: false, reason };
}

/** Parses the payload of a parent → storefront message named `name`. Never throws. */
export function parseParentMessage<N extends ParentMessageName>(
  name: N,
  data: unknown,
): ParsedMessage<ParentMessages[N]> {
  return parseWith(parentMessageSchemas[name] as unknown as z.ZodType<ParentMessages[N]>, data);
}

/** Parses the payload of a storefront → parent message named `name`. Never throws. */
export function parseChildMessage<N extends ChildMessageName>(
  name: N,
  data: unknown,
): ParsedMessage<ChildMessages[N]> {
  return parseWith(childMessageSchemas[name] as unknown as z.ZodType<ChildMessages[N]>, data);
}
