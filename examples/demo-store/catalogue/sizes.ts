/** A size option: `value` goes into variant options and filters, `label` is shown. */
export interface SizeOption {
  value: string;
  label: string;
  /** Added to the product's price for this size, in rupees. @default 0 */
  surcharge?: number;
}

/** Clothing sizes; the largest costs a little more (more fabric). */
export const apparelSizes: SizeOption[] = [
  { value: 'xs', label: 'XS' },
  { value: 's', label: 'S' },
  { value: 'm', label: 'M' },
  { value: 'l', label: 'L' },
  { value: 'xl', label: 'XL' },
  { value: 'xxl', label: 'XXL', surcharge: 200 },
];

/** UK shoe sizes. */
export const footwearSizes: SizeOption[] = ['6', '7', '8', '9', '10', '11'].map((size) => ({
  value: `uk-${size}`,
  label: `UK ${size}`,
}));

/** Tent capacities; a bigger tent costs more. */
export const tentSizes: SizeOption[] = [
  { value: '2p', label: '2 person' },
  { value: '3p', label: '3 person', surcharge: 2500 },
  { value: '4p', label: '4 person', surcharge: 5000 },
];

/** Sizes of socks and gloves. */
export const smallSizes: SizeOption[] = [
  { value: 's', label: 'S' },
  { value: 'm', label: 'M' },
  { value: 'l', label: 'L' },
];
