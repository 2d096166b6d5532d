import { z } from 'zod';

/**
 * An image with its intrinsic size. Width and height are required so the storefront can reserve
 * the space before the image loads (DESIGN §6: no layout shift).
 */
export const imageSchema = z.object({
  /** URL or root-relative path, e.g. a store image's `endpointUrl(media.file, ...)`. */
  src: z.string().min(1),
  /** Text alternative; empty for a purely decorative image. @default '' */
  alt: z.string().default(''),
  /** Intrinsic width in CSS pixels. */
  width: z.number().int().positive(),
  /** Intrinsic height in CSS pixels. */
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof imageSchema>;

/**
 * `data` of an endpoint that answers an image file instead of an envelope (`GET /api/media/{file}`,
 * a customisation picture): there is none.
 */
export const imageFileSchema = z.never();
