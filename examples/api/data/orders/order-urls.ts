/** Storefront path of the complete page of an order (spec §2 `/checkout-complete`). */
export function completeUrl(orderNo: string, token: string): string {
  const query = new URLSearchParams({ token, order_id: orderNo, type: 'success' });
  return `/checkout-complete?${query}`;
}

/** Storefront path of the failed page of an order (spec §2 `/checkout-failed`). */
export function failedUrl(orderNo: string, token: string): string {
  const query = new URLSearchParams({ token, order_id: orderNo, type: 'failed' });
  return `/checkout-failed?${query}`;
}
