import { Button, styled } from '../../../themes/index.ts';
import { useStorefront } from '../../storefront/use-storefront.ts';
import { ErrorLayout, PrimaryLink } from './NotFoundPage.tsx';
import { REQUEST_REFERENCE_ATTRIBUTE } from './request-reference.ts';

/** Children React leaves alone when it hydrates: the server's reference stays (entry.server). */
const EMPTY_HTML = { __html: '' };

const Tips = styled('ul', {
  display: 'grid',
  gap: '$2',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  textAlign: 'left',
  '& li': { display: 'flex', alignItems: 'center', gap: '$2', flexWrap: 'wrap' },
});

/**
 * spec §2, §8: the 500 page with 'Oops!', 'Error Code 500' and the four things a shopper can
 * try: refresh, go back, try again in 30 minutes, contact support (the store's e-mail when it is
 * known — the page must render even when the store's settings could not be read).
 */
export function ServerErrorPage() {
  const { settings } = useStorefront();
  const email = settings.store_email?.trim() || null;
  return (
    <ErrorLayout aria-labelledby="server-error-title">
      <div>
        <h1 id="server-error-title">Oops!</h1>
        <p>Error Code 500</p>
      </div>
      <div>
        <p>Something went wrong on our side. You can:</p>
        <Tips>
          <li>
            <Button variant="ghost" size="sm" onClick={() => window.location.reload()}>
              Refresh the page
            </Button>
          </li>
          <li>
            <Button variant="ghost" size="sm" onClick={() => window.history.back()}>
              Go back to the previous page
            </Button>
          </li>
          <li>Try again in 30 minutes</li>
          <li>
            {email ? <a href={`mailto:${email}`}>Contact support</a> : 'Contact support'} if the
            problem continues
          </li>
        </Tips>
        {/* the server writes the request's id in here (entry.server): no code for it ships */}
        <small
          {...{ [REQUEST_REFERENCE_ATTRIBUTE]: '' }}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: always empty: React then keeps what the server wrote in it
          dangerouslySetInnerHTML={EMPTY_HTML}
        />
      </div>
      <PrimaryLink to="/">Go Home</PrimaryLink>
    </ErrorLayout>
  );
}
