import type { AnalyticsProvider } from './providers/provider.ts';

/**
 * A provider whose code loads only when consent first activates it: a shopper who never
 * consents never downloads any analytics code, and nobody downloads it with the page (DESIGN §6).
 * It answers `id` at once and behaves as the real provider: page views and events sent while its
 * code is on the way are kept and sent, in order, right after it loads; withdrawing consent
 * before then drops them and the provider never starts.
 */
export function lazyProvider(
  id: string,
  create: () => Promise<AnalyticsProvider>,
): AnalyticsProvider {
  let real: AnalyticsProvider | undefined;
  let requested = false;
  let wanted = false;
  let pending: ((provider: AnalyticsProvider) => void)[] = [];

  const whenReady = (call: (provider: AnalyticsProvider) => void) => {
    if (real) call(real);
    else if (wanted) pending.push(call);
  };

  return {
    id,
    load() {
      wanted = true;
      if (real) {
        real.load();
        return;
      }
      if (requested) return;
      requested = true;
      void create().then(
        (provider) => {
          real = provider;
          if (!wanted) return;
          provider.load();
          const calls = pending;
          pending = [];
          for (const call of calls) call(provider);
        },
        (error: unknown) => {
          requested = false; // the next consent tries again
          pending = [];
          console.warn(`[storefront] analytics: ${id} could not be loaded`, error);
        },
      );
    },
    unload() {
      wanted = false;
      pending = [];
      real?.unload();
    },
    pageView: (path) => whenReady((provider) => provider.pageView(path)),
    track: (event, payload) => whenReady((provider) => provider.track(event, payload)),
  };
}
