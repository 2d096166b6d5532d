import type { ReactNode } from 'react';
import { isExternalLink, safeLinkUrl } from '../../../runtime/content/safe-url.ts';
import { Link } from '../../../runtime/routing/Link.tsx';

/** A footer menu link: a router link inside the store, a plain link elsewhere, text when unsafe. */
export function FooterLink({ url, children }: { url: string; children: ReactNode }) {
  const href = safeLinkUrl(url);
  if (href === null) return <span>{children}</span>;
  return isExternalLink(href) ? <a href={href}>{children}</a> : <Link to={href}>{children}</Link>;
}
