import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTopButton } from './ScrollToTopButton.tsx';
import { isPastHalfway } from './scroll-position.ts';

function setScroll(scrollY: number, documentHeight = 3000, viewport = 1000) {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: viewport, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: documentHeight,
    configurable: true,
  });
}

afterEach(() => {
  setScroll(0, 0, 768);
  vi.restoreAllMocks();
});

describe('isPastHalfway (spec §9)', () => {
  it('is true once the scroll passes half the scrollable height', () => {
    expect(isPastHalfway(1000, 3000, 1000)).toBe(false);
    expect(isPastHalfway(1001, 3000, 1000)).toBe(true);
  });

  it('is false for a page that does not scroll', () => {
    expect(isPastHalfway(0, 800, 1000)).toBe(false);
  });
});

describe('ScrollToTopButton', () => {
  it('appears past half the page and scrolls back to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    setScroll(0);
    render(<ScrollToTopButton enabled />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();

    setScroll(1200);
    act(() => window.dispatchEvent(new Event('scroll')));
    const button = await screen.findByRole('button', { name: 'Scroll to top' });
    await userEvent.click(button);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    setScroll(0);
    act(() => window.dispatchEvent(new Event('scroll')));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument(),
    );
  });

  it('never shows when the store turns it off', () => {
    setScroll(2500);
    render(<ScrollToTopButton enabled={false} />);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });
});
