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
const MODULE_SCRIPT = '<script type="module"';

/**
 * The inline script that adds `hrefs` as low-priority module preloads once the page has painted;
 * at once in a hidden tab, which paints nothing and gets no animation frames.
 */
export function preloadAfterPaintScript(hrefs: readonly string[]): string {
  return `(function(d,h){function a(){h.forEach(function(u){var l=d.createElement("link");l.rel="modulepreload";l.href=u;l.fetchPriority="low";d.head.appendChild(l)})}if(d.hidden)a();else requestAnimationFrame(function(){setTimeout(a,0)})})(document,${jsonForScript(hrefs)})`;
}

/**
 * Takes the rendered document's module preloads (React Router's `<Scripts />` and the sections'
 * chunks, runtime/server/section-modules.ts) out of `<head>` and has them added after the first
 * paint instead, by a script placed before the page's module script. Applied by entry.server.
 */
export function modulePreloadsAfterFirstPaint(html: string): string {
  const hrefs = new Set<string>();
  const without = html.replace(MODULE_PRELOAD, (tag, href: string) => {
    if (!ASSET_PATH.test(href)) return tag;
    hrefs.add(href);
    return '';
  });
  if (hrefs.size === 0) return html;
  const loader = `<script>${preloadAfterPaintScript([...hrefs])}</script>`;
  const at = without.indexOf(MODULE_SCRIPT);
  if (at !== -1) return `${without.slice(0, at)}${loader}${without.slice(at)}`;
  const end = without.lastIndexOf('</body>');
  return end === -1
    ? `${without}${loader}`
    : `${without.slice(0, end)}${loader}${without.slice(end)}`;
}
