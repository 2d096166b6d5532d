import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { useAccountEntry } from '../../../runtime/commerce/auth/use-account-entry.ts';
import { cartCount, cartQuery } from '../../../runtime/commerce/cart/cart-query.ts';
import { cartEntryProps } from '../../../runtime/commerce/cart/use-cart-entry.ts';
import {
  wishlistCount,
  wishlistQuery,
} from '../../../runtime/commerce/wishlist/wishlist-count-query.ts';
import { OnIntent } from '../../../runtime/render/OnIntent.tsx';
import { partOnIntent } from '../../../runtime/render/part-on-intent.ts';
import { Link } from '../../../runtime/routing/Link.tsx';
import { useStorefront } from '../../../runtime/storefront/use-storefront.ts';
import {
  CountBadge,
  countedName,
  globalCss,
  Icon,
  styled,
  VisuallyHidden,
} from '../../../themes/index.ts';
import { Image } from '../../../themes/ui/Image.tsx';
import { loadMiniSearch } from '../../catalogue/mini-search/index.ts';
import { iconControl } from './icon-control.ts';
import type { headerSchema } from './schema.ts';
import { useStuck } from './use-stuck.ts';

// What a shopper uses only once they turn to it loads then (decision 0017): the menus (read from
// the page's data by the parts themselves) and the search. The header itself hydrates with the
// page, for the counts and the account entry that follow the shopper.
const mobileMenu = partOnIntent(() => import('./MobileMenu.tsx'));
const mainNav = partOnIntent(() => import('./MainNav.tsx'));
const miniSearch = partOnIntent(loadMiniSearch);

// The renderer wraps every section in a <div>; a sticky element cannot leave its parent, so the
// wrapper of a sticky header is what sticks.
const stickyWrapper = globalCss({
  '[data-section-key="header"]:has([data-sf-header][data-sticky])': {
    position: 'sticky',
    top: 0,
    zIndex: '$sticky',
  },
});

const Bar = styled('header', {
  backgroundColor: '$background',
  borderBottom: '1px solid $border',
  transition: 'box-shadow 150ms',
  '&[data-sticky]': { position: 'sticky', top: 0, zIndex: '$sticky' },
  '&[data-stuck]': { boxShadow: '$raised' },
});

const Inner = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  maxWidth: '$page',
  minHeight: '64px',
  marginInline: 'auto',
  paddingInline: '$2',
  '@md': { gap: '$4', paddingInline: '$4' },
});

const Brand = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: '$text',
  fontFamily: '$heading',
  fontSize: '1.25rem',
  fontWeight: 700,
  textDecoration: 'none',
  minWidth: 0,
  '& img': { display: 'block', width: 'auto', maxHeight: '36px', '@md': { maxHeight: '48px' } },
});

// the mini-search (issue 5) brings its own input styles; the header places it
const Search = styled('div', {
  display: 'none',
  flex: '1 1 240px',
  minWidth: 0,
  maxWidth: '360px',
  marginInlineStart: 'auto',
  '@md': { display: 'block' },
});

const Actions = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: 0,
  marginInlineStart: 'auto',
  '@md': { gap: '$1', marginInlineStart: 0 },
});

/**
 * The store header (spec §2 "Layout"): logo, the menu of `menu_id`, search, and account, wishlist
 * and cart links with counts. Sticky when the storefront enables it, with a stuck state (the
 * `data-stuck` attribute and a shadow) once the page has scrolled past 50px.
 */
export default function Header({
  menu_id,
  show_search,
  show_account,
  show_wishlist,
  show_cart,
}: SectionProps<typeof headerSchema>) {
  const api = useApi();
  const { storefront, settings, isLoggedIn } = useStorefront();
  const accountEntry = useAccountEntry();
  const { pathname } = useLocation();
  const cart = useQuery({ ...cartQuery(api), enabled: show_cart }).data;
  const wishlist = useQuery({ ...wishlistQuery(api), enabled: show_wishlist && isLoggedIn }).data;
  const cartItems = cartCount(cart);
  const wishlistItems = wishlistCount(wishlist);
  const sticky = storefront.is_sticky_header_enabled;
  const stuck = useStuck(sticky);
  stickyWrapper();

  const storeName = settings.store_name?.trim() || 'Home';
  const logo = storefront.logo1;

  return (
    <Bar
      data-sf-header=""
      data-sticky={sticky ? '' : undefined}
      data-stuck={stuck ? '' : undefined}
    >
      <Inner>
        <OnIntent
          part={mobileMenu}
          menuId={menu_id}
          // the browser's stylesheet gets the variant's rule now, after the base rule it gets
          // for the icon links below (see MobileMenuPart)
          buttonClass={iconControl({ below: 'xl' }).className}
        />
        <Brand to="/">
          {logo ? (
            <Image
              src={logo.src}
              alt={logo.alt.trim() || storeName}
              width={logo.width}
              height={logo.height}
              priority
            />
          ) : (
            storeName
          )}
        </Brand>
        <OnIntent part={mainNav} menuId={menu_id} />
        {show_search && (
          <Search>
            <OnIntent part={miniSearch} />
          </Search>
        )}
        <Actions>
          {show_search && (
            <Link to="/search" className={iconControl({ below: 'md' })}>
              <Icon name="search" />
              <VisuallyHidden>Search</VisuallyHidden>
            </Link>
          )}
          {show_account && !accountEntry.hidden && (
            // phones reach the account from the mobile footer's Account tab; a guest's click
            // opens the login dialog in place
            <Link to="/account" className={iconControl({ from: 'md' })} {...accountEntry.props}>
              <Icon name="user" />
              <VisuallyHidden>Account</VisuallyHidden>
            </Link>
          )}
          {show_wishlist && (
            <Link
              to="/account/wishlist"
              className={iconControl()}
              aria-label={countedName('Wishlist', wishlistItems)}
            >
              <Icon name="heart" />
              <CountBadge count={wishlistItems} />
            </Link>
          )}
          {show_cart && (
            // opens the cart drawer in place; ctrl-click, no JS and /cart itself keep the link
            <Link
              to="/cart"
              className={iconControl()}
              aria-label={countedName('Cart', cartItems)}
              {...cartEntryProps(pathname)}
            >
              <Icon name="cart" />
              <CountBadge count={cartItems} />
            </Link>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
}
