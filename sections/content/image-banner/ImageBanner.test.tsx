import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { presetArgs } from '../../story-presets.ts';
import ImageBanner from './ImageBanner.tsx';
import { imageBanner } from './index.ts';

function renderBanner(props: Parameters<typeof ImageBanner>[0]) {
  const router = createMemoryRouter([{ path: '/', element: <ImageBanner {...props} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('ImageBanner', () => {
  it('shows the image at its declared size with 1x and 2x sources', () => {
    renderBanner(presetArgs(imageBanner, 'Hero with button'));
    const image = screen.getByRole('img', { name: 'Hikers on a ridge at sunrise' });
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '700');
    expect(image.getAttribute('srcset')).toBe(
      '/api/media/hero.svg?w=1600 1x, /api/media/hero.svg?w=3200 2x',
    );
  });

  it('names the banner by its heading and links the button', () => {
    renderBanner(presetArgs(imageBanner, 'Hero with button'));
    expect(screen.getByRole('region', { name: 'Gear for every trail' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/shop-online');
  });

  it('loads an above-the-fold banner eagerly and others lazily', () => {
    const { unmount } = renderBanner(presetArgs(imageBanner, 'Hero with button'));
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    unmount();
    renderBanner(presetArgs(imageBanner, 'Image only'));
    // a decorative image (alt="") has the presentation role
    expect(screen.getByRole('presentation')).toHaveAttribute('loading', 'lazy');
  });
});
