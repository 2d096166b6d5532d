import { CONSENT_COOKIE } from './consent-cookie.ts';

// The cookie banner is in every anonymous page's server HTML, the same for every visitor (a CDN
// may keep the page, issue 22), and never waits for the page's JavaScript to show (issue 17: on a
// first visit it is the largest thing painted). Whether it shows is decided before the first paint
// by CONSENT_HEAD_SCRIPT, a small inline script in <head>, not by React: it reads the consent
// cookie and marks <html> with CONSENT_CHOSEN_ATTRIBUTE when a choice is stored, and the banner's
// CSS hides it under that mark. Until the consent code has hydrated, the script also holds a click
// on one of the banner's buttons, which the consent code replays once its handlers are there
// (`takeOverBannerClicks`), so the first click is never lost.

/** The attribute of `<html>` that says a consent choice is stored (the banner is hidden). */
export const CONSENT_CHOSEN_ATTRIBUTE = 'data-sf-consent';
/** The banner's element id. */
export const COOKIE_BANNER_ID = 'sf-cookie-banner';

/** Where the head script and the consent code meet on `window`. */
interface BannerClickHandOver {
  /** Set by the consent code once it handles the banner's clicks itself. */
  __sfConsentReady?: boolean;
  /** The banner button clicked before that, held for the consent code. */
  __sfConsentClick?: HTMLElement;
}

/**
 * The inline script (a constant: nothing from a request goes into it, so it is safe as HTML, and
 * every page carries the same bytes, allowed by the page's CSP hash). Reads the consent cookie as
 * `preferencesFromCookie` does (a version-0 bare list, or `{ state, version }`; a choice is a
 * non-empty list of `{ id: string, accepted: boolean }`) and never throws.
 */
export const CONSENT_HEAD_SCRIPT =
  '(function(d,w){try{' +
  `var m=/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)/.exec(d.cookie);` +
  'if(m){var v=JSON.parse(decodeURIComponent(m[1])),l=null;' +
  'if(Array.isArray(v))l=v;' +
  "else if(v&&typeof v==='object'&&typeof v.version==='number'&&v.state&&typeof v.state==='object')" +
  'l=v.version===0&&Array.isArray(v.state)?v.state:v.state.preferences;' +
  'if(Array.isArray(l)&&l.length&&l.every(function(p){' +
  "return !!p&&typeof p==='object'&&typeof p.id==='string'&&typeof p.accepted==='boolean'}))" +
  `d.documentElement.setAttribute('${CONSENT_CHOSEN_ATTRIBUTE}','chosen')}` +
  '}catch(e){}' +
  "d.addEventListener('click',function(e){if(w.__sfConsentReady)return;" +
  `var t=e.target,b=t&&t.closest&&t.closest('#${COOKIE_BANNER_ID} button');` +
  'if(!b)return;e.preventDefault();e.stopImmediatePropagation();w.__sfConsentClick=b},true)' +
  '})(document,window)';

/**
 * Called by the consent code once the banner has hydrated: from now on its own handlers answer the
 * banner's buttons, and a click the head script held is replayed on the same button.
 */
export function takeOverBannerClicks(): void {
  const handOver = window as Window & BannerClickHandOver;
  handOver.__sfConsentReady = true;
  handOver.__sfConsentClick?.click();
}
