import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.server.ts';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs, keeping the text', () => {
    const dirty =
      '<h2 onclick="steal()">Sale</h2><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="a.png" onerror="x()" alt="A">';
    const clean = sanitizeHtml(dirty);
    expect(clean).toBe('<h2>Sale</h2><a>x</a><img src="a.png" alt="A">');
  });

  it('keeps formatting and safe links, and protects new-tab links from the opened site', () => {
    expect(sanitizeHtml('<p><strong>Bold</strong> <a href="/about-us">About</a></p>')).toBe(
      '<p><strong>Bold</strong> <a href="/about-us">About</a></p>',
    );
    expect(sanitizeHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('answers the same result from its memo', () => {
    const html = '<p>Repeated <em>text</em></p><iframe src="x"></iframe>';
    expect(sanitizeHtml(html)).toBe('<p>Repeated <em>text</em></p>');
    expect(sanitizeHtml(html)).toBe('<p>Repeated <em>text</em></p>');
  });
});
