import * as Dialog from '@radix-ui/react-dialog';
import { memo, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import {
  type ManifestEntryMessage,
  sectionPresetPath,
} from '../../../../editor-bridge/protocol.ts';
import type { PageType } from '../../../../schemas/template.ts';
import { STOREFRONT_URL } from '../config.ts';
import type { Area } from '../state/document.ts';
import { addFromManifest, notify, useEditorStore } from '../state/editor-store.ts';
import { setPickerOpen, usePreviewUi } from '../state/preview-ui.ts';

/** Manifest entries by group, keeping the registry's order; page sections honour `pageTypes`. */
export function groupManifest(
  manifest: readonly ManifestEntryMessage[],
  area: Area,
  pageType: PageType,
): [group: string, entries: ManifestEntryMessage[]][] {
  const groups = new Map<string, ManifestEntryMessage[]>();
  for (const entry of manifest) {
    if (area === 'main' && entry.pageTypes && !entry.pageTypes.includes(pageType)) continue;
    groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  }
  return [...groups];
}

/** One choice of the picker: a section with one of its presets (or its defaults). */
export interface PickerChoice {
  entry: ManifestEntryMessage;
  /** Index into `entry.presets`; `null` for a section without presets (schema defaults). */
  preset: number | null;
  /** The preset's name, or '' for defaults. */
  name: string;
}

/**
 * The picker's choices by group, those matching `query` only: every word of it must start a word
 * of the section's title, preset name, group or key (`hero ban` finds "Image banner: Hero with
 * button"). Groups left empty are left out.
 */
export function pickerChoices(
  groups: readonly [string, ManifestEntryMessage[]][],
  query: string,
): [group: string, choices: PickerChoice[]][] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (choice: PickerChoice, group: string) => {
    if (words.length === 0) return true;
    const haystack =
      `${choice.entry.title} ${choice.name} ${group} ${choice.entry.key.replaceAll('-', ' ')}`
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u);
    return words.every((word) => haystack.some((candidate) => candidate.startsWith(word)));
  };
  return groups
    .map(([group, entries]): [string, PickerChoice[]] => [
      group,
      entries
        .flatMap((entry): PickerChoice[] =>
          entry.presets.length > 0
            ? entry.presets.map((preset, index) => ({ entry, preset: index, name: preset.name }))
            : [{ entry, preset: null, name: '' }],
        )
        .filter((choice) => matches(choice, group)),
    ])
    .filter(([, choices]) => choices.length > 0);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The picture of a preset: the storefront renders the preset alone (SECTION_PRESET_PATH, server
 * HTML with the shop's own CSS and data, no script) and the picker shows that page shrunk.
 * Chosen over pictures made in the browser because it needs nothing but the storefront itself
 * (offline, no screenshot service, no new dependency), is exactly what the section will look
 * like, and costs no script; the storefront answers it cacheable, so opening the picker again
 * draws the pictures from the browser's cache. Loaded only when scrolled near
 * (`loading="lazy"`); hidden from assistive technology, which reads the choice's name instead.
 */
const PresetPicture = memo(function PresetPicture({ choice }: { choice: PickerChoice }) {
  if (choice.preset === null) {
    return (
      <span className="picker__picture picker__picture--none" aria-hidden="true">
        {choice.entry.title}
      </span>
    );
  }
  return (
    <span className="picker__picture" aria-hidden="true">
      <iframe
        src={`${STOREFRONT_URL}${sectionPresetPath(choice.entry.key, choice.preset)}`}
        title={`Picture of ${choice.entry.title}: ${choice.name}`}
        loading="lazy"
        tabIndex={-1}
      />
    </span>
  );
});

/**
 * "Add section" (issue 20): opens the section picker, a dialog with a search box, the storefront's
 * sections by group and a picture of each preset. Choosing one adds it after the selected section
 * (or at the end) and selects it.
 */
export function AddSection({ area, pageType }: { area: Area; pageType: PageType }) {
  const manifest = useEditorStore((state) => state.manifest);
  const open = usePreviewUi((state) => state.pickerOpen);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const id = useId();
  const search = useRef<HTMLInputElement>(null);
  const groups = useMemo(() => groupManifest(manifest, area, pageType), [manifest, area, pageType]);
  const choices = useMemo(() => pickerChoices(groups, deferredQuery), [groups, deferredQuery]);
  const found = choices.reduce((sum, [, list]) => sum + list.length, 0);

  const choose = ({ entry, preset, name }: PickerChoice) => {
    if (!addFromManifest(entry.key, preset)) return;
    setPickerOpen(false);
    setQuery('');
    notify({ kind: 'success', text: `Added ${entry.title}${name ? `: ${name}` : ''}.` });
  };

  return (
    <Dialog.Root open={open} onOpenChange={setPickerOpen}>
      <Dialog.Trigger asChild>
        <button
          type="button"
          className="button--primary add-section-button"
          disabled={!manifest.length}
        >
          Add section
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="picker-overlay" />
        <Dialog.Content
          className="picker"
          aria-describedby={`${id}-help`}
          onOpenAutoFocus={(event) => {
            // straight into the search: typing is the quickest way to a section
            event.preventDefault();
            search.current?.focus();
          }}
        >
          <header className="picker__header">
            <Dialog.Title className="picker__title">Add a section</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button">Close</button>
            </Dialog.Close>
          </header>
          <p id={`${id}-help`} className="help">
            Pick a section and a ready-made look; it goes after the selected section. You can change
            everything after.
          </p>
          <label className="picker__search">
            <span>Search sections</span>
            <input
              ref={search}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Banner, products, text…"
              aria-controls={`${id}-results`}
            />
          </label>
          <p className="visually-hidden" role="status">
            {query ? `${found} ${found === 1 ? 'section matches' : 'sections match'}` : ''}
          </p>
          <div id={`${id}-results`} className="picker__results">
            {choices.length === 0 && <p className="empty">No section matches “{deferredQuery}”.</p>}
            {choices.map(([group, list]) => (
              <section key={group} aria-labelledby={`${id}-${group}`}>
                <h3 id={`${id}-${group}`} className="picker__group">
                  {capitalise(group)}
                </h3>
                <ul className="picker__grid">
                  {list.map((choice) => (
                    <li key={`${choice.entry.key}#${choice.preset}`}>
                      <button
                        type="button"
                        className="picker__choice"
                        onClick={() => choose(choice)}
                      >
                        <PresetPicture choice={choice} />
                        <span className="picker__name">
                          {choice.entry.title}
                          {choice.name && <span className="muted">: {choice.name}</span>}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
