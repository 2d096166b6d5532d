import { useContext } from 'react';
import { styled } from '../stitches.config.ts';
import { PriceFormatContext } from './price-format.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export { type PriceFormat, PriceFormatProvider } from './price-format.ts';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * `amount` in `currency` with Intl.NumberFormat (`₹2,999.00`). Without a usable currency the
 * amount is formatted as a plain number with two decimals rather than failing the page.
 */
export function formatPrice(amount: number, currency?: string, locale = 'en'): string {
  const key = `${locale}|${currency ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(
        locale,
        currency
          ? { style: 'currency', currency }
          : { minimumFractionDigits: 2, maximumFractionDigits: 2 },
      );
    } catch {
      formatter = new Intl.NumberFormat('en', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    }
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

const Wrapper = styled('span', {
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '$2',
  fontVariantNumeric: 'tabular-nums',
});
const Current = styled('span', {
  fontWeight: 600,
  variants: { sale: { true: { color: '$danger' } } },
});
const Was = styled('s', { color: '$muted', fontSize: '0.875em' });

export interface PriceProps {
  /** The price to pay. */
  amount: number;
  /** The list price (MRP); shown struck through when it is higher than `amount`. */
  listPrice?: number | null;
  /** Overrides the provider's currency. */
  currency?: string;
  /** Overrides the provider's locale. */
  locale?: string;
  className?: string;
}

/**
 * A price in the channel currency. On sale, the list price is shown struck through, and both
 * carry labels for screen readers, which do not announce strike-through.
 */
export function Price({ amount, listPrice, currency, locale, className }: PriceProps) {
  const format = useContext(PriceFormatContext);
  const code = currency ?? format.currency;
  const lang = locale ?? format.locale ?? 'en';
  const onSale = typeof listPrice === 'number' && listPrice > amount;
  return (
    <Wrapper className={className} data-sale={onSale || undefined}>
      <Current sale={onSale}>
        {onSale && <VisuallyHidden>Sale price: </VisuallyHidden>}
        {formatPrice(amount, code, lang)}
      </Current>
      {onSale && (
        <Was>
          <VisuallyHidden>Regular price: </VisuallyHidden>
          {formatPrice(listPrice, code, lang)}
        </Was>
      )}
    </Wrapper>
  );
}
