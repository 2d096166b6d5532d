import type { ProductView } from '../../../runtime/commerce/product/variant-selection.ts';
import { onlyLeftInStockMessage } from '../../../schemas/api-constants.ts';
import { styled } from '../../../themes/index.ts';

/** Stock at or below which the page says how many are left. */
export const LOW_STOCK = 5;

const Line = styled('p', {
  margin: 0,
  fontWeight: 600,
  fontSize: '$sm',
  variants: {
    tone: {
      good: { color: '#1f6f43' },
      low: { color: '#9a4a00' },
      bad: { color: '$danger' },
      plain: { color: '$muted' },
    },
  },
});

/** What to say about stock for what is chosen, and in which tone. */
export function stockMessage(view: ProductView): {
  text: string;
  tone: 'good' | 'low' | 'bad' | 'plain';
} {
  if (!view.exists) return { text: 'Not available in this combination', tone: 'plain' };
  if (!view.inStock) return { text: 'Out of stock', tone: 'bad' };
  // before every option is chosen the count would mix variants: just say it can be had
  if (view.missing.length > 0 || view.stock > LOW_STOCK) return { text: 'In stock', tone: 'good' };
  return { text: onlyLeftInStockMessage(view.stock), tone: 'low' };
}

/** The stock state (spec §2 "stock"): in stock, only a few left, or out of stock. */
export function StockState({ view }: { view: ProductView }) {
  const { text, tone } = stockMessage(view);
  return (
    <Line tone={tone} data-stock={tone}>
      {text}
    </Line>
  );
}
