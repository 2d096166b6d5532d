import { ErrorLayout } from './NotFoundPage.tsx';

/**
 * 'Website Unavailable' on its own, for when the store layout (and with it the
 * website-unavailable section) could not be loaded.
 */
export function UnavailablePage({ supportEmail }: { supportEmail: string | null }) {
  return (
    <ErrorLayout aria-labelledby="unavailable-title">
      <div>
        <h1 id="unavailable-title">Website Unavailable</h1>
        <p>This store is not available right now. Please check back later.</p>
      </div>
      {supportEmail && <a href={`mailto:${supportEmail}`}>Contact support</a>}
    </ErrorLayout>
  );
}
