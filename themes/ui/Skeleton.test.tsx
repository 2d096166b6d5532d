import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton.tsx';

describe('Skeleton', () => {
  it('reserves the size of what it stands for and is hidden from assistive technology', () => {
    const { container } = render(<Skeleton width={180} height={48} />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block.style.width).toBe('180px');
    expect(block.style.height).toBe('48px');
  });
});
