import type { JsonLd } from '../../../runtime/seo/structured-data.ts';
import type { FaqItem } from '../../../schemas/api/content.ts';

/**
 * schema.org FAQPage of `items` (what search engines show as a FAQ rich result): each question
 * with its accepted answer, whose text may hold the answer's (cleaned) HTML, links and lists
 * included, as the rich result allows.
 */
export function faqJsonLd(items: readonly FaqItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
