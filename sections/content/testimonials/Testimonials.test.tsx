import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../runtime/api/api-error.ts';
import type { ApiClient } from '../../../runtime/api/client.ts';
import { presetArgs } from '../../story-presets.ts';
import { ContentProviders, fixtureTestimonials, routeApi } from '../content-fixtures.tsx';
import { CAROUSEL_LABELS } from '../shared/Carousel.tsx';
import { testimonials } from './index.ts';
import Testimonials from './Testimonials.tsx';

const grid = presetArgs(testimonials, 'Quote grid');
const carousel = presetArgs(testimonials, 'Quote carousel');

function renderTestimonials(props = grid, api: ApiClient = testimonialsApi()) {
  return render(
    <ContentProviders api={api}>
      <Testimonials {...props} />
    </ContentProviders>,
  );
}

function testimonialsApi() {
  return routeApi({ 'GET /api/testimonials/home': fixtureTestimonials });
}

describe('Testimonials', () => {
  it('shows every quote side by side with who said it, what they do and their stars', async () => {
    renderTestimonials();
    const section = await screen.findByRole('region', { name: 'What our customers say' });
    const quotes = within(section).getAllByRole('figure');
    expect(quotes).toHaveLength(4);
    const first = quotes[0] as HTMLElement;
    expect(first).toHaveTextContent('“The jacket kept me dry on the Kudremukh trek in August.”');
    expect(first).toHaveTextContent('Ananya Rao');
    expect(first).toHaveTextContent('Trekker, Bengaluru');
    expect(within(first).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
    expect(
      within(quotes[2] as HTMLElement).getByRole('img', { name: 'Rated 3.0 out of 5' }),
    ).toBeVisible();
  });

  it('leaves the stars out when asked to, and shows at most `limit` quotes', async () => {
    renderTestimonials({ ...grid, show_rating: false, limit: 2 });
    const section = await screen.findByRole('region', { name: 'What our customers say' });
    expect(within(section).getAllByRole('figure')).toHaveLength(2);
    expect(within(section).queryByRole('img', { name: /^Rated/ })).toBeNull();
  });

  it('as a carousel, shows one quote at a time, moved by its buttons', async () => {
    const user = userEvent.setup();
    renderTestimonials(carousel);
    const region = await screen.findByRole('region', { name: 'Heard on the trail' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    // the heading names the carousel, which is the only region
    expect(screen.getByRole('heading', { name: 'Heard on the trail' })).toBeVisible();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(within(region).getByRole('group')).toHaveTextContent('Ananya Rao');
    await user.click(within(region).getByRole('button', { name: CAROUSEL_LABELS.next }));
    expect(within(region).getByRole('group')).toHaveAccessibleName('2 of 4');
    expect(within(region).getByRole('group')).toHaveTextContent('Kabir Singh');
    expect(within(region).getByRole('button', { name: CAROUSEL_LABELS.pause })).toBeVisible();
  });

  it('shows nothing when the set is missing', async () => {
    const api = routeApi({
      'GET /api/testimonials/home': () => {
        throw new ApiError('Not found', { status: 404 });
      },
    });
    const { container } = renderTestimonials(grid, api);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
