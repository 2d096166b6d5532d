import type { Image } from '../../schemas/api/index.ts';
import type { Section } from '../../schemas/template.ts';

// Typed constructors for the three sections the demo templates use. The props types follow the
// section schemas of sections/content (rich-text, image-banner, spacer); when those exist, derive
// these types from them with FromSchema instead.

/** Props of the `rich-text` section. */
export interface RichTextProps {
  /** Allowed tags: p, h1–h4, a, strong, em, ul, ol, li, blockquote, img. */
  html: string;
  /** @default 'left' */
  align?: 'left' | 'center' | 'right';
  /** @default 'normal' */
  width?: 'narrow' | 'normal' | 'wide';
}

/** Props of the `image-banner` section. */
export interface ImageBannerProps {
  image: Image;
  heading?: string;
  text?: string;
  cta?: { label: string; href: string };
  /** @default 'center' */
  align?: 'left' | 'center' | 'right';
  /** @default 'medium' */
  height?: 'small' | 'medium' | 'large';
}

/** Props of the `spacer` section. */
export interface SpacerProps {
  /** @default 'md' */
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

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
