import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { deleteContentPage, duplicateContentPage, moveContentPage } from '../pages.ts';
import { changePageMeta, currentDraft, notify, useEditorStore } from '../state/editor-store.ts';
import { ConfirmDialog, Modal } from './Modal.tsx';
import { showFailure, TitleSlugFields, type TitleSlugValues } from './NewPageDialog.tsx';

/** The page's title and search engine meta (`editPage`); saved with the draft, live on Publish. */
export function PageSettings({ token }: { token: string }) {
  const page = useEditorStore((state) => currentDraft(state)?.doc.page);
  const id = useId();
  if (!page) return <p className="empty">This page has no settings of its own.</p>;
  return (
    <>
      <form className="page-settings" onSubmit={(event) => event.preventDefault()}>
        <h2>Page settings</h2>
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          value={page.title}
          required
          onChange={(event) => changePageMeta('title', event.target.value)}
        />
        <label htmlFor={`${id}-meta-title`}>Meta title</label>
        <input
          id={`${id}-meta-title`}
          value={page.meta_title ?? ''}
          aria-describedby={`${id}-meta-title-help`}
          onChange={(event) => changePageMeta('meta_title', event.target.value)}
        />
        <p id={`${id}-meta-title-help`} className="help">
          Shown in search results and the browser tab; the title is used when empty.
        </p>
        <label htmlFor={`${id}-meta-description`}>Meta description</label>
        <textarea
          id={`${id}-meta-description`}
          rows={4}
          value={page.meta_description ?? ''}
          onChange={(event) => changePageMeta('meta_description', event.target.value)}
        />
      </form>
      {token && <PageActions token={token} />}
    </>
  );
}

/** Move the page to a new address, duplicate it, delete it: at once, not with Publish. */
function PageActions({ token }: { token: string }) {
  const draft = useEditorStore((state) => currentDraft(state));
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  if (!draft?.server || !draft.doc.page) return null;
  const { pageKey, pageType } = draft;
  const { server } = draft;
  const title = draft.doc.page.title;
  const contentPage = pageType === 'page';

  return (
    <section className="page-actions" aria-labelledby={headingId}>
      <h2 id={headingId}>Address and page</h2>
      {contentPage ? (
        <MoveForm
          key={pageKey}
          token={token}
          pageKey={pageKey}
          version={server.version}
          published={server.published}
        />
      ) : (
        <p className="help">
          The shop finds this page by its own key (<code>{pageKey}</code>): its address cannot
          change.
        </p>
      )}
      <DuplicateButton token={token} pageKey={pageKey} title={title} />
      {server.deletable ? (
        <>
          <button type="button" className="button--danger" onClick={() => setDeleting(true)}>
            Delete page
          </button>
          <ConfirmDialog
            open={deleting}
            onOpenChange={setDeleting}
            title={`Delete “${title}”?`}
            description="The page, its draft and its history are deleted, and its address answers “Page not found”. This cannot be undone."
            confirmLabel="Delete page"
            danger
            busy={busy}
            onConfirm={() => {
              setBusy(true);
              deleteContentPage(token, pageKey, server.version)
                .catch((error: unknown) =>
                  notify({
                    kind: 'error',
                    text: error instanceof Error ? error.message : String(error),
                  }),
                )
                .finally(() => {
                  setBusy(false);
                  setDeleting(false);
                });
            }}
          />
        </>
      ) : (
        <p className="help">
          This page cannot be deleted: the shop needs it (home, products, listings, cart, checkout,
          account, and the pages the store links to such as its terms).
        </p>
      )}
    </section>
  );
}

/** The page's address, and the button that moves it there. */
function MoveForm({
  token,
  pageKey,
  version,
  published,
}: {
  token: string;
  pageKey: string;
  version: number;
  published: boolean;
}) {
  const id = useId();
  const form = useForm<{ slug: string }>({ defaultValues: { slug: pageKey } });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async ({ slug }) => {
    try {
      await moveContentPage(token, pageKey, slug.trim(), version);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const field =
        error instanceof Error && 'fieldErrors' in error
          ? (error as { fieldErrors: Record<string, string[]> }).fieldErrors.slug?.[0]
          : undefined;
      form.setError('slug', { type: 'server', message: field ?? message });
    }
  });
  return (
    <form className="page-settings" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-slug`}>Address</label>
      <div className="slug-field">
        <span aria-hidden="true">/</span>
        <input
          id={`${id}-slug`}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={errors.slug ? true : undefined}
          aria-describedby={`${id}-slug-help${errors.slug ? ` ${id}-slug-error` : ''}`}
          {...form.register('slug', { required: true })}
        />
        <button type="submit" disabled={!isDirty || isSubmitting}>
          Change address
        </button>
      </div>
      <p id={`${id}-slug-help`} className="help">
        {published
          ? 'The old address keeps working: it sends visitors to the new one.'
          : 'The page is not published yet, so no one knows its old address.'}
      </p>
      {errors.slug && (
        <p id={`${id}-slug-error`} className="field-error">
          {errors.slug.message}
        </p>
      )}
    </form>
  );
}

/** "Duplicate page": a new unpublished page with this page's sections, its own title and slug. */
function DuplicateButton({
  token,
  pageKey,
  title,
}: {
  token: string;
  pageKey: string;
  title: string;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<TitleSlugValues>({
    defaultValues: { title: `${title} (copy)`, slug: `${pageKey}-copy` },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await duplicateContentPage(token, pageKey, { title: values.title.trim(), slug: values.slug });
      setOpen(false);
    } catch (error) {
      showFailure(form, error);
    }
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Duplicate page
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={`Duplicate “${title}”`}
        description="The copy has this page's sections and is not published."
      >
        <form className="modal__form" onSubmit={submit} noValidate>
          <TitleSlugFields form={form} />
          {errors.root && (
            <p className="field-error" role="alert">
              {errors.root.message}
            </p>
          )}
          <div className="modal__actions">
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" className="button--primary" disabled={isSubmitting}>
              Duplicate
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
