import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.ts';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { presetArgs } from '../../story-presets.ts';
import { ContentProviders, fixtureFaq, routeApi } from '../content-fixtures.tsx';
import Faq from './Faq.tsx';
import { faqQuery, htmlAsText } from './faq-query.ts';
import { faq } from './index.ts';

const withTitle = presetArgs(faq, 'Questions with their title');
const underHeading = presetArgs(faq, 'Under the page heading, first answer open');

/**
 * Renders the section with the FAQ in the query cache as the server leaves it there (its answers
 * cleaned by the server's sanitiser), or, with `api`, as the browser fetches it itself.
 */
function renderFaq(props = withTitle, api?: ApiClient) {
  return render(
    <ContentProviders
      {...(api ? { api } : { queries: [[['faq', 'general'], fixtureFaq] as const] })}
    >
      <Faq {...props} />
    </ContentProviders>,
  );
}

function faqApi(answers = fixtureFaq) {
  return routeApi({ 'GET /api/faq/general': answers });
}

const question = (name: string) => screen.getByText(name).closest('summary') as HTMLElement;
const details = (name: string) => question(name).closest('details') as HTMLDetailsElement;

describe('Faq', () => {
  it('lists the questions under the FAQ’s title, every answer closed', async () => {
    renderFaq();
    const section = await screen.findByRole('region', { name: 'Frequently asked questions' });
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Frequently asked questions' }),
    ).toBeVisible();
    expect(section.querySelectorAll('details')).toHaveLength(3);
    for (const item of fixtureFaq.items) expect(details(item.question).open).toBe(false);
  });

  it('puts every question in the tab order as a native disclosure, opened and closed in place', async () => {
    const user = userEvent.setup();
    renderFaq();
    await screen.findByRole('region', { name: 'Frequently asked questions' });
    await user.tab();
    expect(question('How long does delivery take?')).toHaveFocus();
    await user.tab();
    expect(question('Is shipping free?')).toHaveFocus();
    // a <summary>, which browsers open with Enter and Space (tests/e2e/content.spec.ts)
    await user.click(question('Is shipping free?'));
    expect(details('Is shipping free?').open).toBe(true);
    expect(screen.getByRole('link', { name: 'shipping' })).toHaveAttribute('href', '/shipping');
    await user.click(question('Is shipping free?'));
    expect(details('Is shipping free?').open).toBe(false);
  });

  it('under the page’s own heading, has none of its own and opens the first answer', async () => {
    renderFaq(underHeading);
    const section = await screen.findByRole('region', { name: 'Frequently asked questions' });
    expect(within(section).queryByRole('heading')).toBeNull();
    expect(details('How long does delivery take?').open).toBe(true);
    expect(screen.getByText('4 to 7 days').tagName).toBe('STRONG');
  });

  it('describes the questions to search engines as a FAQPage, escaped for the script element', async () => {
    const tricky = {
      ...fixtureFaq,
      items: [{ question: 'Is </script> safe?', answer: '<p>Yes &amp; no</p>' }],
    };
    const { container } = renderFaq(withTitle, faqApi(tricky));
    // fetched in the browser, so reduced to words (faqQuery)
    await screen.findByRole('region');
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is </script> safe?',
          acceptedAnswer: { '@type': 'Answer', text: '<p>Yes &amp; no</p>' },
        },
      ],
    });
  });

  it('leaves the FAQPage out when asked to', async () => {
    const { container } = renderFaq({ ...withTitle, structured_data: false });
    await screen.findByRole('region');
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows nothing when the FAQ is missing', async () => {
    const api = routeApi({
      'GET /api/faq/general': () => {
        throw new ApiError('FAQ not found', { status: 404 });
      },
    });
    const { container } = renderFaq(withTitle, api);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('faqQuery', () => {
  const dirty = {
    ...fixtureFaq,
    items: [
      { question: 'Q?', answer: '<p onclick="steal()">Hi <script>x()</script><b>there</b></p>' },
    ],
  };
  const run = (sanitize?: (html: string) => string) =>
    faqQuery(faqApi(dirty), 'general', sanitize).queryFn?.({} as never);

  it('cleans every answer with the server’s sanitiser', async () => {
    const seen: string[] = [];
    const answer = await run((html) => {
      seen.push(html);
      return '<p>clean</p>';
    });
    expect(seen).toEqual([dirty.items[0]?.answer]);
    expect(answer?.items[0]?.answer).toBe('<p>clean</p>');
  });

  it('without a sanitiser, keeps only the words, with nothing that could be markup', async () => {
    expect((await run())?.items[0]?.answer).toBe('<p>Hi x() there</p>');
    expect(htmlAsText('<img src=x onerror=alert(1)>a &lt; b')).toBe('<p>a &lt; b</p>');
    // a tag left open swallows the rest: nothing of it can become markup
    expect(htmlAsText('a <scr<script>ipt>b')).toBe('<p>a ipt&gt;b</p>');
  });

  it('answers null when the FAQ cannot be had', async () => {
    const missing = routeApi({});
    expect(await faqQuery(missing, 'general').queryFn?.({} as never)).toBeNull();
  });
});
