import { type KeyboardEvent, memo, useEffect, useMemo, useRef, useState } from 'react';
import type { Section } from '../../../../schemas/template.ts';
import { currentDraft, select, showPanel, useEditorStore } from '../state/editor-store.ts';

/** A few words of a section's own text, so sections of one kind can be told apart. */
export function sectionSummary(section: Section): string {
  const props = section.props as Record<string, unknown>;
  for (const name of ['heading', 'title', 'text', 'message', 'html', 'label']) {
    const value = props[name];
    if (typeof value !== 'string' || !value.trim()) continue;
    const text = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) return text.length > 60 ? `${text.slice(0, 59)}…` : text;
  }
  return '';
}

interface ItemProps {
  section: Section;
  index: number;
  title: string;
  selected: boolean;
  /** The one item in the tab order (roving tabindex). */
  active: boolean;
  problems: boolean;
  onFocusItem: (index: number) => void;
}

const OutlineItem = memo(function OutlineItem({
  section,
  index,
  title,
  selected,
  active,
  problems,
  onFocusItem,
}: ItemProps) {
  const summary = useMemo(() => sectionSummary(section), [section]);
  const flags = [section.hidden && 'hidden', problems && 'has problems']
    .filter(Boolean)
    .join(' · ');
  const described = summary || flags ? `outline-${section.id}` : undefined;
  return (
    <li className={`outline__item${selected ? ' outline__item--selected' : ''}`}>
      {/* named by the section's type only: names made of a store's own words would collide
          with the editor's buttons ("Save", "Publish") for anyone finding a button by name */}
      <button
        type="button"
        tabIndex={active ? 0 : -1}
        data-index={index}
        aria-label={title}
        aria-describedby={described}
        aria-current={selected ? 'true' : undefined}
        onFocus={() => onFocusItem(index)}
        onClick={() => {
          showPanel('main');
          select(section.id);
        }}
      >
        <span className="outline__number" aria-hidden="true">
          {index + 1}
        </span>
        <span className="outline__text">
          <span className="outline__title">{title}</span>
          {described && (
            <span id={described} className="outline__details">
              {summary && <span className="outline__summary">{summary}</span>}
              {summary && flags && ' '}
              {flags && <span className="outline__flags">{flags}</span>}
            </span>
          )}
        </span>
      </button>
    </li>
  );
});

/** How long typed letters add up to one search (type to jump), in ms. */
const TYPEAHEAD_MS = 700;

/**
 * The page's sections in order, one tab stop for all of them (issue 20, a list labelled
 * "Outline"): arrow keys move, Home and End go to the ends, Page Up and Page Down skip ten,
 * typing a section's name jumps to the next one that starts so, and Enter (or a click) selects
 * the section, opens its settings and scrolls the preview to it.
 */
export function Outline() {
  const sections = useEditorStore((state) => currentDraft(state)?.doc.component_data);
  const manifest = useEditorStore((state) => state.manifest);
  const selectedId = useEditorStore((state) => state.selectedId);
  const problems = useEditorStore((state) => state.sectionErrors);
  const [focused, setFocused] = useState(0);
  const list = useRef<HTMLOListElement>(null);
  const typed = useRef({ text: '', at: 0 });

  const titles = useMemo(
    () => new Map(manifest.map((entry) => [entry.key, entry.title])),
    [manifest],
  );
  const titleOf = (section: Section) => titles.get(section.key) ?? section.key;
  const count = sections?.length ?? 0;
  const selectedIndex = sections?.findIndex((section) => section.id === selectedId) ?? -1;
  // the tab stop stays inside the list as it shrinks
  const active = Math.min(Math.max(0, focused), Math.max(0, count - 1));

  // and follows the selection, wherever it was made
  useEffect(() => {
    if (selectedIndex >= 0) setFocused(selectedIndex);
  }, [selectedIndex]);

  const focusItem = (index: number) => {
    const target = Math.min(Math.max(index, 0), count - 1);
    setFocused(target);
    const button = list.current?.querySelector<HTMLButtonElement>(`button[data-index="${target}"]`);
    button?.focus();
    button?.scrollIntoView?.({ block: 'nearest' });
  };

  const jumpTo = (letter: string) => {
    if (!sections) return;
    const now = Date.now();
    const text = now - typed.current.at < TYPEAHEAD_MS ? typed.current.text + letter : letter;
    typed.current = { text, at: now };
    // the same letter again and again steps through the sections it starts
    const repeated = [...text].every((char) => char === letter);
    const wanted = (repeated ? letter : text).toLowerCase();
    // a new search starts after the current item; adding letters may stay on it
    const from = repeated ? active + 1 : active;
    for (let step = 0; step < count; step++) {
      const index = (from + step) % count;
      const section = sections[index];
      if (!section) continue;
      const words = `${titleOf(section)} ${sectionSummary(section)}`.toLowerCase();
      if (words.startsWith(wanted) || sectionSummary(section).toLowerCase().startsWith(wanted)) {
        focusItem(index);
        return;
      }
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      Home: 0,
      End: count - 1,
      PageDown: active + 10,
      PageUp: active - 10,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key.length === 1 && event.key !== ' ') {
      event.preventDefault();
      jumpTo(event.key);
    }
  };

  return (
    <nav className="outline" aria-labelledby="outline-title">
      <h2 id="outline-title" className="outline__heading">
        Outline <span className="muted">{count} sections</span>
      </h2>
      {count === 0 ? (
        <p className="outline__empty">
          {sections ? 'This page has no sections yet.' : 'No page loaded.'}
        </p>
      ) : (
        <>
          <p id="outline-help" className="visually-hidden">
            Arrow keys move, typing a name jumps to it, Enter selects the section and shows it in
            the preview.
          </p>
          {/* the keys of the list's buttons are handled once, on the list */}
          <ol
            ref={list}
            className="outline__list"
            aria-label="Outline"
            aria-describedby="outline-help"
            onKeyDown={onKeyDown}
          >
            {sections?.map((section, index) => (
              <OutlineItem
                key={section.id}
                section={section}
                index={index}
                title={titleOf(section)}
                selected={section.id === selectedId}
                active={index === active}
                problems={section.id in problems}
                onFocusItem={setFocused}
              />
            ))}
          </ol>
        </>
      )}
    </nav>
  );
}
