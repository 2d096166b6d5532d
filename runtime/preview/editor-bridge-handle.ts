import { browserSections, loadEverySection } from '../render/page-sections.ts';
import { stopWaitingForIntent } from '../render/part-on-intent.ts';
import { enterPreview, resetOverride, showOverride } from '../render/preview-store.ts';
import { definitionsOnPage, preloadSectionComponents } from '../render/section-components.ts';
import { showStorefront } from '../storefront/use-storefront.ts';
import type { BridgeHost, EditorBridge, PageTools } from './child.ts';

/** What the page route gives the root layout through its route `handle`. */
export interface EditorBridgeHandle {
  /** Downloads the editor bridge chunk and starts it (after an allowed handshake). */
  startEditorBridge: (host: BridgeHost) => Promise<EditorBridge>;
}

// Handed to the bridge rather than imported by it: modules the shopper's chunks and the bridge
// chunk both imported would be split into extra chunks, growing every shopper's download.
const tools: Omit<PageTools, 'registry'> = {
  enterPreview,
  showOverride,
  resetOverride,
  preloadSectionComponents,
  showStorefront,
};

/**
 * The page route's `handle` (DESIGN §4): the root layout notices the editor's handshake and calls
 * `startEditorBridge`, which imports the bridge chunk and the whole registry (the editor may add
 * any section, decision 0023) and gives the bridge the page's sections and preview store.
 * Shoppers never call it, so they never download either.
 */
export const editorBridgeHandle: EditorBridgeHandle = {
  startEditorBridge: (host) => {
    // the page's own definitions, then any other key of the whole registry
    const registry = browserSections();
    return Promise.all([
      import('./child.ts'),
      loadEverySection(),
      // Any section may be changed from now on: none may still wait to hydrate when a change
      // reaches it (React would drop its server HTML), so all of them load now; a section
      // waiting to hydrate goes ahead once its chunk is in (section-components.ts). The same for
      // the parts in them that wait for the shopper (part-on-intent.ts).
      preloadSectionComponents(definitionsOnPage(registry)),
      stopWaitingForIntent(),
    ]).then(([{ startEditorBridge }]) => startEditorBridge(host, { ...tools, registry }));
  },
};
