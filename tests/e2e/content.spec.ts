import type { Page } from '@playwright/test';
import { FaqPage, HomeSlider } from './pages/content-pages.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';

// The content sections of issue 16 on the demo store: the home slider and testimonials, the FAQ
// page. The slider's first slide is in the server's HTML; its carousel code loads only when the
// shopper reaches for it or its first rotation is due (runtime/render/part-on-intent.ts).

const FAQ_QUESTIONS = 7;

/**
 * Stops the page's clock: timers run only when the test moves time on (`clock.runFor`), the
 * slides' rotation and React's own alike.
 */
async function stopTime(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
}

/** Moves time on in small steps until `check` holds (code loading and hydrating meanwhile). */
async function runUntil(page: Page, check: () => Promise<unknown>): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return check();
    })
    .toBeTruthy();
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

    test('the home slider shows its first slide at once and moves with next and previous', async ({
      page,
    }) => {
      // the slides move only when asked (rotation: below)
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const slider = new HomeSlider(page);
      await slider.open();
      await slider.expectSlide('1 of 4', 'Gear for every trail');
      await expect(slider.shown().getByRole('link', { name: 'Shop the range' })).toHaveAttribute(
        'href',
        '/shop-online',
      );
      // the largest paint of the page: sized, fetched first
      const hero = slider.shown().getByRole('img');
      await expect(hero).toHaveAttribute('fetchpriority', 'high');
      await expect(hero).toHaveAttribute('width', '1600');
      await expect(hero).toHaveAttribute('height', '700');
      // no carousel code yet: the server's markup is all there is
      expect(await slider.hydrated()).toBe(false);

      // a click before the code arrives is not lost
      await slider.button('Next slide').click();
      await slider.expectSlide('2 of 4', 'Ready for the monsoon');
      await slider.button('Previous slide').click();
      await slider.button('Previous slide').click();
      await slider.expectSlide('4 of 4', 'Nights under the stars');
      await slider.button('Play slide show').click();
      await expect(slider.button('Pause slide show')).toBeVisible();
    });

    test('the home page shows what customers say, and is accessible with its slider', async ({
      page,
    }) => {
      await page.goto('/');
      const section = page.getByRole('region', { name: 'What our customers say' });
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('figure')).toHaveCount(4);
      await expect(section.getByRole('figure').first()).toContainText('Ananya Rao');
      await expect(section.getByRole('img', { name: 'Rated 5.0 out of 5' }).first()).toBeVisible();
      await expectAccessible(page);
    });

    test('a shopper opens FAQ answers from the keyboard', async ({ page }) => {
      const faq = new FaqPage(page);
      await faq.open();
      await expect(faq.answer('How long does delivery take?')).toBeHidden();
      await faq.focusBeforeQuestions();

      await page.keyboard.press('Tab');
      await expect(faq.question('How long does delivery take?')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(faq.answer('How long does delivery take?')).toBeVisible();
      await expect(faq.answer('How long does delivery take?')).toContainText(
        'Most orders reach metro cities in 2 to 3 days',
      );

      await page.keyboard.press('Tab');
      await expect(faq.question('Is shipping free?')).toBeFocused();
      await page.keyboard.press('Space');
      await expect(faq.answer('Is shipping free?')).toContainText('on every order over ₹2,999');
      await page.keyboard.press('Enter');
      await expect(faq.answer('Is shipping free?')).toBeHidden();
      await expectAccessible(page);
    });
  });
}

test('the FAQ page describes its questions to search engines as valid FAQPage JSON-LD', async ({
  page,
}) => {
  const faq = new FaqPage(page);
  await faq.open();
  const jsonLd = await faq.faqPageJsonLd();
  expect(jsonLd.mainEntity).toHaveLength(FAQ_QUESTIONS);
  expect(jsonLd.mainEntity[0]).toMatchObject({
    '@type': 'Question',
    name: 'How long does delivery take?',
    acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('2 to 3 days') },
  });
  await expect(faq.question('Which payment methods do you accept?')).toBeVisible();
});

test('the slider moves with the keyboard', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const slider = new HomeSlider(page);
  await slider.open();
  await slider.button('Next slide').focus();
  await page.keyboard.press('Enter');
  await slider.expectSlide('2 of 4');
  await page.keyboard.press('ArrowRight');
  await slider.expectSlide('3 of 4');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await slider.expectSlide('1 of 4', 'Gear for every trail');
  await slider.button('Previous slide').focus();
  await page.keyboard.press('Space');
  await slider.expectSlide('4 of 4');
});

test('the slider rotates on its own, stops while pointed at, and stays put once paused', async ({
  page,
}) => {
  await stopTime(page);
  const slider = new HomeSlider(page);
  await slider.open();
  await runUntil(page, () => slider.pageHydrated());
  await page.clock.runFor(3000);
  await slider.expectSlide('1 of 4');
  expect(await slider.hydrated()).toBe(false);
  // its first rotation is due after the slider's 6 s: its code loads then, and it moves on
  await page.clock.runFor(3000);
  await runUntil(page, () => slider.hydrated());
  await runUntil(page, async () => (await slider.shown().getAttribute('aria-label')) === '2 of 4');
  await slider.expectSlide('2 of 4', 'Ready for the monsoon');

  await slider.shown().hover();
  await page.clock.runFor(15_000);
  await slider.expectSlide('2 of 4');

  await slider.button('Pause slide show').click();
  // pointer and focus elsewhere: only the shopper's Pause holds it now
  await page.mouse.move(5, 5);
  await page.getByRole('heading', { name: 'Welcome to Northwind Outfitters' }).click();
  await page.clock.runFor(15_000);
  await slider.expectSlide('2 of 4');

  await slider.button('Play slide show').click();
  await page.mouse.move(5, 5);
  await page.clock.runFor(6100);
  await slider.expectSlide('3 of 4');
});

test.describe('for a shopper who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the slider never moves on its own, and offers Play once reached', async ({ page }) => {
    await stopTime(page);
    const slider = new HomeSlider(page);
    await slider.open();
    await runUntil(page, () => slider.pageHydrated());
    await page.clock.runFor(30_000);
    await slider.expectSlide('1 of 4');
    expect(await slider.hydrated()).toBe(false);
    await slider.shown().hover();
    await runUntil(page, () => slider.button('Play slide show').isVisible());
    await page.mouse.move(5, 5);
    await page.clock.runFor(30_000);
    await slider.expectSlide('1 of 4');
  });
});
