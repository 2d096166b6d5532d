import Postmate from 'postmate';
import {
  type ChildMessageName,
  type ChildMessages,
  type ParentMessageName,
  type ParentMessages,
  parentMessageNames,
  parseParentMessage,
} from '../../editor-bridge/protocol.ts';
import type { Registry } from '../../registry/index.ts';
import type { enterPreview, resetOverride, showOverride } from '../render/preview-store.ts';
import type { preloadSectionComponents } from '../render/section-components.ts';
import { parsePageLocation } from '../routing/page-location.ts';
import { fetchSectionManifest } from './fetch-section-manifest.ts';
import { reportHeight } from './height-reporter.ts';
import { EditorToolbar } from './overlays/EditorToolbar.tsx';
import { connectEditorActions } from './overlays/editor-actions.ts';
import { injectEditorStyles } from './overlays/editor-styles.ts';
import { SectionChrome } from './overlays/SectionChrome.tsx';
import { resolvePushedTemplate } from './preview-template.ts';
import { createPreviewValidator } from './preview-validator.ts';

/*
 * The storefront side of the editor bridge (DESIGN §4), a chunk of its own: shoppers never load
 * it. detect.ts has already checked that the handshake came from the parent frame and from an
 * allowed origin before this module was even downloaded.
 */

/** Where the storefront is, as the app's router sees it. */
export interface BridgeLocation {
  pathname: string;
  search: string;
  hash: string;
  /** React Router's `location.key`: new on every navigation. */
  key: string;
}

/** What the app gives the bridge. */
export interface BridgeHost {
  /** The handshake detect.ts accepted (its origin and source are the editor's). */
  handshake: MessageEvent;
  /** Client-side navigation (React Router's `navigate`). */
  navigate: (path: string) => void;
  /** The current location. */
  location: () => BridgeLocation;
}

/**
 * The page's own registry and preview store, handed over by the page route
 * (runtime/preview/editor-bridge-handle.ts) instead of imported, so the shopper's chunks stay
 * exactly as they are.
 */
export interface PageTools {
  registry: Registry;
  enterPreview: typeof enterPreview;
  showOverride: typeof showOverride;
  resetOverride: typeof resetOverride;
  preloadSectionComponents: typeof preloadSectionComponents;
}

/** A running bridge. */
export interface EditorBridge {
  /** The app calls this after every navigation: drops the pushed template, sends `fullURL`. */
  navigated: (location: BridgeLocation) => void;
}

const warnDropped = (name: string, reason: string) =>
  console.warn(
    `[editor-bridge] Dropped a "${name}" message that does not follow the protocol; the page is unchanged.\n${reason}`,
  );

/**
 * Answers the editor's handshake with postmate's `Model`, then: sends `ready` (the section
 * manifest, fetched from the storefront server meanwhile) and `fullURL`, keeps `setHeight`
 * current, renders pushed templates live, navigates on `navigatePage`, and turns on the edit
 * overlays. Every incoming payload is parsed with the protocol's schema first; nothing from a
 * message is run as code or inserted as unsanitised HTML.
 */
export async function startEditorBridge(
  host: BridgeHost,
  { registry, enterPreview, showOverride, resetOverride, preloadSectionComponents }: PageTools,
): Promise<EditorBridge> {
  // The browser's definitions carry no schemas or presets (decision 0010): ask the server for
  // them at once, while the handshake is answered. Without them, pushed sections are refused.
  const manifest = fetchSectionManifest();
  const validating = manifest.then((result) =>
    createPreviewValidator(result.ok ? result.data : []),
  );

  let parent: Postmate.ChildAPI | undefined;
  const emit = <N extends ChildMessageName>(name: N, payload: ChildMessages[N]) =>
    parent?.emit(name, payload);

  let latestPush = 0;
  const handlers: { [N in ParentMessageName]: (payload: ParentMessages[N]) => Promise<void> } = {
    async loadTemplate(payload) {
      const push = ++latestPush;
      const { key } = host.location();
      const pushed = resolvePushedTemplate(payload, registry, await validating);
      await preloadSectionComponents(pushed.definitions);
      // a newer push, or a navigation, happened while the chunks loaded: this one is stale
      if (push !== latestPush || host.location().key !== key) return;
      showOverride({ ...pushed.override, locationKey: key });
      for (const error of pushed.sectionErrors) emit('sectionError', error);
    },
    async navigatePage({ path }) {
      host.navigate(path);
    },
  };

  // A model without a prototype: postmate looks properties up by name, and the parent must
  // reach nothing but these handlers (no `constructor`, no `toString`).
  const model: Record<string, (data: unknown) => void> = Object.create(null);
  for (const name of parentMessageNames) {
    model[name] = (data) => {
      const parsed = parseParentMessage(name, data);
      if (!parsed.ok) return warnDropped(name, parsed.reason);
      void handlers[name](parsed.data as never).catch((error: unknown) =>
        console.error(`[editor-bridge] "${name}" failed`, error),
      );
    };
  }

  const connecting = new Postmate.Model(model);
  // postmate's Model answers the next handshake it hears, from anyone. Hand it the one detect.ts
  // vetted, stripped of the `model` values a parent may send to overwrite ours. (The type is
  // POSTMATE_MESSAGE_TYPE of early-handshakes.ts, written out so this chunk shares no module with
  // the shopper's.)
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { postmate: 'handshake', type: 'application/x-postmate-v1+json' },
      origin: host.handshake.origin,
      source: host.handshake.source,
    }),
  );
  parent = await connecting;

  const sendLocation = ({ pathname, search, hash }: BridgeLocation) =>
    emit('fullURL', {
      url: new URL(pathname + search + hash, window.location.origin).href,
      path: pathname + search,
      pageKey: parsePageLocation(pathname + search).pageKey,
    });

  injectEditorStyles(document);
  connectEditorActions({
    editItem: (message) => emit('editItem', message),
    editLayout: (message) => emit('editLayout', message),
    editPage: (message) => emit('editPage', message),
  });
  enterPreview({ renderMode: { mode: 'preview', SectionChrome }, Toolbar: EditorToolbar });
  const sections = await manifest;
  if (sections.ok) emit('ready', { manifest: sections.data });
  else {
    // the editor hears why it has nothing to offer, rather than waiting for a manifest
    console.error(`[editor-bridge] ${sections.reason}`);
    emit('ready', { manifest: [], error: sections.reason });
  }
  sendLocation(host.location());
  reportHeight((height) => emit('setHeight', { height }));

  return {
    navigated(location) {
      resetOverride();
      sendLocation(location);
    },
  };
}
