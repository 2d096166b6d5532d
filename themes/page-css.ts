import { config, getCssText } from './stitches.config.ts';

/**
 * The CSS a server-rendered page needs, out of everything stitches has drawn in this process.
 *
 * Stitches keeps one sheet per process and only adds to it, so its whole text holds the rules of
 * every page the process has rendered so far: a page rendered late carried up to twice the CSS of
 * the same page rendered first. A page now carries the rules of the components in its HTML and the
 * keyframes those rules animate with. Global rules (`globalCss`: the base styles, the theme, a
 * section's page-wide rule such as the cart's two columns) have no component to tell them by and
 * are all kept: a page drawn after the first cart or account page carries those few rules too.
 *
 * What the browser renders later (a dialog, a section hydrating with other props) is no concern of
 * this CSS: stitches in the browser inserts the rules of whatever it renders into its own sheet.
 */

/** One rule of stitches' text, or a conditional block of them (`@media (…) {…}`). */
type CssItem =
  | { kind: 'rule'; text: string; selectorClasses: string[][] }
  | { kind: 'block'; prelude: string; items: CssItem[] }
  | { kind: 'keyframes'; name: string; text: string }
  | { kind: 'kept'; text: string };

const KEYFRAMES = /^@(?:-webkit-)?keyframes\s+([\w-]+)/;

/** A `{ prelude, body }` at one level of `text`, or a statement (`@import …;`) as prelude alone. */
interface RawBlock {
  prelude: string;
  body: string | null;
}

/** Splits `text` into its blocks at the outermost level, skipping over quoted strings. */
function blocksOf(text: string): RawBlock[] {
  const blocks: RawBlock[] = [];
  let depth = 0;
  let start = 0;
  let bodyStart = 0;
  let prelude = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"' || char === "'") {
      for (i++; i < text.length && text[i] !== char; i++) if (text[i] === '\\') i++;
    } else if (char === '{') {
      if (depth === 0) {
        prelude = text.slice(start, i).trim();
        bodyStart = i + 1;
      }
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0) {
        blocks.push({ prelude, body: text.slice(bodyStart, i) });
        start = i + 1;
      }
    } else if (char === ';' && depth === 0) {
      blocks.push({ prelude: text.slice(start, i + 1).trim(), body: null });
      start = i + 1;
    }
  }
  return blocks;
}

/** The selectors of a selector list, split on its top-level commas (not those inside `:is(…)`). */
function selectorsOf(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const char = list[i];
    if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      selectors.push(list.slice(start, i));
      start = i + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors;
}

/**
 * `selector` without what its functional pseudo-classes hold: a class in `:not(…)` or `:is(…, …)`
 * does not have to be on the page for the rule to apply, so it never rules the rule out.
 */
function outsideParentheses(selector: string): string {
  let depth = 0;
  let outside = '';
  for (const char of selector) {
    if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (depth === 0) outside += char;
  }
  return outside;
}

/** At-rules whose content is rules to choose among; any other at-rule is kept whole. */
const CONDITIONAL = /^@(media|supports|container|layer)\b/;

function itemsOf(text: string, componentClass: RegExp): CssItem[] {
  return blocksOf(text).map(({ prelude, body }): CssItem => {
    if (body === null) return { kind: 'kept', text: prelude };
    if (CONDITIONAL.test(prelude)) {
      return { kind: 'block', prelude, items: itemsOf(body, componentClass) };
    }
    const keyframes = KEYFRAMES.exec(prelude);
    if (keyframes?.[1])
      return { kind: 'keyframes', name: keyframes[1], text: `${prelude}{${body}}` };
    if (prelude.startsWith('@')) return { kind: 'kept', text: `${prelude}{${body}}` };
    return {
      kind: 'rule',
      text: `${prelude}{${body}}`,
      selectorClasses: selectorsOf(prelude).map((selector) =>
        Array.from(
          outsideParentheses(selector).matchAll(componentClass),
          (match) => match[1] ?? '',
        ),
      ),
    };
  });
}

/** The items a page with `used` component classes needs, as CSS text, keyframes aside. */
function rulesFor(items: CssItem[], used: ReadonlySet<string>): string {
  let text = '';
  for (const item of items) {
    if (item.kind === 'kept') text += item.text;
    else if (item.kind === 'rule') {
      // a selector without component classes (global styles, the theme) always applies
      if (item.selectorClasses.some((classes) => classes.every((name) => used.has(name)))) {
        text += item.text;
      }
    } else if (item.kind === 'block') {
      const inner = rulesFor(item.items, used);
      if (inner) text += `${item.prelude}{${inner}}`;
    }
  }
  return text;
}

/** The keyframes among `items` (at any depth) whose name `rules` animate with. */
function keyframesFor(items: CssItem[], rules: string): string {
  let text = '';
  for (const item of items) {
    if (item.kind === 'keyframes' && rules.includes(item.name)) text += item.text;
    else if (item.kind === 'block') text += keyframesFor(item.items, rules);
  }
  return text;
}

/** The classes stitches gives components, variants and `css` props: `<prefix>-c-…`. */
function componentClassPrefix(prefix: string): string {
  return prefix ? `${prefix}-c-` : 'c-';
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The rules of `cssText` (stitches' text, its `--sxs` markers removed) that apply to `html`: every
 * rule without a component class, and each rule all of whose component classes, in one of its
 * selectors (outside its pseudo-classes' parentheses), appear in the HTML. Conditional blocks keep
 * the rules of theirs that apply and are left out when none does; keyframes are kept when a kept
 * rule names them, and come first.
 */
export function cssForHtml(cssText: string, html: string, prefix = config.prefix): string {
  const { items, classesIn } = parsed(cssText, componentClassPrefix(prefix));
  const rules = rulesFor(items, new Set(html.match(classesIn)));
  return keyframesFor(items, rules) + rules;
}

// The sheet only grows, and only while the process draws components it has not drawn before: the
// last text's items are reused until it changes.
let last: { text: string; start: string; items: CssItem[]; classesIn: RegExp } | null = null;

function parsed(cssText: string, start: string): { items: CssItem[]; classesIn: RegExp } {
  if (last?.text !== cssText || last.start !== start) {
    const name = `${escapeRegExp(start)}[\\w-]+`;
    last = {
      text: cssText,
      start,
      items: itemsOf(cssText, new RegExp(`\\.(${name})`, 'g')),
      // the component classes a page's HTML names
      classesIn: new RegExp(name, 'g'),
    };
  }
  return last;
}

/**
 * The stitches CSS of a rendered page: the rules of what is in `html`, without stitches' `--sxs`
 * group markers. With the markers, stitches in the browser adopts the server's `<style>` as its
 * own sheet; React may replace head elements when the root remounts (leaving an error page), and
 * the adopted rules would vanish with it. Without them, the browser keeps its own sheet for what it
 * renders, and the server's CSS only has to cover the first paint.
 */
export function pageCssText(html: string): string {
  return cssForHtml(getCssText().replace(/--sxs\{--sxs:[^}]*\}/g, ''), html);
}
