/**
 * Whether an unhandled rejection is only a cancelled body read: a `DOMException` named
 * `AbortError` (Chrome words it 'BodyStreamBuffer was aborted', Firefox 'The operation was
 * aborted').
 */
export function isAbortRejection(reason: unknown): boolean {
  return (
    typeof DOMException !== 'undefined' &&
    reason instanceof DOMException &&
    reason.name === 'AbortError'
  );
}

/**
 * React Router's single fetch can leave the body read of a superseded navigation (a second filter
 * clicked before the first listing arrived) rejecting with nobody waiting on it
 * (remix-run/react-router#14203, open against 7.x): the browser then reports an uncaught
 * `AbortError`. The router asked for that cancellation; nothing failed. This keeps exactly those
 * rejections from being reported as errors; any other unhandled rejection is reported as before.
 * Returns the function that stops listening.
 */
export function ignoreAbortedNavigationBodies(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
) {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isAbortRejection(event.reason)) event.preventDefault();
  };
  target.addEventListener('unhandledrejection', onRejection);
  return () => target.removeEventListener('unhandledrejection', onRejection);
}
