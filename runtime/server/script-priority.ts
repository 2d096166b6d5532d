/**
 * The page's module preloads at low fetch priority (issue 17: the largest paint never waits for
 * JavaScript). Every page is complete in its server HTML, so its scripts only make it interactive:
 * the HTML, its images (the hero, the first product picture, at `fetchpriority="high"`) and fonts
 * come first, and the scripts right after. Without it the framework chunk and the section chunks,
 * preloaded at high priority from `<head>`, share the first round trips with the LCP image.
 * Applied to the rendered document by entry.server (React Router's `<Scripts />` draws its
 * preloads with no way to give them a priority).
 */
export function lowPriorityModulePreloads(html: string): string {
  return html.replace(
    /<link rel="modulepreload" href="([^"]*)"(?![^>]*fetchpriority)/g,
    '<link rel="modulepreload" href="$1" fetchpriority="low"',
  );
}
