import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { memo, useMemo } from 'react';
import type { Section } from '../../../../schemas/template.ts';
import type { Area } from '../state/document.ts';
import { move, useEditorStore } from '../state/editor-store.ts';
import { SectionItem } from './SectionItem.tsx';

/** The names of the areas, as the lists are labelled. */
export const AREA_LABELS: Record<Area, string> = {
  main: 'Page sections',
  header: 'Header sections',
  footer: 'Footer sections',
};

const instructions = {
  draggable:
    'To reorder, press Space or Enter on the drag handle, move the section with the arrow keys, and press Space or Enter to drop it, or Escape to cancel.',
};

/** What screen readers hear while a section is dragged, naming sections by title and id. */
function announcements(name: (id: UniqueIdentifier) => string): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} is over ${name(over.id)}.`
        : `${name(active.id)} is over no section.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} was dropped at ${name(over.id)}.`
        : `${name(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
  };
}

/** What the list shows of a section: never its props, so typing in a form changes none. */
interface Row {
  id: string;
  key: string;
  hidden: boolean;
}

/**
 * The sections of one area, in order; reorder by drag (pointer or keyboard) or Move buttons.
 * On a long page the list renders again only when what it shows changes (order, hidden, the
 * selection), never on a keystroke in a section's settings.
 */
export function SectionList({ area, sections }: { area: Area; sections: Section[] }) {
  const shape = sections
    .map((section) => `${section.id}\u0001${section.key}\u0001${section.hidden === true}`)
    .join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shape` stands for what rows show
  const rows = useMemo(
    (): Row[] => sections.map(({ id, key, hidden }) => ({ id, key, hidden: hidden === true })),
    [shape],
  );
  if (rows.length === 0) return <p className="empty">No sections here yet. Add one.</p>;
  return <SortableRows area={area} rows={rows} />;
}

const SortableRows = memo(function SortableRows({ area, rows }: { area: Area; rows: Row[] }) {
  const manifest = useEditorStore((state) => state.manifest);
  const selectedId = useEditorStore((state) => state.selectedId);
  const problems = useEditorStore((state) => state.sectionErrors);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((row) => row.id === active.id);
    const to = rows.findIndex((row) => row.id === over.id);
    if (from >= 0 && to >= 0) move(area, from, to);
  };

  const titles = useMemo(
    () => new Map(manifest.map((entry) => [entry.key, entry.title])),
    [manifest],
  );
  const titleOf = (row: Row) => titles.get(row.key) ?? row.key;
  const name = (id: UniqueIdentifier) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? `${titleOf(row)} (${row.id})` : String(id);
  };
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: instructions, announcements: announcements(name) }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="section-list" aria-label={AREA_LABELS[area]}>
          {rows.map((row, index) => (
            <SectionItem
              key={row.id}
              area={area}
              id={row.id}
              hidden={row.hidden}
              index={index}
              count={rows.length}
              title={titleOf(row)}
              selected={row.id === selectedId}
              hasProblems={row.id in problems}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
});
