import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../schemas/api/endpoint.ts';
import { initialValues } from '../../schemas/api/endpoints/storefront.ts';
import { loader } from '../app/root.tsx';
import { cartQueryKey } from '../commerce/cart/cart-query.ts';
import { hydratedWithPage } from '../render/page-hydration.ts';
import { fakeApi } from '../routing/guards/guard-test-kit.ts';
import { NO_SECTION_MODULES } from '../server/section-modules.ts';
import { askShopperValues } from './ask-shopper-values.ts';
import { afterShopperKnown, askShopper, isAskingShopper } from './shopper-hint.ts';
import type { ShopperValuesAnswer } from './shopper-values-path.ts';
import { showShopper, useStorefront } from './use-storefront.ts';

// Decision 0022: a public page is the one everyone gets, and a shopper's own values arrive once
// it has hydrated.

function Probe() {
  const { isLoggedIn, account } = useStorefront();
  return <p>{isLoggedIn ? `customer ${String(account?.id)}` : 'guest'}</p>;
}

async function rootDataFor(cookie: string | null) {
  const { api } = fakeApi({
    [endpointUrl(initialValues, {})]: {
      settings: {},
      storefront: { channel: { currency: { code: 'INR' }, country: { mobile_code: '+91' } } },
    },
  });
  return loader({
    request: new Request('http://shop.test/', cookie ? { headers: { cookie } } : {}),
    params: {},
    context: {
      api,
      setCookies: [],
      config: { editorOrigins: [] },
      sectionModules: NO_SECTION_MODULES,
    },
  } as unknown as Parameters<typeof loader>[0]);
}

function renderWithRoot(rootData: unknown) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => rootData, element: <Probe /> }],
    { hydrationData: { loaderData: { root: rootData } } },
  );
  render(<RouterProvider router={router} />);
}

const CUSTOMER = { isLoggedIn: true, account: { id: 7 }, adminToken: null };

afterEach(() => {
  act(() => showShopper(null));
  vi.restoreAllMocks();
  Cookies.remove('sf_shopper', { path: '/' });
});

describe('the root’s values', () => {
  it('are everyone’s without a cookie of the shopper’s own, and the visitor’s with one', async () => {
    expect((await rootDataFor(null)).everyone).toBe(true);
    expect((await rootDataFor('sf_cookie_consent=x; sf_shopper=1')).everyone).toBe(true);
    expect((await rootDataFor('sf_session=abc')).everyone).toBe(false);
  });

  it('show the shopper’s own values over everyone’s', async () => {
    renderWithRoot(await rootDataFor(null));
    expect(screen.getByText('guest')).toBeInTheDocument();
    act(() => showShopper(CUSTOMER));
    expect(screen.getByText('customer 7')).toBeInTheDocument();
  });

  it('but never over values drawn for the visitor themself', async () => {
    renderWithRoot(await rootDataFor('sf_session=abc'));
    act(() => showShopper(CUSTOMER));
    expect(screen.getByText('guest')).toBeInTheDocument();
  });
});

describe('what waits for the shopper’s own values', () => {
  it('runs at once with what the page shows when nothing is being asked', () => {
    const run = vi.fn();
    afterShopperKnown(false, run);
    expect(run).toHaveBeenCalledWith(false);
    expect(isAskingShopper()).toBe(false);
  });

  it('runs with the answer while the page asks, and not before', async () => {
    let answer: (isLoggedIn: boolean) => void = () => {};
    askShopper(new Promise<boolean>((resolve) => (answer = resolve)));
    const run = vi.fn();
    afterShopperKnown(false, run);
    expect(isAskingShopper()).toBe(true);
    expect(run).not.toHaveBeenCalled();
    answer(true);
    await vi.waitFor(() => expect(run).toHaveBeenCalledWith(true));
    expect(isAskingShopper()).toBe(false);
  });
});

function answering(answer: ShopperValuesAnswer | null, status = 200) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () =>
        new Response(
          JSON.stringify(answer ? { status: 'success', message: '', data: answer } : {}),
          { status, headers: { 'content-type': 'application/json' } },
        ),
    );
}

const cartState = (quantity: number) => ({
  mutations: [],
  queries: [
    {
      queryKey: [...cartQueryKey],
      queryHash: JSON.stringify(cartQueryKey),
      dehydratedAt: 0,
      state: {
        data: { id: 4, total_quantity: quantity },
        dataUpdateCount: 1,
        dataUpdatedAt: 0,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success' as const,
        fetchStatus: 'idle' as const,
      },
    },
  ],
});

describe('asking for the shopper’s own values', () => {
  it('shows who they are and puts their cart where the header reads it', async () => {
    const fetch = answering({ values: CUSTOMER, own: true, queries: cartState(2) });
    Cookies.set('sf_shopper', '1', { path: '/' });
    const queryClient = new QueryClient();
    queryClient.setQueryData(cartQueryKey, null); // the guest's page: no cart
    renderWithRoot(await rootDataFor(null));

    await act(async () => {
      expect(await askShopperValues(queryClient)).toBe(true);
    });
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/__storefront/shopper');
    expect(screen.getByText('customer 7')).toBeInTheDocument();
    expect(queryClient.getQueryData(cartQueryKey)).toEqual({ id: 4, total_quantity: 2 });
    expect(Cookies.get('sf_shopper')).toBe('1');
  });

  it('puts their cart in only once the sections hydrating with the page have hydrated', async () => {
    answering({ values: CUSTOMER, own: true, queries: cartState(2) });
    Cookies.set('sf_shopper', '1', { path: '/' });
    // the server's header, which React has not hydrated yet
    const header = document.createElement('div');
    header.dataset.sectionId = 'header-main';
    document.body.append(header);
    const queryClient = new QueryClient();
    queryClient.setQueryData(cartQueryKey, null);

    const asked = askShopperValues(queryClient);
    await vi.waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    // the header would hydrate with a count the server never drew
    expect(queryClient.getQueryData(cartQueryKey)).toBeNull();

    hydratedWithPage.add('header-main');
    expect(await asked).toBe(true);
    expect(queryClient.getQueryData(cartQueryKey)).toEqual({ id: 4, total_quantity: 2 });
    header.remove();
  });

  it('forgets the hint when nothing of the shopper’s own is found', async () => {
    answering({
      values: { isLoggedIn: false, account: null, adminToken: null },
      own: false,
      queries: { mutations: [], queries: [] },
    });
    Cookies.set('sf_shopper', '1', { path: '/' });
    expect(await askShopperValues(new QueryClient())).toBe(false);
    expect(Cookies.get('sf_shopper')).toBeUndefined();
  });

  it('leaves the page a guest’s when the answer fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answering(null, 503);
    Cookies.set('sf_shopper', '1', { path: '/' });
    renderWithRoot(await rootDataFor(null));
    let isLoggedIn: boolean | undefined;
    await act(async () => {
      isLoggedIn = await askShopperValues(new QueryClient());
    });
    expect(isLoggedIn).toBe(false);
    expect(screen.getByText('guest')).toBeInTheDocument();
    expect(Cookies.get('sf_shopper')).toBe('1');
  });
});
