import { describe, expect, it } from 'vitest';
import { getCssText } from './stitches.config.ts';
import { themeTokenStyles, tokenVariables } from './theme-tokens.ts';

describe('theme tokens', () => {
  it('name their variables as stitches names its tokens', () => {
    expect(tokenVariables({ radii: { md: '12px' }, space: { 5: '20px' } })).toEqual({
      '--sf-radii-md': '12px',
      '--sf-space-5': '20px',
    });
  });

  // node: the server's CSS text, as SSR writes it into <head> (jsdom's CSSOM drops custom properties)
  it('override the defaults in the page’s CSS, after stitches’ own', () => {
    themeTokenStyles({ radii: { md: '13px' } })();
    const css = getCssText();
    expect(css).toContain('--sf-radii-md:13px');
    expect(css.lastIndexOf('--sf-radii-md:13px')).toBeGreaterThan(css.indexOf('--sf-radii-md:8px'));
  });

  it('refuse a value that could end its rule, naming the token', () => {
    expect(() => tokenVariables({ colors: { text: 'red;} body{display:none' } })).toThrow(
      'Theme token colors.text',
    );
  });
});
