import { Link } from '../../../runtime/routing/Link.tsx';
import { jsonForScript } from '../../../runtime/seo/json-for-script.ts';
import { breadcrumbJsonLd } from '../../../runtime/seo/structured-data.ts';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import { styled } from '../../../themes/index.ts';
import type { Crumb } from './breadcrumb-trail.ts';

const Trail = styled('nav', {
  fontSize: '$sm',
  color: '$muted',
  '& ol': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '$1',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
  '& li + li::before': { content: '"›"', marginInlineEnd: '$1', color: '$muted' },
  '& a': { color: 'inherit' },
  '& [aria-current]': { color: '$text' },
});

/** The store's public origin: `store_url` when it is an http(s) URL, else the host answered. */
function storeOrigin(storeUrl: string | null | undefined, host: string): string {
  try {
    const url = new URL(storeUrl ?? '');
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // not a URL: fall back to the host
  }
  return host ? `https://${host}` : '';
}

/** A breadcrumb trail, the current page last, with its schema.org BreadcrumbList. */
export function ListingBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { settings, host } = useStorefront();
  const origin = storeOrigin(settings.store_url, host);
  const jsonLd = breadcrumbJsonLd(
    crumbs.map((crumb) => ({ name: crumb.name, url: `${origin}${crumb.path}` })),
  );
  return (
    <Trail aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <Link to={crumb.path}>{crumb.name}</Link>
            )}
          </li>
        ))}
      </ol>
      {jsonLd && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by jsonForScript, so no value can close the element
          dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }}
        />
      )}
    </Trail>
  );
}
