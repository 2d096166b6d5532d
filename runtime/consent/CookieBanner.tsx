import { Button, preloadDialog, styled } from '../../themes/index.ts';
import { CONSENT_CHOSEN_ATTRIBUTE, COOKIE_BANNER_ID } from './consent-head-script.ts';

const Region = styled('section', {
  position: 'fixed',
  insetInline: '$3',
  bottom: '$3',
  zIndex: 60,
  display: 'grid',
  gap: '$3',
  maxWidth: '960px',
  marginInline: 'auto',
  padding: '$4 $5',
  borderRadius: '$md',
  backgroundColor: '$background',
  color: '$text',
  boxShadow: '0 8px 32px rgba(0, 0, 0, 0.2)',
  border: '1px solid $border',
  '& h2': { margin: 0, fontSize: '1.125rem' },
  '& p': { margin: 0 },
  '@md': { gridTemplateColumns: '1fr auto', alignItems: 'center' },
  // a stored choice hides it before the first paint: the head script marks <html> (consent-head-script.ts)
  [`[${CONSENT_CHOSEN_ATTRIBUTE}] &`]: { display: 'none' },
});

const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });

export interface CookieBannerProps {
  /** The store's `cookie_warning_message`. */
  message: string;
  onPreferences: () => void;
  onAcceptAll: () => void;
  onDeclineAll: () => void;
}

/**
 * The cookie banner (spec §2 "Cookie banner"): 'This website uses cookies', the store's message,
 * and 'Cookie Preferences', 'Accept All' and 'Decline All'. It does not block the page. In every
 * page's server HTML with its styles; hidden by CSS when a choice is stored.
 */
export function CookieBanner({
  message,
  onPreferences,
  onAcceptAll,
  onDeclineAll,
}: CookieBannerProps) {
  return (
    <Region
      id={COOKIE_BANNER_ID}
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-message"
    >
      <div>
        <h2 id="cookie-banner-title">This website uses cookies</h2>
        {message && <p id="cookie-banner-message">{message}</p>}
      </div>
      <Actions>
        {/* the dialog's code loads on first open; pointing at or tabbing to the button starts it */}
        <Button
          variant="ghost"
          onClick={onPreferences}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
        >
          Cookie Preferences
        </Button>
        <Button variant="secondary" onClick={onDeclineAll}>
          Decline All
        </Button>
        <Button onClick={onAcceptAll}>Accept All</Button>
      </Actions>
    </Region>
  );
}
