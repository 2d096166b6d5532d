import { createElement, Fragment, type ReactNode } from 'react';

// Product descriptions are HTML written in the store's back office and come from the API, not
// from validated section props, so the server's sanitiser never saw them. Rather than insert them
// with dangerouslySetInnerHTML, they are rebuilt as React elements from an allowlist: text is
// escaped by React, only these tags survive, and no attribute but a checked `href` is kept. The
// same pure function runs on the server and in the browser, so hydration matches.

const ALLOWED = new Set([
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'h3',
  'h4',
  'blockquote',
  'a',
]);
// Headings inside a description sit under the product's own headings.
const RENAMED: Record<string, string> = { h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4' };
const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'wbr', 'source']);
// Whose content is not text for the reader, so it goes with the tag.
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'noscript',
  'svg',
  'math',
  'title',
  'textarea',
  'select',
]);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  times: '×',
  deg: '°',
  sup2: '²',
  rupee: '₹',
};

/** Decodes the character references of HTML text (`&amp;`, `&#8377;`, `&#x20B9;`). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** An `href` that may be followed: http(s), mailto, tel, or a path on this site. */
function safeHref(raw: string): string | null {
  const href = decodeEntities(raw).trim();
  if (/^(https?:|mailto:|tel:)/i.test(href)) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  if (href.startsWith('#')) return href;
  return null;
}

interface Node {
  tag: string;
  href: string | null;
  children: (Node | string)[];
}

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+|<)/g;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** Parses `html` into a tree of allowed tags and text; everything else is dropped or unwrapped. */
export function parseSafeHtml(html: string): (Node | string)[] {
  const root: Node = { tag: '', href: null, children: [] };
  const stack: Node[] = [root];
  let skipping: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const [whole, closing, rawTag, attributes = '', text] = match;
    if (whole.startsWith('<!--')) continue;
    const tag = rawTag?.toLowerCase();
    if (skipping) {
      if (closing && tag === skipping) skipping = null;
      continue;
    }
    const top = stack[stack.length - 1] ?? root;
    if (text !== undefined) {
      top.children.push(decodeEntities(text));
      continue;
    }
    if (!tag) continue;
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (!closing && !attributes.trim().endsWith('/')) skipping = tag;
      continue;
    }
    const name = RENAMED[tag] ?? tag;
    if (!ALLOWED.has(name)) continue; // unknown tag: keep its text, drop the tag
    if (closing) {
      const at = stack.map((node) => node.tag).lastIndexOf(name);
      if (at > 0) stack.length = at;
      continue;
    }
    const hrefMatch = name === 'a' ? HREF.exec(attributes) : null;
    const node: Node = {
      tag: name,
      href: hrefMatch ? safeHref(hrefMatch[1] ?? hrefMatch[2] ?? hrefMatch[3] ?? '') : null,
      children: [],
    };
    top.children.push(node);
    if (!VOID.has(name)) stack.push(node);
  }
  return root.children;
}

function toReact(nodes: (Node | string)[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const key = index;
    if (node.tag === 'br') return createElement('br', { key });
    if (node.tag === 'a') {
      if (!node.href) return createElement(Fragment, { key }, ...toReact(node.children));
      const external = /^https?:/i.test(node.href);
      return createElement(
        'a',
        { key, href: node.href, ...(external ? { rel: 'noopener noreferrer nofollow' } : {}) },
        ...toReact(node.children),
      );
    }
    return createElement(node.tag, { key }, ...toReact(node.children));
  });
}

/** Store-written HTML as React elements from an allowlist (see the comment at the top). */
export function SafeHtml({ html }: { html: string }) {
  return <>{toReact(parseSafeHtml(html))}</>;
}
