import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOVES_AFTER_ATTRIBUTE } from '../../../runtime/render/part-on-intent.ts';
import { CAROUSEL_LABELS, Carousel, type CarouselProps } from './Carousel.tsx';

const TITLES = ['Monsoon', 'High passes', 'Camp'];

function renderCarousel(props: Partial<CarouselProps> = {}) {
  return render(
    <>
      <a href="/before">Before</a>
      <Carousel
        label="Highlights"
        count={TITLES.length}
        interval={5000}
        renderSlide={(index) => <h2>{TITLES[index]}</h2>}
        {...props}
      />
      <a href="/after">After</a>
    </>,
  );
}

const region = () => screen.getByRole('region', { name: 'Highlights' });
/** The slide a shopper sees: the only one not hidden. */
const shown = () => screen.getByRole('group');
const button = (name: string) => screen.getByRole('button', { name });

/** `prefers-reduced-motion: reduce` as the shopper's browser answers it. */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
  }));
}

beforeEach(() => preferReducedMotion(false));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('is a named carousel region showing one slide at a time, labelled n of m', () => {
    renderCarousel();
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(shown()).toHaveAccessibleName('1 of 3');
    expect(shown()).toHaveAttribute('aria-roledescription', 'slide');
    expect(within(shown()).getByRole('heading')).toHaveTextContent('Monsoon');
    // the other slides are in the page, out of sight and out of the accessibility tree
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Camp' })).not.toBeInTheDocument();
  });

  it('puts the rotation button first, then previous and next, all reached by Tab', async () => {
    const user = userEvent.setup();
    renderCarousel();
    screen.getByRole('link', { name: 'Before' }).focus();
    await user.tab();
    expect(button(CAROUSEL_LABELS.pause)).toHaveFocus();
    await user.tab();
    expect(button(CAROUSEL_LABELS.previous)).toHaveFocus();
    await user.tab();
    expect(button(CAROUSEL_LABELS.next)).toHaveFocus();
    const slides = button(CAROUSEL_LABELS.next).getAttribute('aria-controls') ?? '';
    expect(document.getElementById(slides)).toContainElement(shown());
  });

  it('moves with Enter and Space on the buttons, and with the arrow keys, wrapping around', async () => {
    const user = userEvent.setup();
    renderCarousel();
    button(CAROUSEL_LABELS.next).focus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveAccessibleName('2 of 3');
    await user.keyboard(' ');
    expect(shown()).toHaveAccessibleName('3 of 3');
    await user.keyboard('{Enter}');
    expect(shown()).toHaveAccessibleName('1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAccessibleName('3 of 3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown()).toHaveAccessibleName('2 of 3');
    button(CAROUSEL_LABELS.previous).focus();
    await user.keyboard('{Enter}');
    expect(within(shown()).getByRole('heading')).toHaveTextContent('Monsoon');
  });

  it('rotates on its own, silently for screen readers, until Pause; Play starts it again', () => {
    vi.useFakeTimers();
    renderCarousel();
    const slides = () => shown().parentElement as HTMLElement;
    expect(slides()).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toHaveAccessibleName('2 of 3');

    fireEvent.click(button(CAROUSEL_LABELS.pause));
    // not rotating: a change of slide is announced
    expect(slides()).toHaveAttribute('aria-live', 'polite');
    fireEvent.blur(button(CAROUSEL_LABELS.play));
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toHaveAccessibleName('2 of 3');

    fireEvent.click(button(CAROUSEL_LABELS.play));
    expect(button(CAROUSEL_LABELS.pause)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toHaveAccessibleName('3 of 3');
  });

  it('stops while the pointer is over it or focus is in it, and goes on after', () => {
    vi.useFakeTimers();
    renderCarousel();
    fireEvent.pointerEnter(region());
    act(() => vi.advanceTimersByTime(12_000));
    expect(shown()).toHaveAccessibleName('1 of 3');
    fireEvent.pointerLeave(region());
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toHaveAccessibleName('2 of 3');

    act(() => button(CAROUSEL_LABELS.next).focus());
    act(() => vi.advanceTimersByTime(12_000));
    expect(shown()).toHaveAccessibleName('2 of 3');
    act(() => screen.getByRole('link', { name: 'After' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toHaveAccessibleName('3 of 3');
  });

  it('never rotates for a shopper who prefers reduced motion, unless they press Play', () => {
    vi.useFakeTimers();
    preferReducedMotion(true);
    renderCarousel();
    expect(button(CAROUSEL_LABELS.play)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toHaveAccessibleName('1 of 3');
    fireEvent.click(button(CAROUSEL_LABELS.play));
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toHaveAccessibleName('2 of 3');
  });

  it('has no rotation button and never moves on its own without an interval', () => {
    vi.useFakeTimers();
    renderCarousel({ interval: 0 });
    expect(screen.queryByRole('button', { name: CAROUSEL_LABELS.pause })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CAROUSEL_LABELS.play })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toHaveAccessibleName('1 of 3');
    expect(region()).not.toHaveAttribute(MOVES_AFTER_ATTRIBUTE);
    fireEvent.click(button(CAROUSEL_LABELS.next));
    expect(shown()).toHaveAccessibleName('2 of 3');
  });

  it('shows a single slide without any buttons', () => {
    renderCarousel({ count: 1 });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(shown()).toHaveAccessibleName('1 of 1');
  });

  it('counts the first wait from when its server markup was first on show', () => {
    vi.useFakeTimers();
    renderCarousel({ shownSince: Date.now() - 4000 });
    // the markup says when it moves, for the shell that hydrates it late (part-on-intent.ts)
    expect(region()).toHaveAttribute(MOVES_AFTER_ATTRIBUTE, '5000');
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toHaveAccessibleName('2 of 3');
    act(() => vi.advanceTimersByTime(4000));
    expect(shown()).toHaveAccessibleName('2 of 3');
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toHaveAccessibleName('3 of 3');
  });
});
