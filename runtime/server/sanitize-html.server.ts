import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// One DOM window for the process: DOMPurify needs a DOM to parse with, and creating one per call
// would dominate the cost of sanitising.
const purify = createDOMPurify(new JSDOM('').window);

// Links that open a new tab must not hand the opener to the other site.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

// Templates repeat across requests, so the same HTML is sanitised again and again; a bounded
// memo (insertion-ordered Map as an LRU) turns the DOM parse into a lookup on the hot path.
const MEMO_SIZE = 2000;
const memo = new Map<string, string>();

/** Makes store-authored HTML safe to insert: no scripts, event handlers or javascript: URLs. */
export function sanitizeHtml(html: string): string {
  const cached = memo.get(html);
  if (cached !== undefined) {
    memo.delete(html);
    memo.set(html, cached);
    return cached;
  }
  const clean = purify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string);
  memo.set(html, clean);
  return clean;
}
