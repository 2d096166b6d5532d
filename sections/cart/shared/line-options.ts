import type { CartItem } from '../../../schemas/api/cart.ts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The variant's options as a shopper reads them: `Colour: Navy`, `Size: M`. */
export function lineOptions(line: Pick<CartItem, 'variant'>): string[] {
  if (!line.variant) return [];
  return Object.entries(line.variant.options).map(
    ([name, value]) =>
      `${capitalise(name.replace(/[_-]+/g, ' '))}: ${value.length <= 3 ? value.toUpperCase() : capitalise(value)}`,
  );
}
