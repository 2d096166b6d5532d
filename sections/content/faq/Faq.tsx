import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { SectionProps } from '../../../registry/index.ts';
import { useApi } from '../../../runtime/api/api-context.tsx';
import { jsonForScript } from '../../../runtime/seo/json-for-script.ts';
import { Container, Icon, styled } from '../../../themes/index.ts';
import { faqJsonLd } from './faq-json-ld.ts';
import { faqQuery } from './faq-query.ts';
import type { faqSchema } from './schema.ts';

const Section = styled('section', { paddingBlock: '$5' });
const Heading = styled('h2', { margin: '0 0 $4', fontSize: '1.5rem' });

const Questions = styled('div', {
  borderTop: '1px solid $border',
  '& details': { borderBottom: '1px solid $border' },
  '& summary': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '$4',
    minHeight: '44px',
    paddingBlock: '$4',
    fontWeight: 600,
    fontSize: '1.0625rem',
    cursor: 'pointer',
    listStyle: 'none',
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: '$primary' },
    '&:focus-visible': { outline: '2px solid $focus', outlineOffset: '2px' },
    '& svg': { flexShrink: 0, transition: 'transform 150ms' },
    '@media (prefers-reduced-motion: reduce)': { '& svg': { transition: 'none' } },
  },
  '& details[open] > summary svg': { transform: 'rotate(180deg)' },
});

const Answer = styled('div', {
  paddingBlockEnd: '$4',
  color: '$text',
  lineHeight: 1.6,
  '& > :first-child': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
});

/**
 * A store's questions and answers (`GET /api/faq/{id}`, spec §7) as an accordion of native
 * disclosure widgets: every question is a button in the tab order that Enter or Space opens, and
 * the page works before (and without) its script. With `structured_data`, the questions are also
 * described to search engines as a FAQPage. Loaded on the server; shows nothing when the FAQ is
 * missing or empty.
 */
export default function Faq({
  faq,
  heading,
  show_heading,
  open_first,
  structured_data,
}: SectionProps<typeof faqSchema>) {
  const api = useApi();
  const headingId = useId();
  const { data } = useQuery(faqQuery(api, faq));
  if (!data || data.items.length === 0) return null;
  const title = heading || data.title;
  return (
    <Section
      aria-labelledby={show_heading ? headingId : undefined}
      aria-label={show_heading ? undefined : title}
    >
      <Container width="narrow">
        {show_heading && <Heading id={headingId}>{title}</Heading>}
        <Questions>
          {data.items.map((item, index) => (
            <details key={item.question} open={open_first && index === 0}>
              <summary>
                {item.question}
                <Icon name="chevronDown" size={20} />
              </summary>
              <Answer
                // biome-ignore lint/security/noDangerouslySetInnerHtml: safe: faqQuery cleaned the store's answer with the server's DOMPurify, or reduced it to escaped text where it had no sanitiser (faq-query.ts)
                dangerouslySetInnerHTML={{ __html: item.answer }}
              />
            </details>
          ))}
        </Questions>
      </Container>
      {structured_data && (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw text; jsonForScript escapes <, > and & so no value can end the element
          dangerouslySetInnerHTML={{ __html: jsonForScript(faqJsonLd(data.items)) }}
        />
      )}
    </Section>
  );
}
