import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatConfigSchema } from '../../schemas/api/plugins.ts';
import { readInitialValues } from '../storefront/initial-values.ts';
import { ChatButton } from './ChatButton.tsx';
import { chatConfigOf, chatLink } from './chat-link.ts';

/** The plugin configs as the root loader parses them on the server. */
const configsOf = (plugins: unknown[]) => readInitialValues({ plugins }).values.pluginConfigs;

const config = chatConfigSchema.parse({
  mobile_no: '919876543210',
  default_message: 'Hi! Is the trail jacket in stock & in size M?',
  chat_location: 'bottom-left',
});

describe('chatLink', () => {
  it('opens the messaging app with the number and the encoded message', () => {
    expect(chatLink(config)).toBe(
      'https://wa.me/919876543210?text=Hi!%20Is%20the%20trail%20jacket%20in%20stock%20%26%20in%20size%20M%3F',
    );
    expect(chatLink({ mobile_no: '919876543210', default_message: '' })).toBe(
      'https://wa.me/919876543210',
    );
  });
});

describe('chatConfigOf', () => {
  it('reads the Chat plugin, and nothing from a malformed or missing one', () => {
    expect(
      chatConfigOf(configsOf([{ module_name: 'Chat', config: { mobile_no: '919876543210' } }])),
    ).toEqual({
      mobile_no: '919876543210',
      default_message: '',
      chat_location: 'bottom-right',
    });
    expect(
      chatConfigOf(configsOf([{ module_name: 'Chat', config: { mobile_no: 'call me' } }])),
    ).toBeNull();
    expect(chatConfigOf(configsOf([{ module_name: 'GoogleGtag', config: {} }]))).toBeNull();
  });
});

describe('ChatButton', () => {
  it('is a named link opening in a new tab, in the corner the config names', () => {
    render(<ChatButton config={config} />);
    const link = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(link).toHaveAttribute('href', chatLink(config));
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.className).toMatch(/side-left/);
  });
});
