import { lazy, Suspense, useEffect, useState } from 'react';
import { CookieBanner } from './CookieBanner.tsx';
import { takeOverBannerClicks } from './consent-head-script.ts';
import { consentStore } from './consent-store.ts';
import { COOKIE_GROUPS } from './cookie-groups.ts';
import { useConsent, useConsentPreferences } from './use-consent.ts';

// The preferences dialog loads when a shopper first opens it, not with every page (DESIGN §6).
const CookiePreferencesDialog = lazy(() => import('./CookiePreferencesDialog.tsx'));

export interface ConsentManagerProps {
  /** The store's `is_cookie_warning_enabled`: without it there is no banner and no dialog. */
  enabled: boolean;
  /** The store's `cookie_warning_message`. */
  message: string;
}

/**
 * Cookie consent (spec §2, §4): the banner until a choice exists, and the preferences dialog,
 * opened from the banner or from 'Manage Cookies' (`openCookiePreferences`). The banner is an
 * overlay (it moves nothing on the page) in every page's server HTML, the same whether or not the
 * visitor has chosen (a CDN may keep the page), so it paints with the page and never waits for its
 * JavaScript; the head script hides it before the first paint when a choice is stored
 * (consent-head-script.ts), and React removes it once hydrated. A click on it before then is held
 * by the head script and replayed here.
 */
export function ConsentManager({ enabled, message }: ConsentManagerProps) {
  const preferences = useConsentPreferences();
  const dialogOpen = useConsent((state) => state.dialogOpen);
  // the store's actions never change: read once, not subscribed to
  const { acceptAll, declineAll, save, openPreferences, closePreferences } =
    consentStore.getState();
  // once opened, the dialog stays mounted so it can animate closed and open again at once
  const [wanted, setWanted] = useState(dialogOpen);
  if (dialogOpen && !wanted) setWanted(true);
  useEffect(() => {
    if (enabled) takeOverBannerClicks();
  }, [enabled]);
  if (!enabled) return null;
  return (
    <>
      {/* `undefined` while the server renders and the browser hydrates: the server's HTML has it */}
      {!preferences && !dialogOpen && (
        <CookieBanner
          message={message}
          onPreferences={openPreferences}
          onAcceptAll={acceptAll}
          onDeclineAll={declineAll}
        />
      )}
      {wanted && (
        <Suspense fallback={null}>
          <CookiePreferencesDialog
            open={dialogOpen}
            groups={COOKIE_GROUPS}
            preferences={preferences ?? null}
            onOpenChange={(open) => (open ? openPreferences() : closePreferences())}
            onAcceptAll={acceptAll}
            onDeclineAll={declineAll}
            onSave={save}
          />
        </Suspense>
      )}
    </>
  );
}
