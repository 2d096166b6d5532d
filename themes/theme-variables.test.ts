import { describe, expect, it } from 'vitest';
import { storefrontSchema } from '../schemas/api/storefront.ts';
import { themeCss, themeVariables } from './theme-variables.ts';

const storefront = (input: Record<string, unknown> = {}) =>
  storefrontSchema.parse({
    channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } },
    ...input,
  });

describe('themeVariables', () => {
  it('turns the theme colour into the hover, shadow and fade values of spec §9', () => {
    const variables = themeVariables(storefront({ theme_color: '#1f5f4a' }));
    expect(variables['--sf-color-theme']).toBe('#1f5f4a');
    expect(variables['--sf-color-theme-hover']).toBe('#12392c');
    expect(variables['--sf-color-theme-shadow']).toBe('#1f5f4a90');
    expect(variables['--sf-color-theme-fade']).toBe('rgba(31, 95, 74, 0.5)');
    expect(variables['--sf-color-on-theme']).toBe('#ffffff');
  });

  it('sets text and background colours and the background image', () => {
    const variables = themeVariables(
      storefront({
        text_color: '#222222',
        background_color: '#fafafa',
        background_image: '/api/media/paper.png',
        background_size: 'contain',
        background_repeat: 'repeat',
      }),
    );
    expect(variables).toMatchObject({
      '--sf-color-text': '#222222',
      '--sf-color-background': '#fafafa',
      '--sf-background-image': 'url("/api/media/paper.png")',
      '--sf-background-size': 'contain',
      '--sf-background-repeat': 'repeat',
    });
    expect(themeVariables(storefront())['--sf-background-image']).toBe('none');
  });

  it('sets body and heading family, size and weight', () => {
    const variables = themeVariables(
      storefront({
        typography: {
          body: { font_family: 'Inter', font_size: 15, font_weight: 400 },
          heading: { font_family: 'Lora', font_size: 40, font_weight: 800 },
        },
      }),
    );
    expect(variables['--sf-font-body']).toMatch(/^"Inter", "Inter Fallback", system-ui/);
    expect(variables['--sf-font-body-size']).toBe('15px');
    expect(variables['--sf-font-heading']).toMatch(/^"Lora", system-ui/);
    expect(variables['--sf-font-heading-size']).toBe('40px');
    expect(variables['--sf-font-heading-weight']).toBe('800');
  });

  it('boxes the content for Boxed Content and leaves it unbounded for full width', () => {
    expect(
      themeVariables(storefront({ page_layout: 'Boxed Content' }))['--sf-page-max-width'],
    ).toBe('1280px');
    expect(themeVariables(storefront({ page_layout: 'Full Width' }))['--sf-page-max-width']).toBe(
      'none',
    );
  });
});

describe('themeCss', () => {
  it('writes every variable into one :root rule', () => {
    const css = themeCss(storefront({ theme_color: '#ff0000' }));
    expect(css).toMatch(/^:root\{--sf-color-theme:#ff0000;--sf-color-theme-hover:#cc0000;/);
    expect(css.endsWith('}')).toBe(true);
  });
});
