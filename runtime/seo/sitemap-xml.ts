/** One `<url>` of a sitemap. */
export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  /** ISO 8601 date of the last change, when known. */
  lastmod?: string | null;
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` of `urls`, duplicates removed. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const seen = new Set<string>();
  const entries = urls.flatMap((url) => {
    if (seen.has(url.loc)) return [];
    seen.add(url.loc);
    const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '';
    return [`<url><loc>${escapeXml(url.loc)}</loc>${lastmod}</url>`];
  });
  return `${HEAD}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` naming the sitemaps at `locations`. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return `${HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}
