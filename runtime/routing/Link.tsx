import {
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
} from 'react-router';

export type { LinkProps, NavLinkProps };

/**
 * The path of a link the server may draw as a plain anchor: a path inside the store, with none of
 * the options that change how React Router draws it. `null` for anything else, which is React
 * Router's own `Link`.
 */
function plainPath({
  to,
  prefetch,
  discover,
  relative,
  mask,
}: Pick<LinkProps, 'to' | 'prefetch' | 'discover' | 'relative' | 'mask'>): string | null {
  const plain =
    typeof to === 'string' &&
    to.startsWith('/') &&
    !to.startsWith('//') &&
    (prefetch === undefined || prefetch === 'none') &&
    discover === undefined &&
    relative === undefined &&
    mask === undefined;
  return plain ? to : null;
}

/**
 * The server's link: the anchor React Router's `Link` draws for a path (`href` and
 * `data-discover`), without resolving the path against the route, reading the location or
 * building a click handler the server never runs. A home page has a hundred-odd links; drawing
 * them was 7 % of its render (decision 0025).
 */
function ServerLink(props: LinkProps) {
  const path = plainPath(props);
  if (path === null) return <RouterLink {...props} />;
  const {
    to: _to,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    reloadDocument: _reloadDocument,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    onClick: _onClick,
    target,
    ...anchor
  } = props;
  // in React Router's order, so the bytes are the same too
  return <a {...anchor} href={path} target={target} data-discover="true" />;
}

/** Whether a NavLink to `to` is active at `pathname`, as React Router decides it (case-insensitive). */
export function isActivePath(pathname: string, to: string, end: boolean): boolean {
  const target = to.split(/[?#]/, 1)[0]?.toLowerCase() ?? '';
  const here = pathname.toLowerCase();
  if (here === target) return true;
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return !end && here.startsWith(target) && here.charAt(endSlash) === '/';
}

/**
 * The server's NavLink: the anchor React Router's `NavLink` draws on the server (`aria-current`
 * and an `active` class on the current page's link), through {@link ServerLink}.
 */
function ServerNavLink(props: NavLinkProps) {
  const { pathname } = useLocation();
  const {
    end = false,
    caseSensitive,
    className = '',
    style,
    children,
    'aria-current': ariaCurrent = 'page',
    ...rest
  } = props;
  const path = plainPath(props);
  if (
    path === null ||
    caseSensitive ||
    typeof className === 'function' ||
    typeof style === 'function' ||
    typeof children === 'function'
  ) {
    return <RouterNavLink {...props} />;
  }
  const active = isActivePath(pathname, path, end);
  return (
    <ServerLink
      {...rest}
      aria-current={active ? ariaCurrent : undefined}
      className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
      style={style}
    >
      {children}
    </ServerLink>
  );
}

/**
 * The store's links. In the browser, React Router's `Link` and `NavLink`, which follow a click in
 * place. On the server, the same markup drawn without the router's work (see {@link ServerLink}).
 */
// typed as React Router's own, which the server's stand in for (they take a ref as a prop, as
// React 19 passes it, and hand it to the anchor)
export const Link: typeof RouterLink = import.meta.env.SSR
  ? (ServerLink as typeof RouterLink)
  : RouterLink;
export const NavLink: typeof RouterNavLink = import.meta.env.SSR
  ? (ServerNavLink as typeof RouterNavLink)
  : RouterNavLink;
