import { selectFromPreview, useEditorStore } from '../state/editor-store.ts';
import { useProblems } from '../use-problems.ts';

/** The id of the list's heading: Publish's status moves focus there. */
export const PROBLEMS_HEADING_ID = 'publish-problems';

/**
 * Every problem that keeps the page from being saved and published: what the editor finds with
 * the manifest's schemas, and what the API refused (a section the editor could not check). Each
 * opens its section's form.
 */
export function ProblemList() {
  const problems = useProblems();
  const refused = useEditorStore((state) => state.serverProblems);
  const items = [
    ...problems.map((problem) => ({
      id: problem.id,
      label: `${problem.title} (${problem.id})`,
      path: problem.path,
      message: problem.message,
    })),
    ...refused
      .filter((problem) => !problems.some((local) => local.id === problem.section_id))
      .map((problem) => ({
        id: problem.section_id,
        label: `${problem.key} (${problem.section_id})`,
        path: problem.path,
        message: problem.message,
      })),
  ];
  if (items.length === 0) return null;
  return (
    <section className="problems problem-list" aria-labelledby={PROBLEMS_HEADING_ID}>
      <h2 id={PROBLEMS_HEADING_ID} tabIndex={-1}>
        {items.length === 1
          ? '1 problem keeps this page from being published'
          : `${items.length} problems keep this page from being published`}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={`${item.id}:${item.path}:${item.message}`}>
            <button
              type="button"
              className="button--link"
              onClick={() => selectFromPreview(item.id)}
            >
              {item.label}
            </button>
            : <code>{item.path || 'section'}</code> {item.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
