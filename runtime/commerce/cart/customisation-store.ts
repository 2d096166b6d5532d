import { useStore } from 'zustand';
import { createStore, type StateCreator } from 'zustand/vanilla';

/** What a shopper asked to personalise on one product (spec §3 "Customisation per product"). */
export interface Customisation {
  /** Text to print or embroider; `''` for none. */
  custom_text: string;
  /** Path of the uploaded picture; `null` for none. */
  image_path: string | null;
}

/** An empty customisation. */
export const EMPTY_CUSTOMISATION: Customisation = Object.freeze({
  custom_text: '',
  image_path: null,
});

/** The customisation slice: entries by product id, and what changes them. */
export interface CustomisationSlice {
  /** Customisations by product id. */
  byProduct: Readonly<Record<number, Customisation>>;
  /** Sets the text of `productId`'s customisation. */
  setCustomText: (productId: number, text: string) => void;
  /** Sets (or, with `null`, removes) the picture of `productId`'s customisation. */
  setImagePath: (productId: number, path: string | null) => void;
  /** Forgets `productId`'s customisation (spec §4: adding to the cart clears it). */
  clearCustomisation: (productId: number) => void;
}

type Set = Parameters<StateCreator<CustomisationSlice>>[0];

// A one-level record: spreading says it plainly, and keeps immer out of every page with a card.
function update(set: Set, productId: number, change: Partial<Customisation>): void {
  set((state) => ({
    byProduct: {
      ...state.byProduct,
      [productId]: { ...(state.byProduct[productId] ?? EMPTY_CUSTOMISATION), ...change },
    },
  }));
}

/** The customisation slice (STYLE "State": stores are built from slices). */
export const createCustomisationSlice: StateCreator<CustomisationSlice> = (set) => ({
  byProduct: {},
  setCustomText: (productId, text) => update(set, productId, { custom_text: text }),
  setImagePath: (productId, path) => update(set, productId, { image_path: path }),
  clearCustomisation: (productId) =>
    set((state) => {
      const { [productId]: _cleared, ...rest } = state.byProduct;
      return { byProduct: rest };
    }),
});

/**
 * Creates a customisation store. It lives in the browser's memory only: a half-typed engraving is
 * not worth keeping across visits, and the server never writes to it.
 */
export function createCustomisationStore() {
  return createStore<CustomisationSlice>()((...args) => ({ ...createCustomisationSlice(...args) }));
}

/** The browser's customisation store, shared by the product page and its quick view. */
export const customisationStore = createCustomisationStore();

/** `productId`'s customisation (empty when there is none). */
export function useCustomisation(productId: number): Customisation {
  return useStore(customisationStore, (state) => state.byProduct[productId] ?? EMPTY_CUSTOMISATION);
}

/** The customisation as `additonal_data` of `cart.addItem`, or `undefined` when empty. */
export function customisationPayload(
  customisation: Customisation,
): { custom_text?: string; image_path?: string } | undefined {
  const text = customisation.custom_text.trim();
  const payload = {
    ...(text ? { custom_text: text } : {}),
    ...(customisation.image_path ? { image_path: customisation.image_path } : {}),
  };
  return Object.keys(payload).length > 0 ? payload : undefined;
}
