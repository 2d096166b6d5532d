import { useStorefront } from '../storefront/use-storefront.ts';
import { AdminPanelLink } from './AdminPanelLink.tsx';
import { ChatButton } from './ChatButton.tsx';
import { chatConfigOf } from './chat-link.ts';
import { NavigationProgress } from './NavigationProgress.tsx';
import { ScrollToTopButton } from './ScrollToTopButton.tsx';

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
      <ScrollToTopButton
        enabled={storefront.is_scroll_button_enabled}
        raised={chatSide === 'right'}
      />
      {chat && <ChatButton config={chat} />}
      <AdminPanelLink token={adminToken} raised={chatSide === 'left'} />
    </>
  );
}
