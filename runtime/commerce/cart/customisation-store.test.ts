import { describe, expect, it } from 'vitest';
import {
  createCustomisationStore,
  customisationPayload,
  EMPTY_CUSTOMISATION,
} from './customisation-store.ts';

describe('customisation store (spec §3 "Customisation per product")', () => {
  it('setCustomText keeps the text per product', () => {
    const store = createCustomisationStore();
    store.getState().setCustomText(3, 'ASHA');
    expect(store.getState().byProduct[3]).toEqual({ custom_text: 'ASHA', image_path: null });
    expect(store.getState().byProduct[4]).toBeUndefined();
  });

  it('setImagePath sets and removes the picture without touching the text', () => {
    const store = createCustomisationStore();
    store.getState().setCustomText(3, 'ASHA');
    store.getState().setImagePath(3, '/api/plugins/customisation/uploads/a.png');
    expect(store.getState().byProduct[3]?.image_path).toBe(
      '/api/plugins/customisation/uploads/a.png',
    );
    store.getState().setImagePath(3, null);
    expect(store.getState().byProduct[3]).toEqual({ custom_text: 'ASHA', image_path: null });
  });

  it('clearCustomisation forgets only that product (spec §4: adding clears it)', () => {
    const store = createCustomisationStore();
    store.getState().setCustomText(3, 'ASHA');
    store.getState().setCustomText(4, 'ROHAN');
    store.getState().clearCustomisation(3);
    expect(store.getState().byProduct[3]).toBeUndefined();
    expect(store.getState().byProduct[4]?.custom_text).toBe('ROHAN');
  });

  it('sends only what was filled in, and nothing for an empty customisation', () => {
    expect(customisationPayload(EMPTY_CUSTOMISATION)).toBeUndefined();
    expect(customisationPayload({ custom_text: '  ', image_path: null })).toBeUndefined();
    expect(customisationPayload({ custom_text: ' Asha ', image_path: '/x.png' })).toEqual({
      custom_text: 'Asha',
      image_path: '/x.png',
    });
  });
});
