import { createContext } from 'react';

// Apart from `Price.tsx`: the provider sits in what every page runs, the prices in the sections
// that show them.

/** How prices are formatted: the channel currency (spec §3 `channel.currency.code`) and locale. */
export interface PriceFormat {
  /** ISO 4217 code, e.g. `INR`. */
  currency?: string;
  /** BCP 47 locale. Fixed (never the visitor's) so server and browser render the same text. @default 'en' */
  locale?: string;
}

export const PriceFormatContext = createContext<PriceFormat>({});

/** Gives every `Price` below it the store's currency and locale. */
export const PriceFormatProvider = PriceFormatContext.Provider;
