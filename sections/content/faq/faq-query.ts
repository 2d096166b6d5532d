import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../runtime/api/client.ts';
import type { Faq } from '../../../schemas/api/content.ts';
import * as content from '../../../schemas/api/endpoints/content.ts';
import type { HtmlSanitizer } from '../../../schemas/html-props.ts';

/**
 * Store-written HTML as plain text in a paragraph, for when no sanitiser is at hand: every tag
 * goes, and with `<` and `>` escaped nothing left can be markup (character references stay text).
 */
export function htmlAsText(html: string): string {
  const text = html
    .replace(/<[^>]*>?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `<p>${text.replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;
}

/**
 * `content.faq` of key `id` (spec §7), its answers made safe to insert: cleaned by `sanitize`
 * (the server's DOMPurify, `SectionLoadContext.sanitizeHtml`) or, without one, reduced to text.
 * The server's answer is what the browser shows: it never fetches again while it has it (the
 * browser has no sanitiser, so only an answer it had to fetch itself, as in the editor's preview
 * of a new FAQ section, loses its formatting). A FAQ that is missing or cannot be loaded answers
 * `null`: the section then shows nothing, the same on the server and in the browser.
 */
export function faqQuery(api: ApiClient, id: string, sanitize?: HtmlSanitizer) {
  return queryOptions({
    queryKey: ['faq', id],
    queryFn: async ({ signal }): Promise<Faq | null> => {
      try {
        const faq = (await api.call(content.faq, { params: { id }, signal })).data;
        const safe = sanitize ?? htmlAsText;
        return { ...faq, items: faq.items.map((item) => ({ ...item, answer: safe(item.answer) })) };
      } catch {
        return null;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
