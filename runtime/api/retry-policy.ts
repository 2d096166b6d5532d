import type { HttpMethod } from '../../schemas/api/endpoint.ts';

export type { HttpMethod } from '../../schemas/api/endpoint.ts';

/** spec §7: the statuses on which a GET is retried once. */
export const RETRYABLE_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;

/** spec §7: a GET is retried once; POST, PUT, PATCH and DELETE are never retried. */
export function retriesFor(method: HttpMethod): number {
  return method === 'GET' ? 1 : 0;
}

/** Whether a failed call with this status would be retried for this method. */
export function isRetried(method: HttpMethod, status: number): boolean {
  return retriesFor(method) > 0 && (RETRYABLE_STATUSES as readonly number[]).includes(status);
}
