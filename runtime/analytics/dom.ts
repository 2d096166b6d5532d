import Cookies from 'js-cookie';

// DOM helpers of the analytics loaders: their scripts are marked so they can be removed again.

const MARK = 'data-sf-analytics';

/** Adds an async script for provider `id`, once. */
export function addScript(id: string, src: string): void {
  if (document.querySelector(`script[${MARK}="${id}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.setAttribute(MARK, id);
  document.head.appendChild(script);
}

/** Removes the scripts added for provider `id`, and any other script loaded from `hosts`. */
export function removeScripts(id: string, hosts: readonly string[] = []): void {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    const marked = script.getAttribute(MARK) === id;
    let fromHost = false;
    try {
      fromHost = hosts.includes(new URL(script.src).hostname);
    } catch {
      fromHost = false;
    }
    if (marked || fromHost) script.remove();
  }
}

/**
 * Deletes the cookies whose names match `patterns`, on this host and its parent domains (where
 * analytics services usually set them). httpOnly cookies are out of reach and stay.
 */
export function deleteCookies(patterns: readonly RegExp[]): void {
  const names = Object.keys(Cookies.get()).filter((name) =>
    patterns.some((pattern) => pattern.test(name)),
  );
  const labels = window.location.hostname.split('.');
  const domains = labels
    .map((_, index) => labels.slice(index).join('.'))
    .filter((domain) => domain.includes('.'));
  for (const name of names) {
    Cookies.remove(name, { path: '/' });
    for (const domain of domains) Cookies.remove(name, { path: '/', domain: `.${domain}` });
  }
}

/** The global `dataLayer` that gtag and Google Tag Manager share, created when missing. */
export function dataLayer(): unknown[] {
  const scope = window as unknown as { dataLayer?: unknown[] };
  scope.dataLayer ??= [];
  return scope.dataLayer;
}
