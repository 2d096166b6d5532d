import type { Area } from '../state/document.ts';
import { sectionsOf } from '../state/document.ts';
import { currentDraft, useEditorStore } from '../state/editor-store.ts';
import { AddSection } from './AddSection.tsx';
import { SectionForm } from './SectionForm.tsx';
import { SectionList } from './SectionList.tsx';

/** One area's sections: "Add section", the list, and the selected section's form. */
export function SectionPanel({ area, hasToken }: { area: Area; hasToken: boolean }) {
  const draft = useEditorStore((state) => currentDraft(state));
  const loading = useEditorStore((state) => state.loading);
  const selectedId = useEditorStore((state) => state.selectedId);
  const notConnected = useEditorStore((state) => state.connection === 'no-answer');

  if (!draft) {
    if (!hasToken) return <p className="empty">Enter the admin token to edit this page.</p>;
    if (loading?.error) return <p className="field-error">{loading.error}</p>;
    if (notConnected)
      return <p className="empty">The page’s sections show here once the preview is connected.</p>;
    return <p className="empty">Loading the page’s sections…</p>;
  }
  const sections = sectionsOf(draft.doc, area);
  const selected = sections.find((section) => section.id === selectedId);
  return (
    <>
      {area !== 'main' && (
        <p className="help">
          The header and footer are shared by every page that uses the “{draft.doc.template.id}”
          layout.
        </p>
      )}
      <div className="section-panel__actions">
        <AddSection area={area} pageType={draft.pageType} />
      </div>
      {/* scrolls on its own, so the selected section's settings stay in sight on a long page */}
      <div className="section-list-box">
        <SectionList area={area} sections={sections} />
      </div>
      {selected && <SectionForm area={area} section={selected} />}
    </>
  );
}
