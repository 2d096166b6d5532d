import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Spacer from './Spacer.tsx';

describe('Spacer', () => {
  it('adds space of the chosen size that assistive technology skips', () => {
    const { container } = render(<Spacer size="lg" />);
    const space = container.firstElementChild as HTMLElement;
    expect(space).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(space).height).toBe('64px');
  });
});
