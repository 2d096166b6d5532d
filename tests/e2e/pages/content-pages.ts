import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';

// The content sections as a shopper meets them: the home page's slider and testimonials, and the
// FAQ page's questions (sections/content).

/** The home page's slider, an accessible carousel named 'Highlights'. */
export class HomeSlider {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Highlights' });
  }

  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.region).toBeVisible();
  }

  /** The slide on show (the others are hidden), labelled 'n of m'. */
  shown(): Locator {
    return this.region.getByRole('group');
  }

  button(name: 'Next slide' | 'Previous slide' | 'Pause slide show' | 'Play slide show') {
    return this.region.getByRole('button', { name, exact: true });
  }

  async expectSlide(label: string, heading?: string): Promise<void> {
    await expect(this.shown()).toHaveAccessibleName(label);
    if (heading) await expect(this.shown().getByRole('heading', { name: heading })).toBeVisible();
  }

  /** Whether the page around the slider has hydrated (the slider's own code waits). */
  pageHydrated(): Promise<boolean> {
    return this.page
      .locator('[data-section-key="slider"]')
      .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));
  }

  /** Whether React owns the carousel yet (its code loads only when the shopper reaches for it). */
  hydrated(): Promise<boolean> {
    return this.button('Next slide').evaluate((element) =>
      Object.keys(element).some((key) => key.startsWith('__react')),
    );
  }
}

/** The FAQ page (/faq): its questions are native disclosures. */
export class FaqPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/faq');
    await expect(
      this.page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
  }

  /** A question, the control that opens its answer. */
  question(text: string): Locator {
    return this.page.locator('summary', { hasText: text });
  }

  /** The answer under a question (visible only while it is open). */
  answer(question: string): Locator {
    return this.page.locator('details', { has: this.question(question) }).locator('summary + *');
  }

  /** Moves focus to just before the first question: the intro's last link. */
  async focusBeforeQuestions(): Promise<void> {
    await this.page.getByRole('link', { name: 'contact page' }).focus();
  }

  /** The page's FAQPage JSON-LD, parsed (fails if it is not valid JSON). */
  async faqPageJsonLd(): Promise<{ '@type': string; mainEntity: unknown[] }> {
    const blocks = await this.page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
    const parsed = blocks.map((text) => JSON.parse(text) as { '@type': string });
    const faqPage = parsed.find((block) => block['@type'] === 'FAQPage');
    expect(faqPage, 'a FAQPage JSON-LD block').toBeDefined();
    return faqPage as { '@type': string; mainEntity: unknown[] };
  }
}
