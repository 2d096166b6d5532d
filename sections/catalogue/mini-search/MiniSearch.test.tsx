import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, RequestOptions } from '../../../runtime/api/client.ts';
import type { SearchSuggestions } from '../../../schemas/api/catalogue.ts';
import { CatalogueProviders, routeApi } from '../catalogue-fixtures.tsx';
import { MiniSearch } from './MiniSearch.tsx';
import { SUGGESTIONS_DEBOUNCE_MS } from './suggestions-query.ts';

const suggestions: SearchSuggestions = {
  products: [
    {
      id: 1,
      name: 'Monsoon Pro Rain Jacket',
      slug: 'monsoon-pro-rain-jacket',
      image: { src: '/api/media/jacket.svg', alt: '', width: 600, height: 600 },
      selling_price: 5499,
      mrp: 6999,
    },
    {
      id: 2,
      name: 'Rain Cover 40 L',
      slug: 'rain-cover-40-l',
      image: null,
      selling_price: 799,
      mrp: 799,
    },
  ],
  categories: [{ id: 3, name: 'Rain jackets', slug: 'rain-jackets' }],
  total: 5,
};

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderSearch(api: ApiClient) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <CatalogueProviders>
          <MiniSearch api={api} />
          <Where />
        </CatalogueProviders>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

const answering = () =>
  routeApi({
    '/api/search/search': (options: RequestOptions) =>
      options.query?.query === 'zzz' ? { products: [], categories: [], total: 0 } : suggestions,
  });

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
});
afterEach(() => {
  vi.useRealTimers();
});

const settle = () => act(() => vi.advanceTimersByTimeAsync(SUGGESTIONS_DEBOUNCE_MS));
const combobox = () => screen.getByRole('combobox', { name: 'Search products' });
const location = () => screen.getByLabelText('location').textContent;

describe('MiniSearch', () => {
  it('asks for suggestions 300 ms after the last keystroke, once', async () => {
    const api = answering();
    renderSearch(api);
    await user.type(combobox(), 'rain');
    expect(api.calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTIONS_DEBOUNCE_MS - 50));
    expect(api.calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(api.calls.map((call) => call.options.query)).toEqual([{ query: 'rain' }]);
    const list = await screen.findByRole('listbox');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(within(list).getByRole('group', { name: 'Products' })).toHaveTextContent(
      'Monsoon Pro Rain Jacket',
    );
    expect(within(list).getByRole('group', { name: 'Categories' })).toHaveTextContent(
      'Rain jackets',
    );
    expect(within(list).getByRole('option', { name: /See all 5 results/ })).toBeInTheDocument();
  });

  it('does not search for a single letter', async () => {
    const api = answering();
    renderSearch(api);
    await user.type(combobox(), 'r');
    await settle();
    expect(api.calls).toHaveLength(0);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('aborts a suggestion request that typing has made stale', async () => {
    const signals: AbortSignal[] = [];
    const api = routeApi({});
    api.get = vi.fn(
      (_path: string, options: RequestOptions = {}) =>
        new Promise((resolve, reject) => {
          const signal = options.signal as AbortSignal;
          signals.push(signal);
          signal.addEventListener('abort', () => reject(signal.reason));
          if (options.query?.query === 'rain jacket') {
            resolve({ status: 'success', message: '', data: suggestions });
          }
        }),
    ) as ApiClient['get'];
    renderSearch(api);
    await user.type(combobox(), 'rain');
    await settle();
    expect(signals).toHaveLength(1);
    await user.type(combobox(), ' jacket');
    await settle();
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    expect(await screen.findByRole('listbox')).toHaveTextContent('Monsoon Pro Rain Jacket');
  });

  it('moves through the suggestions with the arrow keys and opens the active one with Enter', async () => {
    renderSearch(answering());
    await user.type(combobox(), 'rain');
    await settle();
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /Monsoon Pro Rain Jacket/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(combobox()).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Rain jackets' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowUp}{Enter}');
    expect(location()).toBe('/product/rain-cover-40-l');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('wraps from the first suggestion to the last', async () => {
    renderSearch(answering());
    await user.type(combobox(), 'rain');
    await settle();
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /See all 5 results/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('goes to the results page on Enter with no suggestion chosen', async () => {
    renderSearch(answering());
    await user.type(combobox(), 'rain jacket{Enter}');
    expect(location()).toBe('/search?q=rain%20jacket');
  });

  it('closes with Escape, then clears the text with a second Escape', async () => {
    renderSearch(answering());
    await user.type(combobox(), 'rain');
    await settle();
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveValue('rain');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
  });

  it('opens a suggestion on click', async () => {
    renderSearch(answering());
    await user.type(combobox(), 'rain');
    await settle();
    await user.click(await screen.findByRole('option', { name: 'Rain jackets' }));
    expect(location()).toBe('/product-category/rain-jackets');
  });

  it('says when nothing matches', async () => {
    renderSearch(answering());
    await user.type(combobox(), 'zzz');
    await settle();
    expect(await screen.findByText('No products match “zzz”.')).toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });
});
