import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RequestOptions } from '../../../runtime/api/endpoint-client.ts';
import * as checkout from '../../../schemas/api/endpoints/checkout.ts';
import { checkoutValues, routeApi, routeOf, SectionProviders } from '../checkout-fixtures.tsx';
import { RateExperience } from './RateExperience.tsx';

function renderWidget(rating: number | null = null) {
  const api = routeApi({
    [routeOf(checkout.rateExperience)]: ({ body }: RequestOptions) => {
      const { rating, comment } = body as { rating: number; comment: string };
      return { order_no: 'NW100007', rating, comment };
    },
  });
  render(
    <SectionProviders api={api} values={checkoutValues()}>
      <RateExperience orderNo="NW100007" token="tok" rating={rating} />
    </SectionProviders>,
  );
  return api;
}

describe('RateExperience (spec §7 checkout/rate-experience)', () => {
  it('asks for stars before sending', async () => {
    const api = renderWidget();
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose from 1 to 5 stars.');
    expect(api.calls).toEqual([]);
  });

  it('sends the stars and the comment, thanks, and rating again replaces it', async () => {
    const api = renderWidget();
    const stars = screen.getByRole('radiogroup', { name: 'Rate your checkout experience' });
    expect(stars).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: '4 stars, Very good' }));
    await userEvent.type(screen.getByLabelText('Anything to tell us? (optional)'), ' Smooth. ');
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByRole('heading', { name: 'Thanks for your feedback!' })).toBeVisible();
    expect(screen.getByText('You rated your checkout 4 out of 5 (Very good).')).toBeVisible();
    expect(api.calls[0]?.options.body).toEqual({
      order_no: 'NW100007',
      token: 'tok',
      rating: 4,
      comment: 'Smooth.',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Change rating' }));
    expect(screen.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '2 stars, Fair' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() =>
      expect(screen.getByText('You rated your checkout 2 out of 5 (Fair).')).toBeVisible(),
    );
    expect(api.calls).toHaveLength(2);
  });

  it('shows a rating already given, with a way to change it', () => {
    renderWidget(5);
    expect(screen.getByText('You rated your checkout 5 out of 5 (Excellent).')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Change rating' })).toBeVisible();
  });
});
