import { withDraftPreview } from '../../../editor-bridge/draft-preview.ts';
import type { AdminPageSummary, AdminTemplate } from '../../../schemas/api/publishing.ts';
import type { Section } from '../../../schemas/template.ts';
import {
  type AdminApiOptions,
  createPage,
  deletePage,
  duplicatePage,
  updatePage,
} from './admin-api.ts';
import { sendToStorefront } from './bridge/use-storefront.ts';
import { STOREFRONT_URL } from './config.ts';
import { refreshPages } from './page-list.ts';
import { saveDraftOf } from './save-page.ts';
import { dropDraft, notify, useEditorStore } from './state/editor-store.ts';

// The store's pages: the list the page picker offers, and creating, moving, duplicating and
// deleting content pages. Each answer refreshes the list; a new page opens in the preview.

const api = (token: string): AdminApiOptions => ({ baseUrl: STOREFRONT_URL, token });

/**
 * Forgets the editor's copy of `pageKey` once the preview has left it (the page moved or was
 * deleted): until then it is the current page, and would be fetched again.
 */
function forgetWhenLeft(pageKey: string): void {
  const unsubscribe = useEditorStore.subscribe((state) => {
    if (state.location?.pageKey === pageKey) return;
    unsubscribe();
    dropDraft(pageKey);
  });
}

/**
 * Where a page is seen in the preview; a page shoppers cannot see yet is asked for with
 * `?preview=draft`, the frame the storefront answers for its draft.
 */
function pathOf(template: AdminTemplate): string {
  const { slug, parent_slug } = template.page;
  const path =
    template.page_type === 'home' ? '/' : parent_slug ? `/${parent_slug}/${slug}` : `/${slug}`;
  return template.editing.published ? path : withDraftPreview(path);
}

/** What the New page dialog sends. */
export interface NewPage {
  title: string;
  slug: string;
  sections: Section[];
}

/** Creates an unpublished content page and opens it in the preview. Throws the API's error. */
export async function createContentPage(token: string, page: NewPage): Promise<AdminTemplate> {
  const created = await createPage(api(token), {
    title: page.title,
    slug: page.slug,
    component_data: page.sections,
  });
  await refreshPages(token);
  sendToStorefront('navigatePage', { path: pathOf(created) });
  notify({
    kind: 'success',
    text: `“${created.page.title}” is created as a draft. Shoppers see it once you publish.`,
  });
  return created;
}

/** Copies `pageKey` into a new unpublished page and opens it. Throws the API's error. */
export async function duplicateContentPage(
  token: string,
  pageKey: string,
  copy: { title: string; slug: string },
): Promise<AdminTemplate> {
  const created = await duplicatePage(api(token), pageKey, copy);
  await refreshPages(token);
  sendToStorefront('navigatePage', { path: pathOf(created) });
  notify({ kind: 'success', text: `“${created.page.title}” is a copy, not yet published.` });
  return created;
}

/**
 * Moves `pageKey` to `slug` (the old address redirects once the page was published) and opens it
 * there. Throws the API's error (a 422 on `slug` when taken or malformed).
 */
export async function moveContentPage(
  token: string,
  pageKey: string,
  slug: string,
  version: number,
): Promise<AdminPageSummary> {
  // what was typed goes with the page: saved first, under the version it leaves behind
  const saved = await saveDraftOf(pageKey, token, { quiet: true });
  const current = useEditorStore.getState().drafts[pageKey]?.server?.version ?? version;
  if (saved !== 'saved' && saved !== 'nothing') {
    throw new Error('This page has changes that are not saved yet: fix what stops them first.');
  }
  const moved = await updatePage(api(token), pageKey, { slug }, current);
  // the editor's copy is fetched again under the new key
  forgetWhenLeft(pageKey);
  await refreshPages(token);
  if (moved.path) {
    const path = moved.published ? moved.path : withDraftPreview(moved.path);
    sendToStorefront('navigatePage', { path });
  }
  notify({
    kind: 'success',
    text: moved.published
      ? `The page moved to ${moved.path}. Its old address sends visitors there.`
      : `The page moved to ${moved.path}.`,
  });
  return moved;
}

/** Deletes content page `pageKey` and takes the preview home. Throws the API's error. */
export async function deleteContentPage(
  token: string,
  pageKey: string,
  version: number,
): Promise<void> {
  const title = useEditorStore.getState().drafts[pageKey]?.doc.page?.title ?? pageKey;
  await deletePage(api(token), pageKey, version);
  forgetWhenLeft(pageKey);
  await refreshPages(token);
  sendToStorefront('navigatePage', { path: '/' });
  notify({
    kind: 'success',
    text: `“${title}” is deleted. Its address now answers “Page not found”.`,
  });
}
