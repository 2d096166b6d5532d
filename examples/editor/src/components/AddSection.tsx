import { type FormEvent, useId, useState } from 'react';
import type { ManifestEntryMessage } from '../../../../editor-bridge/protocol.ts';
import type { PageType } from '../../../../schemas/template.ts';
import type { Area } from '../state/document.ts';
import { addFromManifest, notify, useEditorStore } from '../state/editor-store.ts';

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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Adds a section from the storefront's manifest (grouped, one option per preset). */
export function AddSection({ area, pageType }: { area: Area; pageType: PageType }) {
  const manifest = useEditorStore((state) => state.manifest);
  const [choice, setChoice] = useState('');
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [key, preset] = choice.split('#');
    if (!key) return;
    const entry = manifest.find((candidate) => candidate.key === key);
    const presetIndex = preset ? Number(preset) : null;
    if (addFromManifest(key, presetIndex) && entry) {
      const presetName = presetIndex === null ? '' : `: ${entry.presets[presetIndex]?.name ?? ''}`;
      notify({ kind: 'success', text: `Added ${entry.title}${presetName}.` });
    }
  };

  return (
    <form className="add-section" onSubmit={submit}>
      <label htmlFor={`${id}-type`}>Add a section</label>
      <div className="button-row">
        <select
          id={`${id}-type`}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <option value="">Choose a section…</option>
          {groupManifest(manifest, area, pageType).map(([group, entries]) => (
            <optgroup key={group} label={capitalise(group)}>
              {entries.flatMap((entry) =>
                entry.presets.length > 0
                  ? entry.presets.map((preset, index) => (
                      <option key={`${entry.key}:${preset.name}`} value={`${entry.key}#${index}`}>
                        {entry.title}: {preset.name}
                      </option>
                    ))
                  : [
                      <option key={entry.key} value={`${entry.key}#`}>
                        {entry.title}
                      </option>,
                    ],
              )}
            </optgroup>
          ))}
        </select>
        <button type="submit" disabled={!choice}>
          Add section
        </button>
      </div>
    </form>
  );
}
