import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { Area } from '../state/document.ts';
import { duplicate, move, remove, select, toggleHidden } from '../state/editor-store.ts';
import { Icon } from './Icon.tsx';

interface SectionItemProps {
  area: Area;
  /** The section's id. */
  id: string;
  hidden: boolean;
  index: number;
  count: number;
  title: string;
  selected: boolean;
  hasProblems: boolean;
}

/**
 * One section in the list: a drag handle (pointer or keyboard, via dnd-kit), the section's name
 * (selects it), and buttons to move it up or down, duplicate, hide or show, and remove it.
 * Memoised: on a long page, a change to one section renders that one item only.
 */
export const SectionItem = memo(function SectionItem({
  area,
  id,
  hidden,
  index,
  count,
  title,
  selected,
  hasProblems,
}: SectionItemProps) {
  const sortable = useSortable({ id });
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const moved = useRef<'up' | 'down' | null>(null);

  // Moving re-inserts the item, which drops keyboard focus: put it back on the same button (or
  // the other one when the item reached an end of the list).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the position changes
  useLayoutEffect(() => {
    if (!moved.current) return;
    const wanted = moved.current === 'up' ? upRef.current : downRef.current;
    const other = moved.current === 'up' ? downRef.current : upRef.current;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    moved.current = null;
  }, [index]);

  // selected elsewhere (the outline, the preview): brought into view in the list
  const item = useRef<HTMLLIElement | null>(null);
  const { setNodeRef } = sortable;
  const setRefs = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node);
      item.current = node;
    },
    [setNodeRef],
  );
  useEffect(() => {
    if (selected) item.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
  };

  return (
    <li
      ref={setRefs}
      style={style}
      className={`section-item${selected ? ' section-item--selected' : ''}${sortable.isDragging ? ' section-item--dragging' : ''}`}
      data-section-id={id}
    >
      <button
        type="button"
        className="drag-handle"
        ref={sortable.setActivatorNodeRef}
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={`Drag ${title} (${id})`}
        title="Drag to reorder"
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <button
        type="button"
        className="section-item__select"
        aria-pressed={selected}
        onClick={() => select(id)}
      >
        <span className="section-item__title">{title}</span>
        <span className="section-item__meta">
          {id}
          {hidden && ' · hidden'}
          {hasProblems && ' · has problems'}
        </span>
      </button>
      <div className="section-item__actions">
        <button
          ref={upRef}
          type="button"
          aria-label="Move up"
          title="Move up"
          disabled={index === 0}
          onClick={() => {
            moved.current = 'up';
            move(area, index, index - 1);
          }}
        >
          <Icon name="up" />
        </button>
        <button
          ref={downRef}
          type="button"
          aria-label="Move down"
          title="Move down"
          disabled={index === count - 1}
          onClick={() => {
            moved.current = 'down';
            move(area, index, index + 1);
          }}
        >
          <Icon name="down" />
        </button>
        <button
          type="button"
          aria-label="Duplicate"
          title="Duplicate"
          onClick={() => duplicate(area, id)}
        >
          <Icon name="duplicate" />
        </button>
        <button
          type="button"
          aria-label={hidden ? 'Show' : 'Hide'}
          title={hidden ? 'Show on the page' : 'Hide from the page'}
          onClick={() => toggleHidden(area, id, !hidden)}
        >
          <Icon name={hidden ? 'hidden' : 'shown'} />
        </button>
        <button type="button" aria-label="Remove" title="Remove" onClick={() => remove(area, id)}>
          <Icon name="remove" />
        </button>
      </div>
    </li>
  );
});
