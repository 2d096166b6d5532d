import type { PluginRecordInput } from '../../schemas/api/index.ts';

/**
 * The plugins the store knows. The chat button, trade enquiries and the e-mail subscription are
 * installed; analytics stay off.
 */
export const plugins = [
  { module_name: 'MicrosoftClarity', config: { code: '' }, is_installed: false },
  { module_name: 'GoogleGtag', config: { google_tag_id: '' }, is_installed: false },
  { module_name: 'GoogleTagManager', config: { tag_code: '' }, is_installed: false },
  { module_name: 'FacebookPixel', config: { code: '' }, is_installed: false },
  {
    module_name: 'Chat',
    config: {
      mobile_no: '919876543210',
      default_message: 'Hi Northwind Outfitters, I have a question about an item on your store.',
      chat_location: 'bottom-right',
    },
    is_installed: true,
  },
  { module_name: 'TradeEnquiry', config: {}, is_installed: true },
  { module_name: 'emailSubscription', config: {}, is_installed: true },
] satisfies PluginRecordInput[];
