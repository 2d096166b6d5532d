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

/** Makes store-authored HTML safe to insert: no scripts, event handlers or javascript: URLs. */
export function sanitizeHtml(html: string): string {
  return purify.sanitize(html, { USE_PROFILES: { html: true } });
}
