import type { ReactNode } from 'react';
import { isExternalLink, safeLinkUrl } from '../../../runtime/content/safe-url.ts';
import { NavLink } from '../../../runtime/routing/Link.tsx';
import type { MenuItem } from '../../../schemas/api/content.ts';

/**
 * A menu item's link: a router link inside the store, a plain link elsewhere, and only text when
 * the URL is unsafe (a `javascript:` URL in the menu data never becomes a link).
 */
export function MenuLink({
  item,
  children,
  onNavigate,
}: {
  item: Pick<MenuItem, 'url'>;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const url = safeLinkUrl(item.url);
  if (url === null) return <span>{children}</span>;
  if (isExternalLink(url)) {
    return (
      <a href={url} onClick={onNavigate}>
        {children}
      </a>
    );
  }
  return (
    <NavLink to={url} end onClick={onNavigate}>
      {children}
    </NavLink>
  );
}
