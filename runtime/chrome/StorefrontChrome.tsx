import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { useStorefront } from '../storefront/use-storefront.ts';
import { ChatButton } from './ChatButton.tsx';
import { chatConfigOf } from './chat-link.ts';
import { NavigationProgress } from './NavigationProgress.tsx';

// What only some visits use loads when they do (issue 17): the scroll-to-top button once the
// shopper scrolls, the Admin Panel link for a visit with an admin token, the loading bar with the
// first client navigation (NavigationProgress).
const ScrollToTopButton = lazy(() =>
  import('./ScrollToTopButton.tsx').then((module) => ({ default: module.ScrollToTopButton })),
);
const AdminPanelLink = lazy(() =>
  import('./AdminPanelLink.tsx').then((module) => ({ default: module.AdminPanelLink })),
);

/** Whether the page has been scrolled since it loaded (or was restored scrolled). */
function useScrolled(watch: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!watch || scrolled) return;
    if (window.scrollY > 0) {
      setScrolled(true);
      return;
    }
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [watch, scrolled]);
  return scrolled;
}

function ScrollToTop({ enabled, raised }: { enabled: boolean; raised: boolean }) {
  if (!useScrolled(enabled)) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton enabled={enabled} raised={raised} />
    </Suspense>
  );
}

/**
 * The Admin Panel link in a boundary of its own, memoised on its primitive props: the server
 * draws it for a visit with a token, and a render of the chrome before its chunk arrived must not
 * reach the waiting boundary, or React would throw that HTML away.
 */
const AdminPanel = memo(function AdminPanel({ token, raised }: { token: string; raised: boolean }) {
  return (
    <Suspense fallback={null}>
      <AdminPanelLink token={token} raised={raised} />
    </Suspense>
  );
});

/**
 * The runtime pieces around every page (spec §2 "Layout"): the navigation loading bar, the
 * scroll-to-top button, the floating chat button and the Admin Panel link. Rendered once by the
 * root, inside the router and the storefront's providers.
 */
export function StorefrontChrome() {
  const { storefront, pluginConfigs, adminToken } = useStorefront();
  const chat = chatConfigOf(pluginConfigs);
  const chatSide = chat ? (chat.chat_location === 'bottom-left' ? 'left' : 'right') : null;
  return (
    <>
      <NavigationProgress />
      <ScrollToTop enabled={storefront.is_scroll_button_enabled} raised={chatSide === 'right'} />
      {chat && <ChatButton config={chat} />}
      {adminToken && <AdminPanel token={adminToken} raised={chatSide === 'left'} />}
    </>
  );
}
