import type { ApiClient } from '../api/client.ts';
import type { ApiCallTiming } from './cached-api.ts';
import type { SectionModules } from './section-modules.ts';

/** Server configuration the routes need (from the environment, read once at start). */
export interface RuntimeConfig {
  /** Origins allowed to embed the storefront in the editor (EDITOR_ORIGINS). */
  editorOrigins: readonly string[];
  /**
   * Proxies in front of the shop whose `X-Forwarded-For` is believed (TRUST_PROXY, decision 11);
   * 0 takes each request's socket peer as the client. @default 0
   */
  trustProxy?: number;
  /**
   * Script origins allowed beside the shop's own and its analytics plugins' (CSP_SCRIPT_HOSTS),
   * e.g. the hosts of tags a tag manager loads. @default []
   */
  cspScriptHosts?: readonly string[];
  /**
   * The shop's public URL (STORE_URL): canonical and social URLs, and the origin shared API
   * answers are asked for with. Never the request's Host or X-Forwarded-Host, which a visitor
   * can forge and a CDN does not key on. @default the request's own origin
   */
  storeUrl?: string;
  /**
   * How long a CDN may keep an anonymous page (PAGE_S_MAXAGE, PAGE_SWR): `s-maxage` and
   * `stale-while-revalidate` in seconds (runtime/server/page-cache.ts). @default 60 and 600
   */
  pageCache?: { sMaxAge: number; staleWhileRevalidate: number };
  /** Send a `Server-Timing` header naming each API call of a page (SERVER_TIMING=1). */
  serverTiming?: boolean;
}

/** What every loader receives as `context` on the server. */
export interface StorefrontLoadContext {
  /** The request-scoped API client: forwards the shopper's cookies, collects Set-Cookie. */
  api: ApiClient;
  /** Set-Cookie headers the API answered during this request, forwarded to the browser. */
  setCookies: string[];
  config: RuntimeConfig;
  /** Where the browser finds section components, and what to preload for them (decision 0023). */
  sectionModules: SectionModules;
  /** Every API call of this request, in order: where it was answered and how long it took. */
  apiCalls: ApiCallTiming[];
}

declare module 'react-router' {
  interface AppLoadContext extends StorefrontLoadContext {}
}
