import { z } from 'zod';

// Customisation uploads (spec §3 "Customisation per product": `image_path`). The spec names no
// upload call; the contract adds `POST /api/plugins/customisation/upload` (multipart, one `file`)
// and serves the stored picture back at the path it answers.

/** Largest picture a shopper may upload, in bytes (2 MB). */
export const CUSTOMISATION_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** Picture types accepted; SVG is not, since it can carry script. */
export const CUSTOMISATION_UPLOAD_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
] as const;
/** Answer to a file that is not one of those pictures. */
export const UPLOAD_NOT_IMAGE_MESSAGE = 'Please choose a PNG, JPEG, WebP or GIF image.';
/** Answer to a picture over the limit. */
export const UPLOAD_TOO_LARGE_MESSAGE = 'The image must be 2 MB or smaller.';

/** `data` of `POST /api/plugins/customisation/upload`. */
export const customisationUploadSchema = z.object({
  /** Root-relative path of the stored picture: send it as `additonal_data.image_path`. */
  image_path: z
    .string()
    .regex(/^\/api\/plugins\/customisation\/uploads\/[a-z0-9-]+\.(?:png|jpg|webp|gif)$/),
  /** Its type, as read from its first bytes. */
  content_type: z.enum(CUSTOMISATION_UPLOAD_TYPES),
  /** Its size in bytes. */
  size: z.number().int().positive().max(CUSTOMISATION_UPLOAD_MAX_BYTES),
});
export type CustomisationUpload = z.infer<typeof customisationUploadSchema>;
