import { addScript, deleteCookies, removeScripts } from '../dom.ts';
import type { AnalyticsProvider } from './provider.ts';

type Clarity = ((...args: unknown[]) => void) & { q?: unknown[][] };

const HOSTS = ['www.clarity.ms', 'scripts.clarity.ms'];
const COOKIES = [/^_clck$/, /^_clsk$/, /^CLID$/, /^ANONCHK$/, /^MR$/, /^MUID$/, /^SM$/];

function clarity(): Clarity {
  const scope = window as unknown as { clarity?: Clarity };
  scope.clarity ??= Object.assign(
    (...args: unknown[]) => {
      const queued = scope.clarity as Clarity;
      queued.q ??= [];
      queued.q.push(args);
    },
    { q: [] as unknown[][] },
  );
  return scope.clarity;
}

/** Microsoft Clarity (plugin `MicrosoftClarity`, config `code`). */
export function microsoftClarityProvider(projectCode: string): AnalyticsProvider {
  return {
    id: 'MicrosoftClarity',
    load() {
      clarity()('consent');
      addScript(this.id, `https://www.clarity.ms/tag/${encodeURIComponent(projectCode)}`);
    },
    unload() {
      // Clarity's consent API: withdrawing consent stops collection and clears its cookies
      clarity()('consent', false);
      clarity()('stop');
      removeScripts(this.id, HOSTS);
      deleteCookies(COOKIES);
    },
    pageView() {
      // Clarity follows client navigations itself
    },
    track(event) {
      clarity()('event', event);
    },
  };
}
