import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.tsx';

describe('PasswordStrengthMeter (spec §5 score, §9 250 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('scores the password 250 ms after it last changed', () => {
    const { rerender } = render(<PasswordStrengthMeter password="" id="s" />);
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    rerender(<PasswordStrengthMeter password="abc" id="s" />);
    act(() => vi.advanceTimersByTime(249));
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Strength: Weak');
    rerender(<PasswordStrengthMeter password="Abcd1!" id="s" />);
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByRole('status')).toHaveTextContent('Strength: Medium');
    rerender(<PasswordStrengthMeter password="Abcdef1!" id="s" />);
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByRole('status')).toHaveTextContent('Strength: Strong');
  });
});
