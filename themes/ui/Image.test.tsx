import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './Image.tsx';

describe('Image', () => {
  it('reserves its size and offers 1x and 2x sources', () => {
    render(<Image src="/api/media/logo.svg" alt="Northwind" width={180} height={48} />);
    const image = screen.getByRole('img', { name: 'Northwind' });
    expect(image).toHaveAttribute('width', '180');
    expect(image).toHaveAttribute('height', '48');
    expect(image).toHaveAttribute(
      'srcset',
      '/api/media/logo.svg?w=180 1x, /api/media/logo.svg?w=360 2x',
    );
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads a priority image eagerly', () => {
    render(<Image src="/a.svg" alt="" width={10} height={10} priority />);
    expect(screen.getByRole('presentation')).toHaveAttribute('loading', 'eager');
  });
});
