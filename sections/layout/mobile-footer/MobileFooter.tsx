import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { useAccountEntry } from '../../../runtime/commerce/auth/use-account-entry.ts';
import { cartCount, cartQuery } from '../../../runtime/commerce/cart/cart-query.ts';
import { safeLinkUrl } from '../../../runtime/content/safe-url.ts';
import { NavLink } from '../../../runtime/routing/Link.tsx';
import {
  CountBadge,
  countedName,
  globalCss,
  Icon,
  type IconName,
  styled,
} from '../../../themes/index.ts';
import type { mobileFooterSchema } from './schema.ts';

/** Height of the bar, without the device's safe area. */
export const MOBILE_FOOTER_HEIGHT = '60px';

// Below md the bar covers the bottom of the viewport: the body gets the same padding so no
// content hides under it, and floating buttons read --sf-mobile-footer-height to sit above it.
const reserveSpace = globalCss({
  '@media (max-width: 767.98px)': {
    ':root': {
      '--sf-mobile-footer-height': `calc(${MOBILE_FOOTER_HEIGHT} + env(safe-area-inset-bottom, 0px))`,
    },
    body: { paddingBottom: 'var(--sf-mobile-footer-height)' },
  },
});

const Bar = styled('nav', {
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: '$sticky',
  paddingBottom: 'env(safe-area-inset-bottom, 0px)',
  backgroundColor: '$background',
  borderTop: '1px solid $border',
  boxShadow: '0 -2px 10px rgba(0, 0, 0, 0.06)',
  '@md': { display: 'none' },
  '& ul': {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, 1fr)',
    height: MOBILE_FOOTER_HEIGHT,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
});

const Tab = styled(NavLink, {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  height: '100%',
  color: '$muted',
  fontSize: '$xs',
  fontWeight: 500,
  textDecoration: 'none',
  '&[aria-current="page"]': { color: '$primary' },
  '& [data-count]': { top: '4px', insetInlineEnd: 'calc(50% - 22px)' },
});

const subscribeNever = () => () => {};

/**
 * False on the server and while the bar hydrates, true once it has. The bar hydrates when needed
 * (decision 0011): on a wide screen, where it is hidden, only when a navigation loads its code,
 * by which time the cart may have changed since the server drew the page. Drawing the count only
 * after hydration keeps the hydrating render identical to the server's HTML (a badge that
 * appeared during hydration was React error #418 on /cart).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

interface TabSpec {
  label: string;
  to: string;
  icon: IconName;
  end: boolean;
}

/**
 * The fixed tab bar of phones (spec §2 "Layout"): Home, Shop, Cart and Account, with the cart's
 * item count when above 0. Shown only below the md breakpoint.
 */
export default function MobileFooter({
  shop_href,
  show_cart_badge,
}: SectionProps<typeof mobileFooterSchema>) {
  const api = useApi();
  const cart = useQuery({ ...cartQuery(api), enabled: show_cart_badge }).data;
  reserveSpace();
  // a guest's Account tab opens the login dialog in place
  const accountEntry = useAccountEntry();
  const hydrated = useHydrated();
  const count = show_cart_badge && hydrated ? cartCount(cart) : 0;
  const tabs: TabSpec[] = [
    { label: 'Home', to: '/', icon: 'home', end: true },
    { label: 'Shop', to: safeLinkUrl(shop_href) ?? '/shop-online', icon: 'shop', end: false },
    { label: 'Cart', to: '/cart', icon: 'cart', end: true },
    { label: 'Account', to: '/account', icon: 'user', end: false },
  ];
  return (
    <Bar aria-label="Mobile">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Tab
              to={tab.to}
              end={tab.end}
              {...(tab.icon === 'cart' && { 'aria-label': countedName(tab.label, count) })}
              {...(tab.icon === 'user' && accountEntry.props)}
            >
              <Icon name={tab.icon} size={22} />
              <span>{tab.label}</span>
              {tab.icon === 'cart' && <CountBadge count={count} />}
            </Tab>
          </li>
        ))}
      </ul>
    </Bar>
  );
}
