import { chatLink } from '../../../runtime/chrome/chat-link.ts';
import type { ChatConfig } from '../../../schemas/api/plugins.ts';
import { Icon, styled } from '../../../themes/index.ts';

const Link = styled('a', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  width: 'fit-content',
  minHeight: '44px',
  paddingInline: '$3',
  border: '1px solid #1f7a4d',
  borderRadius: '$pill',
  color: '#1a6b43',
  // the share bar's size: the label stays on one line on a 390 px phone
  fontSize: '$sm',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { backgroundColor: '#e9f7ef' },
  '&:focus-visible': { boxShadow: '$focusRing', outline: 'none' },
});

/** The message prefilled in the chat app: it names the product, its sku and its page. */
export function productChatMessage(product: { name: string; sku: string; url: string }): string {
  return `Hi, I have a question about ${product.name} (${product.sku}): ${product.url}`;
}

/**
 * Ask about this product on WhatsApp (spec §2 "WhatsApp chat"): the Chat plugin's number with a
 * message naming the product, in a new tab.
 */
export function ProductChatLink({
  config,
  product,
  onOpen,
}: {
  config: ChatConfig;
  product: { name: string; sku: string; url: string };
  onOpen?: () => void;
}) {
  return (
    <Link
      href={chatLink({ mobile_no: config.mobile_no, default_message: productChatMessage(product) })}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onOpen}
      data-product-chat=""
    >
      <Icon name="chat" size={20} />
      Ask about this product on WhatsApp
    </Link>
  );
}
