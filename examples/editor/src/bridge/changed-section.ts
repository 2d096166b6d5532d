import type { Section } from '../../../../schemas/template.ts';
import type { EditorDocument } from '../state/document.ts';

/** Whether two lists hold the same sections, identical but for at most one whose props changed. */
function oneChanged(before: Section[], after: Section[]): Section | null | 'same' | 'more' {
  if (before === after) return 'same';
  if (before.length !== after.length) return 'more';
  let changed: Section | null = null;
  for (let i = 0; i < after.length; i++) {
    const was = before[i];
    const is = after[i];
    if (was === is) continue;
    if (!was || !is || changed) return 'more';
    if (was.id !== is.id || was.key !== is.key || was.hidden !== is.hidden) return 'more';
    changed = is;
  }
  return changed ?? 'same';
}

/**
 * The one section whose props are all that changed from `before` to `after`, or `null` when
 * more changed (sections added, removed, moved, hidden; page meta; several sections) or nothing
 * did. The editor sends such a change as `updateSection`, which costs the preview one section
 * whatever the page's length (DESIGN §6). Relies on immer's structural sharing: unchanged sections
 * are the same objects, so this walks the lists without comparing any props.
 */
export function changedSection(before: EditorDocument, after: EditorDocument): Section | null {
  if (before === after) return null;
  if (before.page !== after.page || before.template.id !== after.template.id) return null;
  let found: Section | null = null;
  for (const [was, is] of [
    [before.component_data, after.component_data],
    [before.template.header, after.template.header],
    [before.template.footer, after.template.footer],
  ] as const) {
    const outcome = oneChanged(was, is);
    if (outcome === 'same') continue;
    if (outcome === 'more' || outcome === null || found) return null;
    found = outcome;
  }
  // a hidden section renders nothing in the preview: its update goes with the whole template
  return found && !found.hidden ? found : null;
}
