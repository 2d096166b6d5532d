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
import { useMemo } from 'react';
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

/** The sections of one area, in order; reorder by drag (pointer or keyboard) or Move buttons. */
export function SectionList({ area, sections }: { area: Area; sections: Section[] }) {
  const manifest = useEditorStore((state) => state.manifest);
  const selectedId = useEditorStore((state) => state.selectedId);
  const problems = useEditorStore((state) => state.sectionErrors);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = sections.findIndex((section) => section.id === active.id);
    const to = sections.findIndex((section) => section.id === over.id);
    if (from >= 0 && to >= 0) move(area, from, to);
  };

  const titleOf = (section: Section) =>
    manifest.find((entry) => entry.key === section.key)?.title ?? section.key;
  const name = (id: UniqueIdentifier) => {
    const section = sections.find((candidate) => candidate.id === id);
    return section ? `${titleOf(section)} (${section.id})` : String(id);
  };

  // the same array while the order is the same: a keystroke in one section's form must not make
  // every sortable item of a long page render again
  const order = sections.map((section) => section.id).join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `order` stands for the ids
  const ids = useMemo(() => sections.map((section) => section.id), [order]);

  if (sections.length === 0) return <p className="empty">No sections here yet. Add one.</p>;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ screenReaderInstructions: instructions, announcements: announcements(name) }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="section-list" aria-label={AREA_LABELS[area]}>
          {sections.map((section, index) => (
            <SectionItem
              key={section.id}
              area={area}
              section={section}
              index={index}
              count={sections.length}
              title={titleOf(section)}
              selected={section.id === selectedId}
              hasProblems={section.id in problems}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
