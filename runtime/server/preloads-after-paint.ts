import { jsonForScript } from '../seo/json-for-script.ts';

// The page's module preloads start after its first paint (decision 0020). Every page is complete
// in its server HTML, so its scripts only make it interactive. Preloaded from `<head>`, the
// browser fetched and compiled twenty-odd modules while it was still parsing the body: measured on
// the product page, the parser finished at 160–230 ms instead of 75 and the first paint came at
// 220 ms instead of 140. Lighthouse then counts every script that arrived before that paint as
// holding up the largest paint. Now the HTML, its images and its first paint have the connection
// and the main thread to themselves; a small inline script adds the same preloads in the first
// frame after that paint, at low priority so that the LCP image still comes first. React Router's
// inline module script still starts the entry's own imports as the parser reaches it.

/** A preload's address this page may write into a script as it is: a built asset's path. */
const ASSET_PATH = /^\/[\w\-./]+\.js$/;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]*)"[^>]*\/?>/g;

/**
 * The inline script that adds `hrefs` as low-priority module preloads once the page has painted;
 * at once in a hidden tab, which paints nothing and gets no animation frames.
 */
export function preloadAfterPaintScript(hrefs: readonly string[]): string {
  return `(function(d,h){function a(){h.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;l.fetchPriority="low";d.head.appendChild(l)})}if(d.hidden)a();else requestAnimationFrame(function(){setTimeout(a,0)})})(document,${jsonForScript(hrefs)})`;
}

/** A head without its module preloads, and their addresses, once each in order. */
export interface HeadWithoutPreloads {
  head: string;
  hrefs: string[];
}

/**
 * Takes the module preloads of a rendered document's `<head>` out (React Router's `<Scripts />`
 * and the sections' chunks, runtime/server/section-modules.ts: React puts every one in the head),
 * for `preloadAfterPaintScript` to add after the first paint. A preload whose address is not a
 * built asset's stays where it was.
 */
export function takeModulePreloads(head: string): HeadWithoutPreloads {
  const hrefs = new Set<string>();
  const without = head.replace(MODULE_PRELOAD, (tag, href: string) => {
    if (!ASSET_PATH.test(href)) return tag;
    hrefs.add(href);
    return '';
  });
  return { head: without, hrefs: [...hrefs] };
}
