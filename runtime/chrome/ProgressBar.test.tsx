import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROGRESS_SETTINGS, ProgressBar } from './ProgressBar.tsx';

const bar = () => document.querySelector('[data-sf-progress]');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ProgressBar (spec §9 loading indicator)', () => {
  it('shows nothing for a navigation quicker than the 200 ms throttle', () => {
    const { rerender } = render(<ProgressBar busy />);
    advance(PROGRESS_SETTINGS.throttle - 1);
    rerender(<ProgressBar busy={false} />);
    advance(1000);
    expect(bar()).toBeNull();
  });

  it('appears after the throttle, fills when done, fades after 500 ms and resets after 400 ms', () => {
    const { rerender } = render(<ProgressBar busy />);
    expect(bar()).toBeNull();
    advance(PROGRESS_SETTINGS.throttle);
    expect(bar()).toHaveAttribute('data-phase', 'running');

    rerender(<ProgressBar busy={false} />);
    expect(bar()).toHaveAttribute('data-phase', 'done');
    advance(PROGRESS_SETTINGS.hideDelay - 1);
    expect(bar()).toHaveAttribute('data-phase', 'done');
    advance(1);
    expect(bar()).toHaveAttribute('data-phase', 'fading');
    advance(PROGRESS_SETTINGS.resetDelay);
    expect(bar()).toBeNull();
  });

  it('carries on when another navigation starts while it finishes', () => {
    const { rerender } = render(<ProgressBar busy />);
    advance(PROGRESS_SETTINGS.throttle);
    rerender(<ProgressBar busy={false} />);
    advance(100);
    rerender(<ProgressBar busy />);
    expect(bar()).toHaveAttribute('data-phase', 'running');
  });

  it('is 3px high and hidden from assistive technology', () => {
    render(<ProgressBar busy />);
    advance(PROGRESS_SETTINGS.throttle);
    expect(PROGRESS_SETTINGS).toEqual({
      duration: 2000,
      throttle: 200,
      hideDelay: 500,
      resetDelay: 400,
      height: 3,
    });
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
  });
});
