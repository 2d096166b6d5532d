import createDOMPurify from 'dompurify';

// Its own DOMPurify instance, so the hook below does not leak into anyone else's.
let purify: ReturnType<typeof createDOMPurify> | undefined;

function instance(): ReturnType<typeof createDOMPurify> {
  if (!purify) {
    purify = createDOMPurify(window);
    // Links that open a new tab must not hand the opener to the other site (as on the server).
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purify;
}

/**
 * Makes HTML pushed by the editor safe to insert: no scripts, event handlers or `javascript:`
 * URLs. The browser-side twin of `runtime/server/sanitize-html.server.ts`, with the same options,
 * so a section previews exactly as it will render once saved.
 */
export function sanitizeHtmlInBrowser(html: string): string {
  return instance().sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}
