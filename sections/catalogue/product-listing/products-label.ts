/** `1 product`, `64 products`. */
export function productsLabel(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}
