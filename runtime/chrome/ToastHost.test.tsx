import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as auth from '../../schemas/api/endpoints/auth.ts';

// Every test starts from a page where sonner has not been loaded yet.
async function freshPage() {
  vi.resetModules();
  const { ToastHost } = await import('./ToastHost.tsx');
  const { browserNotifier } = await import('../api/browser-notifier.ts');
  const { createLazyApiClient } = await import('../api/lazy-client.ts');
  return { ToastHost, browserNotifier, createLazyApiClient };
}

function answering(status: number, body: unknown): typeof globalThis.fetch {
  return async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
}

describe('toasts', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows an identical message once, before and after the toaster listens (spec §5)', async () => {
    const { ToastHost, browserNotifier } = await freshPage();
    browserNotifier.success('Coupon applied.');
    browserNotifier.success('Coupon applied.');
    render(<ToastHost />);
    expect(await screen.findByText('Coupon applied.')).toBeInTheDocument();
    browserNotifier.success('Coupon applied.');
    browserNotifier.error('Coupon applied.');
    browserNotifier.success('Coupon removed.');
    expect(await screen.findByText('Coupon removed.')).toBeInTheDocument();
    // the same text as an error is another message
    expect(screen.getAllByText('Coupon applied.')).toHaveLength(2);
  });

  it('shows the first success message of the page as a toast at top centre', async () => {
    const { ToastHost, browserNotifier, createLazyApiClient } = await freshPage();
    render(<ToastHost />);
    const api = createLazyApiClient({
      notifier: browserNotifier,
      fetch: answering(200, {
        status: 'success',
        message: 'You have been logged out.',
        data: null,
      }),
    });
    await api.call(auth.logout);
    const toast = await screen.findByText('You have been logged out.');
    const list = toast.closest('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'center');
  });

  it('shows the first error message of the page as a toast', async () => {
    const { ToastHost, browserNotifier, createLazyApiClient } = await freshPage();
    render(<ToastHost />);
    const api = createLazyApiClient({
      notifier: browserNotifier,
      log: () => {},
      fetch: answering(500, { status: 'error', message: 'Login is down for a moment', data: null }),
    });
    await expect(
      api.call(auth.login, { body: { email: 'a@b.co', password: 'secret' } }),
    ).rejects.toMatchObject({ status: 500 });
    expect(await screen.findByText('Login is down for a moment')).toBeInTheDocument();
  });

  it('keeps an error twice as long as a success: 8 s against 4 s', async () => {
    const { ToastHost, browserNotifier } = await freshPage();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<ToastHost />);
      browserNotifier.success('Saved.');
      browserNotifier.error('Your card was declined.');
      expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(screen.queryByText('Saved.')).toBeNull();
      expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(4_000));
      expect(screen.queryByText('Your card was declined.')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a message sent before the toasts could be shown', async () => {
    const { ToastHost, browserNotifier } = await freshPage();
    browserNotifier.error('Your session has expired');
    browserNotifier.success('Signed out');
    render(<ToastHost />);
    expect(await screen.findByText('Your session has expired')).toBeInTheDocument();
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
  });

  it('loads nothing on its own, and puts the notification region in the page at the first key or pointer press, before any message', async () => {
    const { ToastHost } = await freshPage();
    render(<ToastHost />);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByRole('region', { name: /Notifications/ })).toBeNull();
    fireEvent.pointerDown(document.body);
    expect(
      await screen.findByRole('region', { name: /Notifications/ }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });
});
