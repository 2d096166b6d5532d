import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storefrontSchema } from '../schemas/api/storefront.ts';
import { ThemeStyles, themeHead } from './ThemeStyles.tsx';

const storefront = (input: Record<string, unknown> = {}) =>
  storefrontSchema.parse({
    channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } },
    fonts: [{ family: 'Inter', path: '/fonts/inter.woff2', is_variable: true }],
    typography: { body: { font_family: 'Inter' }, heading: { font_family: 'Inter' } },
    ...input,
  });

describe('ThemeStyles', () => {
  it('server-renders the font preload, font faces and theme variables', () => {
    const html = renderToStaticMarkup(<ThemeStyles head={themeHead(storefront())} />);
    expect(html).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/fonts/inter.woff2" crossorigin="anonymous"/>',
    );
    expect(html).toMatch(/<style id="sf-theme">@font-face\{font-family:"Inter";/);
    expect(html).toContain('--sf-color-theme:#111827');
    expect(html).not.toContain('sf-custom-css');
  });

  it('adds the custom CSS only when it is enabled', () => {
    const off = renderToStaticMarkup(
      <ThemeStyles head={themeHead(storefront({ custom_css: 'h1{color:red}' }))} />,
    );
    expect(off).not.toContain('h1{color:red}');
    const on = renderToStaticMarkup(
      <ThemeStyles
        head={themeHead(storefront({ is_custom_css_enabled: true, custom_css: 'h1{color:red}' }))}
      />,
    );
    expect(on).toContain('<style id="sf-custom-css">h1{color:red}</style>');
  });

  it('keeps custom CSS with </style><script> inert inside its element', () => {
    const html = renderToStaticMarkup(
      <ThemeStyles
        head={themeHead(
          storefront({
            is_custom_css_enabled: true,
            custom_css: 'p{}</style><script>window.hacked=1</script>',
          }),
        )}
      />,
    );
    expect(html).not.toContain('<script');
    expect(html.match(/<\/style>/g)).toHaveLength(2);
    expect(html).toContain('p{}\\3c /style>\\3c script>window.hacked=1\\3c /script></style>');
  });

  it('renders nothing without a theme head (the root loader failed: token defaults apply)', () => {
    expect(renderToStaticMarkup(<ThemeStyles head={undefined} />)).toBe('');
  });
});
