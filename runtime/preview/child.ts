import Postmate from 'postmate';
import {
  type ChildMessageName,
  type ChildMessages,
  type ParentMessageName,
  type ParentMessages,
  parentMessageNames,
  parseParentMessage,
} from '../../editor-bridge/protocol.ts';
import type { SectionResolver } from '../../registry/index.ts';
import type {
  enterPreview,
  PreviewOverride,
  resetOverride,
  showOverride,
} from '../render/preview-store.ts';
import type { preloadSectionComponents } from '../render/section-components.ts';
import { parsePageLocation } from '../routing/page-location.ts';
import type { showStorefront } from '../storefront/use-storefront.ts';
import { fetchSectionManifest } from './fetch-section-manifest.ts';
import { reportHeight } from './height-reporter.ts';
import { EditorToolbar } from './overlays/EditorToolbar.tsx';
import { connectEditorActions } from './overlays/editor-actions.ts';
import { injectEditorStyles } from './overlays/editor-styles.ts';
import { SectionChrome } from './overlays/SectionChrome.tsx';
import {
  SectionError,
  SectionPlaceholder,
  TemplateProblems,
} from './overlays/SectionPlaceholder.tsx';
import { setSectionTitles } from './overlays/section-titles.ts';
import { showFavicons } from './preview-favicons.ts';
import {
  previewTemplate,
  resolvePushedSection,
  resolvePushedTemplate,
} from './preview-template.ts';
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
  registry: SectionResolver;
  enterPreview: typeof enterPreview;
  showOverride: typeof showOverride;
  resetOverride: typeof resetOverride;
  preloadSectionComponents: typeof preloadSectionComponents;
  /** Shows the editor's store settings instead of the shop's (`previewStorefront`). */
  showStorefront: typeof showStorefront;
}

/** A running bridge. */
export interface EditorBridge {
  /** The app calls this after every navigation: drops the pushed template, sends `fullURL`. */
  navigated: (location: BridgeLocation) => void;
}

const sectionElement = (id: string) =>
  document.querySelector<HTMLElement>(`[data-section-id="${CSS.escape(id)}"]`);

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
  {
    registry,
    enterPreview,
    showOverride,
    resetOverride,
    preloadSectionComponents,
    showStorefront,
  }: PageTools,
): Promise<EditorBridge> {
  // The browser's definitions carry no schemas or presets (decision 0010): ask the server for
  // them at once, while the handshake is answered. Without them, pushed sections are refused.
  const manifest = fetchSectionManifest();
  const validating = manifest.then((result) => {
    // the section chrome's titles: the browser's definitions have none either
    setSectionTitles(result.ok ? result.data : []);
    return createPreviewValidator(result.ok ? result.data : []);
  });

  let parent: Postmate.ChildAPI | undefined;
  const emit = <N extends ChildMessageName>(name: N, payload: ChildMessages[N]) =>
    parent?.emit(name, payload);

  // The sections of the last pushed template, by id, for `updateSection` to know their key.
  let pushed = new Map<string, { key: string; hidden: boolean }>();
  const sectionOf = (id: string) => {
    const known = pushed.get(id);
    if (known) return known;
    // the page's own template, as rendered (hidden sections are not: they go with loadTemplate)
    const key = sectionElement(id)?.dataset.sectionKey;
    if (!key) return undefined;
    const found = { key, hidden: false };
    pushed.set(id, found);
    return found;
  };
  let selected: string | null = null;
  // what the bridge last showed (it is the preview store's only writer)
  let shown: PreviewOverride | null = null;
  const show = (override: PreviewOverride) => {
    shown = override;
    showOverride(override);
  };

  // the theme variables `previewStorefront` set on :root, to take back
  let themed: string[] = [];

  let latestLoad = 0;
  const handlers: {
    [N in ParentMessageName]: (payload: ParentMessages[N], load: number) => Promise<void>;
  } = {
    async loadTemplate(payload, load) {
      // a newer template is on its way: it carries everything this one would show
      if (load !== latestLoad) return;
      const { key } = host.location();
      const resolved = resolvePushedTemplate(payload, registry, await validating);
      await preloadSectionComponents(resolved.definitions);
      // a navigation happened while the chunks loaded: this one is stale
      if (host.location().key !== key || load !== latestLoad) return;
      pushed = new Map(
        [
          ...(payload.template?.header ?? []),
          ...(payload.component_data ?? []),
          ...(payload.template?.footer ?? []),
        ].map((section) => [section.id, { key: section.key, hidden: section.hidden === true }]),
      );
      show({ ...resolved.override, locationKey: key });
      for (const error of resolved.sectionErrors) emit('sectionError', error);
      requestAnimationFrame(markSelected);
    },
    async updateSection({ id, props }) {
      const section = sectionOf(id);
      if (!section) {
        console.warn(
          `[editor-bridge] "updateSection" names section "${id}", which the preview does not show; send loadTemplate with it first.`,
        );
        return;
      }
      const { key } = host.location();
      const resolved = resolvePushedSection({ id, ...section, props }, registry, await validating);
      if (resolved.definition) await preloadSectionComponents([resolved.definition]);
      if (host.location().key !== key) return;
      // over what is shown here (the pushed template, or the page's own), nothing else changes
      const base: PreviewOverride = shown?.locationKey === key ? shown : { locationKey: key };
      show({ ...base, sections: { ...base.sections, [id]: resolved.section } });
      if (resolved.error) emit('sectionError', resolved.error);
    },
    async navigatePage({ path }) {
      host.navigate(path);
    },
    async previewStorefront({ storefront, theme, social }) {
      // the theme: inline variables on :root win over the shop's <style>, no reload, no re-render
      const root = document.documentElement.style;
      for (const name of themed) root.removeProperty(name);
      themed = [];
      if (storefront) {
        // computed by the editor (themes/theme-variables.ts), so the colour arithmetic never
        // reaches a shopper's chunks; names and values were checked by the protocol
        for (const [name, value] of Object.entries(theme)) {
          root.setProperty(name, value);
          themed.push(name);
        }
      }
      // the favicon is the document's, outside React: its links are swapped here
      showFavicons(storefront ? storefront.favicon : null);
      // the notice, cookie banner, logo and footer read the storefront and settings: they
      // re-render with the edited ones
      showStorefront(
        storefront
          ? (values) => ({ ...values, storefront, settings: { ...values.settings, ...social } })
          : null,
      );
    },
    async selectSection({ id }) {
      selected = id;
      markSelected();
      const element = id ? sectionElement(id) : null;
      if (!id || !element) return;
      const box = element.getBoundingClientRect();
      emit('sectionPosition', { id, top: box.top + window.scrollY, height: box.height });
    },
  };
  /** Marks the selected section for the overlay's outline (a new render may have replaced it). */
  const markSelected = () => {
    for (const element of document.querySelectorAll('[data-editor-selected]'))
      if (element.getAttribute('data-section-id') !== selected)
        element.removeAttribute('data-editor-selected');
    if (selected) sectionElement(selected)?.setAttribute('data-editor-selected', '');
  };

  // One message at a time, in order: a section's update never lands before the template it
  // belongs to, whatever each waits for (the manifest, a section's chunk).
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (name: ParentMessageName, run: () => Promise<void>) => {
    queue = queue
      .then(run)
      .catch((error: unknown) => console.error(`[editor-bridge] "${name}" failed`, error));
  };

  // A model without a prototype: postmate looks properties up by name, and the parent must
  // reach nothing but these handlers (no `constructor`, no `toString`).
  const model: Record<string, (data: unknown) => void> = Object.create(null);
  for (const name of parentMessageNames) {
    model[name] = (data) => {
      const parsed = parseParentMessage(name, data);
      if (!parsed.ok) return warnDropped(name, parsed.reason);
      const load = name === 'loadTemplate' ? ++latestLoad : latestLoad;
      enqueue(name, () => handlers[name](parsed.data as never, load));
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
  enterPreview({
    renderMode: {
      mode: 'preview',
      SectionChrome,
      SectionPlaceholder,
      SectionError,
      TemplateProblems,
    },
    Toolbar: EditorToolbar,
    show: previewTemplate,
  });
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
      pushed = new Map();
      selected = null;
      shown = null;
      resetOverride();
      sendLocation(location);
    },
  };
}
