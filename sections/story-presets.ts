import type { SectionPreset } from '../registry/index.ts';

/** The props of a section's named preset, so every story is built from the presets the editor offers. */
export function presetArgs<P>(
  definition: { key: string; presets?: readonly SectionPreset<P>[] },
  name: string,
): P {
  const preset = definition.presets?.find((p) => p.name === name);
  if (!preset) throw new Error(`Section "${definition.key}" has no preset named "${name}".`);
  return preset.props;
}
