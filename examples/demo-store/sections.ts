import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { Section } from '../../schemas/template.ts';
import type { imageBannerSchema } from '../../sections/content/image-banner/schema.ts';
import type { richTextSchema } from '../../sections/content/rich-text/schema.ts';
import type { spacerSchema } from '../../sections/content/spacer/schema.ts';

// Typed constructors for the content sections the demo templates use, with the props each
// section's schema accepts (defaulted props may be left out: validation fills them in).
type TemplateProps<S extends JSONSchema> = FromSchema<S, { keepDefaultedPropertiesOptional: true }>;

/** Props of the `rich-text` section. */
export type RichTextProps = TemplateProps<typeof richTextSchema>;

/** Props of the `image-banner` section. */
export type ImageBannerProps = TemplateProps<typeof imageBannerSchema>;

/** Props of the `spacer` section. */
export type SpacerProps = TemplateProps<typeof spacerSchema>;

/** A `rich-text` section with the given id. */
export function richText(id: string, props: RichTextProps): Section {
  return { key: 'rich-text', id, props: { ...props } };
}

/** An `image-banner` section with the given id. */
export function imageBanner(id: string, props: ImageBannerProps): Section {
  return { key: 'image-banner', id, props: { ...props } };
}

/** A `spacer` section with the given id. */
export function spacer(id: string, props: SpacerProps = {}): Section {
  return { key: 'spacer', id, props: { ...props } };
}
