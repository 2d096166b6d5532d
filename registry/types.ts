import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { ComponentType } from 'react';
import type { HtmlSanitizer } from '../schemas/html-props.ts';
import type { PageType } from '../schemas/template.ts';
import type { Register } from './create-registry.ts';
import type { ServerOnlyField } from './server-only-fields.ts';

type RegisteredApi = Register extends { api: infer Api } ? Api : unknown;

/** A section's props schema: a JSON Schema object literal declared `as const`. */
export type SectionSchema = JSONSchema & { readonly type: 'object' };

/**
 * The schema as the runtime sees it once a section is defined. `defineSection` checks the full
 * JSON Schema type once; comparing every stored schema against it again would be costly for tsc.
 */
export interface StoredSchema {
  readonly type: 'object';
  readonly [keyword: string]: unknown;
}

/** The props a section component receives: derived from its schema, never written by hand. */
export type SectionProps<S> = S extends JSONSchema ? FromSchema<S> : never;

/**
 * What a section's `load` receives on the server. `api` is the request-scoped HTTP client (it
 * forwards the shopper's cookies); the same query options run in the browser with the browser's
 * client, so data fetched on the server is never fetched twice.
 */
export interface SectionLoadContext {
  /** The storefront's API client type, declared through `Register` (see runtime/storefront/registry.ts). */
  api: RegisteredApi;
  /** The page key of the request (spec §2 "How a page is identified"). */
  pageKey: string;
  /** The request URL. */
  url: URL;
  queryClient: QueryClient;
  /**
   * Makes HTML from the API safe to insert: the server's DOMPurify, the same setup that cleans
   * HTML props (decision 0001). A section that renders HTML its query fetched (a blog post's body,
   * a FAQ's answers) cleans it here, so the page receives it clean and the browser carries no sanitiser. Always
   * given by the storefront's page loader; a section must not insert such HTML without it.
   */
  sanitizeHtml?: HtmlSanitizer;
  /**
   * Whether the request is a logged-in customer's. A section prefetches the customer's own data
   * (wishlist, orders) only then: a guest's page asks the API for nothing personal. Absent for a
   * guest.
   */
  isLoggedIn?: boolean;
  /**
   * Whether the request may have a cart: it carries a cart or session cookie, or is a customer's.
   * `false` on the server for a visitor with neither, whose cart is known to be empty without
   * asking the API (see `cartQueryFor`); absent in the browser and in tests (ask).
   */
  hasCart?: boolean;
}

/** Query options a section prefetches on the server; the component reads them back with useQuery. */
// biome-ignore lint/suspicious/noExplicitAny: query data types vary per section; the component re-types them
export type SectionQuery = FetchQueryOptions<any, any, any, any>;

/** When a section below the first screen hydrates: see {@link SectionDefinition.hydrate}. */
export type SectionHydration = 'view' | 'intent' | 'intent-for-guests';

/** A named set of props for the editor's "add section" list and for stories. */
export interface SectionPreset<P> {
  name: string;
  props: P;
}

/**
 * Everything the runtime and the editor know about one section type (DESIGN §4). `P` is always
 * `FromSchema<S>`, computed once by `defineSection` where the schema is concrete.
 *
 * `title`, `group`, `schema`, `load`, `pageTypes`, `rendersOn`, `presets`, `bundle` and `componentModule`
 * exist only on the server and the build: the browser build removes
 * them (decision 0010), so code that runs in the browser reads nothing but a
 * {@link ClientSectionDefinition}.
 */
export interface SectionDefinition<
  K extends string = string,
  S extends StoredSchema | SectionSchema = StoredSchema,
  P = Record<string, unknown>,
> {
  /** Registry key used in templates, e.g. `product-grid`. Lowercase, dash-separated. */
  key: K;
  /** Human title shown in the editor. Server only (the editor reads it from the manifest). */
  title: string;
  /** Editor grouping, e.g. `content`, `catalogue`, `layout`. Server only. */
  group: string;
  /** JSON Schema of the props; the single source of the props type. Server only. */
  schema: S;
  /** Lazy import of the component, so only pages that use the section download it. */
  component: () => Promise<{ default: ComponentType<P> }>;
  /**
   * Server-side data needs, prefetched in parallel before render. Server only: the browser build
   * drops it, and with it every module only it imports.
   */
  load?: (props: P, ctx: SectionLoadContext) => SectionQuery[] | Promise<SectionQuery[]>;
  /**
   * When a server-rendered section below the first screen loads its code and hydrates (decision
   * 0011): `view` once it nears the viewport, `intent` only once the shopper points at, touches
   * or tabs into it (a form most visitors pass by, such as a footer's subscription box).
   * `intent-for-guests` is `intent` in a browser that holds nothing of the shopper's own (no
   * session, no cart: the page everyone gets is all there is to show) and `view` in one that does,
   * where the section fills in what is theirs once hydrated (a product card's wishlist heart).
   * Either way it does not hydrate with the page, even as its first section. Its server HTML shows
   * either way. Kept in the browser. @default 'view'
   */
  hydrate?: SectionHydration;
  /**
   * `shell` ships the component's code in the chunk of what every page loads (decision 0019),
   * rather than in a file of its own: for a section of the layout that hydrates with every page,
   * such as the header, whose code every visit fetches anyway. Pages without the section load it
   * too, so leave it out for anything else. Needs `component: () => import('./File.tsx')` as
   * written here (the build reads it). Build only. @default its own chunk
   */
  bundle?: 'shell';
  /**
   * Where the component's module is, from the project root (`sections/content/slider/Slider.tsx`):
   * the server names the browser's file of it from this (decision 0023). Written by the server's
   * build from `component: () => import('./Slider.tsx')`, never by hand; a section whose component
   * is written otherwise has none, and the browser finds it through the whole registry. Server only.
   */
  componentModule?: string;
  /** Page types the section may be placed on. Server only. @default every page type */
  pageTypes?: readonly PageType[];
  /**
   * Whether the section draws anything at this URL, for a section placed on a template that
   * serves several paths (an account panel on the account template, a checkout step on the
   * checkout template). Where it answers `false`, the server neither loads its data nor renders
   * it, and the page does not download its code. Server only. @default it renders everywhere
   */
  rendersOn?: (url: URL) => boolean;
  /** Named prop sets for the editor and stories. Server only. */
  presets?: readonly SectionPreset<P>[];
}

/** A definition with its props type erased, as stored by the registry and read by the renderer. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds sections of every props type; the renderer passes props it validated against the schema
export type AnySectionDefinition = SectionDefinition<string, StoredSchema, any>;

/**
 * A definition as the browser has it: the client build removed the server-only fields (decision
 * 0010). Browser code takes this type, so reading a removed field does not compile.
 */
export type ClientSectionDefinition = Omit<AnySectionDefinition, ServerOnlyField>;

/** What the editor receives: everything JSON-serialisable about a section type. */
export interface ManifestEntry {
  key: string;
  title: string;
  group: string;
  schema: StoredSchema;
  presets: { name: string; props: unknown }[];
  pageTypes: readonly PageType[] | null;
}
