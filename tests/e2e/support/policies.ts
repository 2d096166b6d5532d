import type { APIResponse } from '@playwright/test';

/**
 * The Content-Security-Policy policies of an answer, one string each: the page's script policy
 * and the frame-ancestors policy arrive as one header value, comma-separated (CSP3 §3.1).
 */
export function contentSecurityPolicies(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
    .flatMap(({ value }) => value.split(','))
    .map((policy) => policy.trim());
}
