import { ErrorLayout, PrimaryLink } from './NotFoundPage.tsx';

/** spec §2, §8: the 500 page with 'Oops!', 'Error Code 500' and what the shopper can try. */
export function ServerErrorPage() {
  return (
    <ErrorLayout aria-labelledby="server-error-title">
      <div>
        <h1 id="server-error-title">Oops!</h1>
        <p>Error Code 500</p>
      </div>
      <div>
        <p>Something went wrong on our side. You can:</p>
        <ul style={{ textAlign: 'left', display: 'inline-block' }}>
          <li>Refresh the page</li>
          <li>Go back to the previous page</li>
          <li>Try again in 30 minutes</li>
          <li>Contact support if the problem continues</li>
        </ul>
      </div>
      <PrimaryLink to="/">Go Home</PrimaryLink>
    </ErrorLayout>
  );
}
