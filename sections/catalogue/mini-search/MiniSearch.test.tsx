import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApiClient,
  clientFromTransport,
  type RequestOptions,
} from '../../../runtime/api/endpoint-client.ts';
import type { SearchSuggestions } from '../../../schemas/api/catalogue-search.ts';
import { CatalogueProviders, routeApi } from '../catalogue-fixtures.tsx';
import { MiniSearch } from './MiniSearch.tsx';
import { SUGGESTIONS_DEBOUNCE_MS } from './suggestions-query.ts';

// The combobox's code loads on demand; a test holds it back with `holdTheCode()` to act before it
// arrives, as a shopper on a slow network would: until then the search box has no combobox part.
const code = vi.hoisted(() => {
  let onTheWay = false;
  const listeners = new Set<() => void>();
  return {
    onTheWay: () => onTheWay,
    set(value: boolean) {
      onTheWay = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
});
vi.mock('./MiniSearchCombobox.tsx', async (importOriginal) => {
  const { useSyncExternalStore } = await import('react');
  const real = await importOriginal<typeof import('./MiniSearchCombobox.tsx')>();
  const Real = real.default;
  function Arriving(props: Parameters<typeof Real>[0]) {
    const onTheWay = useSyncExternalStore(code.subscribe, code.onTheWay);
    return onTheWay ? null : <Real {...props} />;
  }
  return { ...real, default: Arriving };
});

/** Holds the combobox's code back until the returned function is called. */
function holdTheCode(): () => Promise<void> {
  code.set(true);
  return () => act(async () => code.set(false));
}

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
beforeAll(async () => {
  // the tests below that do not hold it back start with the code already downloaded
  await import('./MiniSearchCombobox.tsx');
});
beforeEach(() => {
  code.set(false);
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
    const api = clientFromTransport(
      (_method, _path, options) =>
        new Promise((resolve, reject) => {
          const signal = options.signal as AbortSignal;
          signals.push(signal);
          signal.addEventListener('abort', () => reject(signal.reason));
          if (options.query?.query === 'rain jacket') {
            resolve({ status: 'success', message: '', data: suggestions });
          }
        }),
    );
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

describe('MiniSearch before its suggestions have loaded', () => {
  it('is a search form that opens the results page without JavaScript', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter>
        <CatalogueProviders>
          <MiniSearch />
        </CatalogueProviders>
      </MemoryRouter>,
    );
    const form = within(container).getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    const box = within(form).getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveAttribute('name', 'q');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('keeps what is typed while its code is on the way, then suggests for it in the same box', async () => {
    const arrive = holdTheCode();
    const api = answering();
    renderSearch(api);
    const box = combobox();
    await user.type(box, 'rain');
    await settle();
    expect(box).toHaveValue('rain');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await arrive();
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('group', { name: 'Products' })).toHaveTextContent(
      'Monsoon Pro Rain Jacket',
    );
    // the same input, still focused, now names its list
    expect(combobox()).toBe(box);
    expect(box).toHaveFocus();
    expect(box).toHaveValue('rain');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(api.calls.map((call) => call.options.query)).toEqual([{ query: 'rain' }]);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Monsoon Pro Rain Jacket/ }).id,
    );
  });

  it('waits 300 ms after the last keystroke when its code arrives during typing', async () => {
    const arrive = holdTheCode();
    const api = answering();
    renderSearch(api);
    await user.type(combobox(), 'rai');
    await arrive();
    await user.type(combobox(), 'n');
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTIONS_DEBOUNCE_MS - 50));
    expect(api.calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(api.calls.map((call) => call.options.query)).toEqual([{ query: 'rain' }]);
  });

  it('opens the results page on Enter', async () => {
    holdTheCode();
    const api = answering();
    renderSearch(api);
    await user.type(combobox(), 'rain jacket{Enter}');
    expect(location()).toBe('/search?q=rain%20jacket');
    expect(combobox()).toHaveValue('');
    expect(api.calls).toHaveLength(0);
  });

  it('clears the text with Escape', async () => {
    holdTheCode();
    renderSearch(answering());
    await user.type(combobox(), 'rain{Escape}');
    expect(combobox()).toHaveValue('');
  });

  it('keeps what was typed before the page’s script ran, and suggests for it', async () => {
    const api = answering();
    const page = (
      <MemoryRouter>
        <CatalogueProviders>
          <MiniSearch api={api} />
        </CatalogueProviders>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const box = within(container).getByRole('combobox', { name: 'Search products' });
    box.focus();
    (box as HTMLInputElement).value = 'rain';

    const root = await act(async () => hydrateRoot(container, page));
    try {
      expect(box).toHaveValue('rain');
      const list = await within(container).findByRole('listbox');
      expect(list).toHaveTextContent('Monsoon Pro Rain Jacket');
      expect(box).toHaveFocus();
      expect(box).toHaveAttribute('aria-expanded', 'true');
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
