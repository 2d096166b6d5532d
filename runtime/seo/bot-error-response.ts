import { isbot } from 'isbot';

const REASONS: Readonly<Record<number, string>> = {
  404: 'Not Found',
  410: 'Gone',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * spec §2 "Bots are not shown the error page": a crawler (isbot on its user agent) asking for a
 * page that fails gets the right status with a minimal, noindex body instead of the store's error
 * page; `null` for people and for successful answers. Headers such as `Retry-After` are kept.
 */
export function botErrorResponse(
  request: Request,
  status: number,
  headers: Headers,
): Response | null {
  if (status < 400 || !isbot(request.headers.get('user-agent'))) return null;
  const reason = REASONS[status] ?? 'Error';
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${status} ${reason}</title></head><body><h1>${status} ${reason}</h1></body></html>`;
  const out = new Headers(headers);
  out.set('Content-Type', 'text/html; charset=utf-8');
  out.set('X-Robots-Tag', 'noindex');
  return new Response(body, { status, headers: out });
}
