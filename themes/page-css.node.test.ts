import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssForHtml, pageCssText } from './page-css.ts';
import { styled } from './stitches.config.ts';

// stitches' text as the server reads it, group markers removed: each group is an `@media{…}`
const SHEET = [
  '@media{:root,.sf-t-abc{--sf-colors-text:#111}}',
  '@media{body{margin:0}@font-face{font-family:X;src:url("a{b}.woff2")}}',
  '@media{.sf-c-card{padding:4px}.sf-c-card:hover .sf-c-title{color:red}.sf-c-menu{display:flex}',
  '@media (min-width: 768px){.sf-c-card{padding:8px}.sf-c-menu{display:grid}}',
  '.sf-c-menu,.sf-c-card > a{gap:1px}',
  '.sf-c-chip:is(.sf-c-a, .sf-c-b){color:blue}',
  '.sf-c-quote::before{content:"}.sf-c-fake{"}}',
  '.sf-c-title{animation:sf-k-spin 1s}',
  '@keyframes sf-k-spin{to{transform:rotate(1turn)}}@keyframes sf-k-fade{to{opacity:0}}}',
].join('');

describe('a page’s CSS', () => {
  it('keeps the rules of the components in its HTML, and those of no component', () => {
    const css = cssForHtml(SHEET, '<div class="sf-c-card"><h3 class="sf-c-title">x</h3></div>');

    expect(css).toContain(':root,.sf-t-abc{--sf-colors-text:#111}');
    expect(css).toContain('body{margin:0}');
    expect(css).toContain('@font-face{font-family:X;src:url("a{b}.woff2")}');
    expect(css).toContain('.sf-c-card{padding:4px}');
    expect(css).toContain('.sf-c-card:hover .sf-c-title{color:red}');
    expect(css).toContain('@media (min-width: 768px){.sf-c-card{padding:8px}}');
    // one selector of the list applies
    expect(css).toContain('.sf-c-menu,.sf-c-card > a{gap:1px}');
    // the keyframes a kept rule animates with, and only those
    expect(css).toContain('@keyframes sf-k-spin{to{transform:rotate(1turn)}}');
    expect(css).not.toContain('sf-k-fade');
    expect(css).not.toContain('.sf-c-menu{');
    expect(css).not.toContain('display:grid');
  });

  it('leaves out a rule whose selector needs a component the page does not show', () => {
    const css = cssForHtml(SHEET, '<h3 class="sf-c-title">x</h3>');

    expect(css).not.toContain('color:red');
    expect(cssForHtml(SHEET, '<q class="sf-c-quote"></q>')).not.toContain('@keyframes');
    expect(css).not.toContain('@media (min-width: 768px)');
  });

  it('splits a selector list only on its own commas, and skips braces in strings', () => {
    // what `:is(…)` or `:not(…)` holds need not be on the page for the rule to apply
    const chip = cssForHtml(SHEET, '<b class="sf-c-chip"></b>');
    expect(chip).toContain('.sf-c-chip:is(.sf-c-a, .sf-c-b){color:blue}');
    expect(cssForHtml(SHEET, '<b class="sf-c-a"></b>')).not.toContain('color:blue');

    const quote = cssForHtml(SHEET, '<q class="sf-c-quote"></q>');
    expect(quote).toContain('.sf-c-quote::before{content:"}.sf-c-fake{"}');
  });

  it('is the same for the same page whatever other components the process drew first', () => {
    const Card = styled('article', {
      padding: '3px',
      variants: { tone: { loud: { color: 'red' } } },
    });
    const Other = styled('aside', { margin: '5px' });

    const page = () => renderToString(createElement(Card, { tone: 'loud' }, 'A card'));
    const first = page();
    const before = pageCssText(first);
    renderToString(createElement(Other, null, 'Another page'));
    const after = pageCssText(page());

    expect(after).toBe(before);
    expect(before).toContain('padding:3px');
    expect(before).toContain('color:red');
    expect(before).not.toContain('margin:5px');
  });
});
