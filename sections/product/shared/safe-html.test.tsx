import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { decodeEntities, SafeHtml } from './safe-html.tsx';

const html = (source: string) => render(<SafeHtml html={source} />).container.innerHTML;

describe('SafeHtml (store-written descriptions)', () => {
  it('keeps paragraphs, lists, emphasis and safe links', () => {
    expect(html('<p>A <strong>dry</strong> <em>shell</em>.</p><ul><li>Pit zips</li></ul>')).toBe(
      '<p>A <strong>dry</strong> <em>shell</em>.</p><ul><li>Pit zips</li></ul>',
    );
    expect(html('<a href="https://example.com/care" target="_blank" onclick="x()">Care</a>')).toBe(
      '<a href="https://example.com/care" rel="noopener noreferrer nofollow">Care</a>',
    );
  });

  it('drops scripts, styles, event handlers and javascript: links', () => {
    expect(html('<p onmouseover="steal()">Hi<script>alert(1)</script><style>p{}</style></p>')).toBe(
      '<p>Hi</p>',
    );
    expect(html('<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>')).toBe(
      'xy',
    );
    expect(html('<img src=x onerror=alert(1)><iframe src="//evil"></iframe>ok')).toBe('ok');
  });

  it('unwraps unknown tags, keeps their text escaped and survives broken markup', () => {
    expect(html('<div><span>Text</span></div>')).toBe('Text');
    expect(html('<p>1 &lt; 2 &amp;&amp; <b>bold')).toBe('<p>1 &lt; 2 &amp;&amp; <b>bold</b></p>');
    expect(html('<h1>Big</h1><h2>Less</h2>')).toBe('<h3>Big</h3><h3>Less</h3>');
  });

  it('decodes character references', () => {
    expect(decodeEntities('&#8377;2,499 &amp; &#x20B9; &nbsp;&bogus;')).toBe(
      '₹2,499 & ₹ \u00a0&bogus;',
    );
  });
});
