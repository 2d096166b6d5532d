import type { ChatConfig } from '../../schemas/api/plugins.ts';
import { Icon } from '../../themes/index.ts';
import { chatLink } from './chat-link.ts';
import { floatingButton } from './floating.ts';

/**
 * The floating chat button (spec §2 "Chat button"): opens the messaging app in a new tab with
 * the store's number and prefilled message, in the corner the plugin config names.
 */
export function ChatButton({ config }: { config: ChatConfig }) {
  const side = config.chat_location === 'bottom-left' ? 'left' : 'right';
  return (
    <a
      href={chatLink(config)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      className={floatingButton({ side, tone: 'chat' })}
      data-sf-chat=""
    >
      <Icon name="chat" size={26} />
    </a>
  );
}
