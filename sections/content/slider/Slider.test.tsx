import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.ts';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { presetArgs } from '../../story-presets.ts';
import { ContentProviders, fixtureSlider, routeApi } from '../content-fixtures.tsx';
import { CAROUSEL_LABELS } from '../shared/Carousel.tsx';
import { slider } from './index.ts';
import Slider from './Slider.tsx';

const heroSlider = presetArgs(slider, 'Hero slider');

function renderSlider(api: ApiClient, props = heroSlider) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <ContentProviders api={api}>
          <p>Before</p>
          <Slider {...props} />
        </ContentProviders>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

const sliderApi = () => routeApi({ 'GET /api/slider/home': fixtureSlider });

describe('Slider', () => {
  it('shows the first slide with its heading, line and button, the others waiting', async () => {
    renderSlider(sliderApi());
    const carousel = await screen.findByRole('region', { name: 'Highlights' });
    const shown = within(carousel).getByRole('group');
    expect(shown).toHaveAccessibleName('1 of 3');
    expect(within(shown).getByRole('heading', { name: 'Gear for every trail' })).toBeVisible();
    expect(within(shown).getByText('Jackets, packs and layers tested in the hills.')).toBeVisible();
    expect(within(shown).getByRole('link', { name: 'Shop the range' })).toHaveAttribute(
      'href',
      '/shop-online',
    );
    expect(within(carousel).getByRole('button', { name: CAROUSEL_LABELS.pause })).toBeVisible();
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(3);
  });

  it('sizes every image, fetches the first first and the others only when shown', async () => {
    renderSlider(sliderApi());
    const first = await screen.findByRole('img', { name: 'Mountains at sunrise' });
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '700');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const later = screen.getByRole('img', { name: 'Rain over the Western Ghats', hidden: true });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).toHaveAttribute('height', '700');
  });

  it('below the fold, loads even the first image lazily, and stands still when asked to', async () => {
    renderSlider(sliderApi(), presetArgs(slider, 'Still banner row'));
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(within(carousel).getByRole('img', { name: 'Mountains at sunrise' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(within(carousel).queryByRole('button', { name: CAROUSEL_LABELS.pause })).toBeNull();
    expect(within(carousel).getByRole('button', { name: CAROUSEL_LABELS.next })).toBeVisible();
  });

  it('draws no button for a slide without one', async () => {
    renderSlider(sliderApi());
    const carousel = await screen.findByRole('region', { name: 'Highlights' });
    const last = within(carousel).getAllByRole('group', { hidden: true })[2] as HTMLElement;
    expect(last).toHaveAttribute('aria-label', '3 of 3');
    expect(within(last).getByRole('heading', { hidden: true })).toHaveTextContent(
      'Nights under the stars',
    );
    expect(within(last).queryByRole('link', { hidden: true })).toBeNull();
  });

  it('shows nothing when the slider is missing', async () => {
    const api = routeApi({
      'GET /api/slider/home': () => {
        throw new ApiError('Slider not found', { status: 404 });
      },
    });
    renderSlider(api);
    await screen.findByText('Before');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('prefetches its slider on the server', async () => {
    const ctx = {
      api: sliderApi(),
      pageKey: 'home',
      url: new URL('http://x/'),
      queryClient: null as never,
    };
    const queries = await slider.load?.(heroSlider, ctx);
    expect(queries?.map((query) => query.queryKey)).toEqual([['slider', 'home']]);
  });
});
