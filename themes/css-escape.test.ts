import { describe, expect, it } from 'vitest';
import { cssString, cssUrl, inertCss } from './css-escape.ts';

describe('inertCss', () => {
  it('escapes every < so the CSS can never close its style element', () => {
    const css = 'body{color:red}</style><script>alert(1)</script><!--';
    const inert = inertCss(css);
    expect(inert).not.toContain('<');
    expect(inert).toBe('body{color:red}\\3c /style>\\3c script>alert(1)\\3c /script>\\3c !--');
  });

  it('leaves CSS without < untouched', () => {
    expect(inertCss('a > b { content: "x" }')).toBe('a > b { content: "x" }');
  });
});

describe('cssString', () => {
  it('quotes and escapes quotes, backslashes, line breaks and <', () => {
    expect(cssString('Inter')).toBe('"Inter"');
    expect(cssString('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(cssString('line\nbreak')).toBe('"line\\a break"');
    expect(cssString('</style>')).toBe('"\\3c /style>"');
  });

  it('wraps a URL so a stored value cannot end the declaration', () => {
    expect(cssUrl('/a.png");}body{x:y')).toBe('url("/a.png\\");}body{x:y")');
  });
});
