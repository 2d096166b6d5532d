import { useId, useState } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { SLUG_FORMAT_MESSAGE } from '../../../../schemas/api/publishing.ts';
import { AdminApiError } from '../admin-api.ts';
import { PAGE_LAYOUTS, slugFromTitle } from '../page-layouts.ts';
import { createContentPage } from '../pages.ts';
import { useEditorStore } from '../state/editor-store.ts';
import { Modal } from './Modal.tsx';

/** What a page's title and address form holds. */
export interface TitleSlugValues {
  title: string;
  slug: string;
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Puts a refused call's message where it belongs: a 422's field errors on their fields (the
 * slug's), anything else under the form. Nothing typed is cleared.
 */
export function showFailure<T extends TitleSlugValues>(
  form: UseFormReturn<T>,
  error: unknown,
): void {
  const fields = error instanceof AdminApiError ? error.fieldErrors : {};
  let placed = false;
  for (const name of ['title', 'slug'] as const) {
    const message = fields[name]?.[0];
    if (message) {
      form.setError(name as never, { type: 'server', message });
      placed = true;
    }
  }
  if (!placed) {
    form.setError('root' as never, {
      type: 'server',
      message: error instanceof Error ? error.message : String(error),
    });
  }
}

/** A page's title and its address, the address following the title until it is edited. */
export function TitleSlugFields<T extends TitleSlugValues>({ form }: { form: UseFormReturn<T> }) {
  const id = useId();
  const f = form as unknown as UseFormReturn<TitleSlugValues>;
  const { errors } = f.formState;
  const title = f.register('title', {
    required: 'Give the page a title',
    validate: (value) => value.trim() !== '' || 'Give the page a title',
  });
  return (
    <>
      <label htmlFor={`${id}-title`}>Title</label>
      <input
        id={`${id}-title`}
        autoComplete="off"
        aria-invalid={errors.title ? true : undefined}
        aria-describedby={errors.title ? `${id}-title-error` : undefined}
        {...title}
        onChange={(event) => {
          void title.onChange(event);
          if (!f.getFieldState('slug').isDirty) {
            f.setValue('slug', slugFromTitle(event.target.value));
          }
        }}
      />
      {errors.title && (
        <p id={`${id}-title-error`} className="field-error">
          {errors.title.message}
        </p>
      )}
      <label htmlFor={`${id}-slug`}>Address</label>
      <div className="slug-field">
        <span aria-hidden="true">/</span>
        <input
          id={`${id}-slug`}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors.slug ? true : undefined}
          aria-describedby={`${id}-slug-help${errors.slug ? ` ${id}-slug-error` : ''}`}
          {...f.register('slug', {
            required: SLUG_FORMAT_MESSAGE,
            pattern: { value: SLUG_PATTERN, message: SLUG_FORMAT_MESSAGE },
          })}
        />
      </div>
      <p id={`${id}-slug-help`} className="help">
        Lowercase letters, digits and hyphens: where shoppers find the page.
      </p>
      {errors.slug && (
        <p id={`${id}-slug-error`} className="field-error">
          {errors.slug.message}
        </p>
      )}
    </>
  );
}

interface NewPageValues extends TitleSlugValues {
  layout: string;
}

/**
 * "New page": a content page with a title, an address and a blank or ready-made layout. It is
 * created as a draft and opens in the preview; shoppers see it once it is published.
 */
export function NewPageDialog({ token }: { token: string }) {
  const [open, setOpen] = useState(false);
  const manifest = useEditorStore((state) => state.manifest);
  const form = useForm<NewPageValues>({ defaultValues: { title: '', slug: '', layout: 'blank' } });
  const id = useId();
  const layouts = PAGE_LAYOUTS.filter((layout) => layout.sections(manifest, '') !== null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ title, slug, layout }) => {
    const chosen = PAGE_LAYOUTS.find((candidate) => candidate.id === layout);
    try {
      await createContentPage(token, {
        title: title.trim(),
        slug,
        sections: chosen?.sections(manifest, title.trim()) ?? [],
      });
      setOpen(false);
      form.reset();
    } catch (error) {
      showFailure(form, error);
    }
  });

  return (
    <>
      <button type="button" disabled={!token} onClick={() => setOpen(true)}>
        New page
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="New page"
        description="A content page, created as a draft: shoppers see it once you publish it."
      >
        <form className="modal__form" onSubmit={submit} noValidate>
          <TitleSlugFields form={form} />
          <fieldset className="layout-choice">
            <legend>Start from</legend>
            <label className="choice" htmlFor={`${id}-blank`}>
              <input id={`${id}-blank`} type="radio" value="blank" {...form.register('layout')} />
              <span>
                <strong>Blank page</strong>
                <span className="muted">No sections yet.</span>
              </span>
            </label>
            {layouts.map((layout) => (
              <label key={layout.id} className="choice" htmlFor={`${id}-${layout.id}`}>
                <input
                  id={`${id}-${layout.id}`}
                  type="radio"
                  value={layout.id}
                  {...form.register('layout')}
                />
                <span>
                  <strong>{layout.name}</strong>
                  <span className="muted">{layout.description}</span>
                </span>
              </label>
            ))}
          </fieldset>
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
              {isSubmitting ? 'Creating…' : 'Create page'}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
