import type { ParentMessageInputs } from '../../../../editor-bridge/protocol.ts';
import type { EditorDocument } from '../state/document.ts';
import type { PageDraft } from '../state/editor-store.ts';
import { changedSection } from './changed-section.ts';

/** What the preview is sent to show a document: a whole template, or one section's props. */
export type Push =
  | { name: 'loadTemplate'; payload: ParentMessageInputs['loadTemplate'] }
  | { name: 'updateSection'; payload: ParentMessageInputs['updateSection'] };

/** The `loadTemplate` of a whole document. */
export function templatePush(doc: EditorDocument): Push {
  const { template, page, component_data } = doc;
  return {
    name: 'loadTemplate',
    payload: { template, component_data, ...(page ? { page } : {}) },
  };
}

/**
 * Keeps the preview showing the editor's document of the page it is on, sending as little as
 * possible (DESIGN §4): `updateSection` when one section's props are all that changed since
 * what it shows, the whole template otherwise. It knows what the preview shows:
 *
 * - nothing it can rely on while a page of the frame is (re)loading and handshaking;
 * - the page's saved template once the storefront says where it is (`fullURL`), whether after a
 *   handshake or a navigation: a draft with unsaved changes is then sent whole (so an iframe
 *   reload, or coming back to a page, shows the draft again);
 * - from then on, the last document it was sent.
 */
export class PreviewSync {
  /** The page the preview is on, once its handshake is done and it said where it is. */
  private page: string | null = null;
  /** The document the preview shows for that page; `null` while it shows the saved template. */
  private shown: EditorDocument | null = null;

  constructor(
    private readonly send: (push: Push) => void,
    /** Whether the draft differs from what the storefront renders for the page. */
    private readonly unsaved: (draft: PageDraft) => boolean,
  ) {}

  /** A page of the frame is loading: it shows nothing of ours until it says where it is. */
  reloading(): void {
    this.page = null;
    this.shown = null;
  }

  /** The preview is on `pageKey`, showing its saved template (after a handshake or navigation). */
  arrived(pageKey: string): void {
    this.page = pageKey;
    this.shown = null;
  }

  /** Brings the preview up to date with `draft` (the draft of the page it is on, if loaded). */
  sync(draft: PageDraft | undefined): void {
    if (!draft || this.page === null || draft.pageKey !== this.page) return;
    const { doc } = draft;
    if (this.shown === doc) return;
    if (this.shown === null) {
      if (this.unsaved(draft)) this.send(templatePush(doc));
      this.shown = doc;
      return;
    }
    const section = changedSection(this.shown, doc);
    this.send(
      section
        ? { name: 'updateSection', payload: { id: section.id, props: section.props } }
        : templatePush(doc),
    );
    this.shown = doc;
  }
}
